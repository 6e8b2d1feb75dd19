import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SubmitError } from '../../../machines/shared/submitError';

/** Words for the codes the support machines carry (machines never hold translated text). */
export const TICKET_TYPE_LABELS: Record<1 | 2 | 3, MessageDescriptor> = {
  1: msg`Payment problem`,
  2: msg`Rollover (extension)`,
  3: msg`Other`,
};

export const TICKET_STATUS_LABELS: Record<1 | 2 | 3, MessageDescriptor> = {
  1: msg`Pending`,
  2: msg`Processing`,
  // Its own entry: in Spanish a settled ticket is "Resuelto", not the button's "Listo".
  3: msg({ message: 'Done', context: 'ticket status' }),
};

/** A fault in words; a business refusal shows the server's own text (rendered as text, F13/F14). */
export function errorMessage(error: SubmitError): MessageDescriptor | string {
  if (error.kind === 'business') return error.serverMessage || msg`Request failed, try again.`;
  switch (error.reason) {
    case 'offline':
      return msg`You appear to be offline. Check your connection and try again.`;
    case 'timeout':
      return msg`Request timed out. Your information is saved.`;
    case 'network':
      return msg`Network failed, please try again.`;
    default:
      return msg`Request failed, try again.`;
  }
}
