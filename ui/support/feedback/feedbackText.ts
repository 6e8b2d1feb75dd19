import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DraftProblem, ImageProblem } from '../../../machines/feedback/feedback.types';

export const DRAFT_PROBLEMS: Record<DraftProblem, MessageDescriptor> = {
  typeRequired: msg`Please select the problem type`,
  descriptionRequired: msg`Please describe the problem`,
  descriptionTooLong: msg`Use 500 characters at most`,
  contactRequired: msg`Please input a phone number or email`,
  contactInvalid: msg`Enter a phone number (digits only) or an email address`,
  accountInvalid: msg`Enter the account number with digits and letters only`,
};

export const IMAGE_PROBLEMS: Record<ImageProblem, MessageDescriptor> = {
  tooManyImages: msg`You can attach up to 3 images`,
  unsupportedImage: msg`Choose a JPEG, PNG or WebP photo`,
  imageTooLarge: msg`This photo is too large (over 15 MB)`,
  imageUnreadable: msg`A photo could not be read. Remove it or choose another one.`,
};
