import type { RepayError } from '../../../machines/repayment/repayment.types';

/** The words the borrower reads for each repay error code (written out, not taken from ui/). */
const TEXT: Partial<Record<RepayError['code'], string>> = {
  payOrderIdEmpty: 'payOrderId cannot be empty, try again',
  channelIdEmpty: 'channelId cannot be empty: choose a way to pay below.',
  offline: 'You appear to be offline. Check your connection and try again.',
  network: 'Network failed. Check your connection and try again.',
  timeout: 'Request timed out. Try again.',
  unknown: 'Something went wrong. Try again.',
  extensionFailed: 'The extension fee was not paid, so your due date has not changed.',
  imageTooLarge: 'This image is too large. Choose a smaller photo of the receipt.',
  imageUnreadable: 'This image could not be read. Choose another photo.',
};

export function repayErrorText(error: RepayError): string {
  if (error.code === 'business') return error.serverMessage;
  const text = TEXT[error.code];
  if (!text) throw new Error(`no expected text for repay error "${error.code}"`);
  return text;
}
