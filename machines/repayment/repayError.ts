import { isApiFault } from '../../services/api/result';
import type { RepayError } from './repayment.types';

/** A fault thrown by the API client (or anything else) as a code for the view. */
export function repayFault(error: unknown): RepayError {
  return { code: isApiFault(error) ? error.reason : 'unknown', serverMessage: '' };
}

export function businessError(msg: string): RepayError {
  return { code: 'business', serverMessage: msg };
}
