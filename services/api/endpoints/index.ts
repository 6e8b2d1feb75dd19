import { authEndpoints } from './auth';
import { kycEndpoints } from './kyc';
import { loanEndpoints } from './loan';
import { repayEndpoints } from './repay';
import { supportEndpoints } from './support';

/** The one registry of every call in SPEC section 7, grouped by area. */
export const endpoints = {
  auth: authEndpoints,
  loan: loanEndpoints,
  kyc: kycEndpoints,
  repay: repayEndpoints,
  support: supportEndpoints,
} as const;
