import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { yesNo } from './yesNo';

/**
 * The permissions disclosure's answer (SPEC section 6), remembered by the server so it is asked
 * once per borrower and nothing new goes into local storage (SPEC section 3). SPEC section 7 names
 * no call for it: these two are ours, implemented by the sandbox (sandbox/routes/kyc.ts).
 */
export const disclosureEndpoints = {
  disclosureStatus: defineEndpoint<Record<string, never>, { accepted: boolean }>({
    method: 'GET',
    path: '/user/permission-disclosure/status',
    data: v.looseObject({ accepted: v.optional(yesNo, false) }),
  }),
  acceptDisclosure: defineEndpoint({ method: 'POST', path: '/user/permission-disclosure/accept' }),
};
