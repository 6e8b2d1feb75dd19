import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RepayError, RepayErrorCode } from '../../machines/repayment/repayment.types';

/** Words for the codes the repay machines carry; a server refusal is shown as the server's text. */
const MESSAGES: Readonly<Record<Exclude<RepayErrorCode, 'business'>, MessageDescriptor>> = {
  orderNoEmpty: msg`orderNo cannot be empty`,
  payOrderIdEmpty: msg`payOrderId cannot be empty, try again`,
  channelIdEmpty: msg`channelId cannot be empty: choose a way to pay below.`,
  offline: msg`You appear to be offline. Check your connection and try again.`,
  network: msg`Network failed. Check your connection and try again.`,
  timeout: msg`Request timed out. Try again.`,
  http: msg`Request failed, try again`,
  malformed: msg`Request failed, try again`,
  unknown: msg`Something went wrong. Try again.`,
  extensionFailed: msg`The extension fee was not paid, so your due date has not changed.`,
  unsupportedImage: msg`Choose a photo of the receipt (JPEG, PNG or WebP).`,
  imageTooLarge: msg`This image is too large. Choose a smaller photo of the receipt.`,
  imageUnreadable: msg`This image could not be read. Choose another photo.`,
};

/** A descriptor to translate, or the server's own text (rendered as text, never HTML). */
export function repayErrorMessage(error: RepayError): MessageDescriptor | string {
  if (error.code === 'business') return error.serverMessage || MESSAGES.http;
  return MESSAGES[error.code];
}
