import type { SubmitError } from '../../../machines/shared/submitError';

/**
 * What the borrower reads for the submit errors the loan flows produce: the server's own text,
 * or the fault's words (the flows' fixtures throw plain errors, so their reason is "unknown").
 */
export function submitErrorText(error: SubmitError): string {
  if (error.kind === 'business') return error.serverMessage;
  return error.reason === 'network' ? 'Network failed, please try again' : 'Request failed, try again';
}
