import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IdentityError, IdentityProblem } from '../../../machines/identity/identity.types';
import { submitErrorMessage } from '../errorMessages';

/** SPEC section 8 identity messages, plus the photo checks done before anything is sent. */
export const IDENTITY_MESSAGES: Readonly<Record<IdentityProblem, MessageDescriptor>> = {
  'image.wrongType': msg`Choose a JPG or PNG photo; HEIC, PDF and other files are not accepted`,
  'image.tooLarge': msg`This photo is too large; take it again or choose a smaller one`,
  'image.unreadable': msg`This photo could not be read; take it again`,
  'idCard.unrecognised': msg`Front/back ID recognition failed, re-upload`,
  'idCard.backFirst': msg`We do not have the back of your ID. Please upload the back first, then the front.`,
  'ocr.failed': msg`OCR failed, restart authentication`,
  'face.unrecognised': msg`Face recognition failed, retry`,
  'identity.unverified': msg`Identity verification failed, keep card clear`,
};

export function identityErrorMessage(error: IdentityError): MessageDescriptor | string {
  return error.kind === 'identity' ? IDENTITY_MESSAGES[error.code] : submitErrorMessage(error);
}
