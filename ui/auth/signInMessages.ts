import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { NUMBER_REGISTERED, type CodeError, type MobileError, type SignInRequestError } from '../../machines/signIn/signIn.types';

export const mobileErrorMessage: Record<MobileError, MessageDescriptor> = {
  mobileEmpty: msg`Phone number cannot be empty`,
  mobileInvalid: msg`Phone number is wrongly formatted`,
};

export const codeErrorMessage: Record<CodeError, MessageDescriptor> = {
  codeEmpty: msg`Verification code cannot be empty`,
  codeInvalid: msg`Invalid verification code`,
};

/** The blocked account's code, SPEC section 8: it comes with a way to reach support. */
export const ACCOUNT_CANNOT_LOG_IN = 10010301;

/** Server codes we know how to say better than the server's own text. */
const knownBusinessCodes: Record<number, MessageDescriptor> = {
  1001: msg`Invalid verification code`,
  [NUMBER_REGISTERED]: msg`This number has been registered, please login directly`,
  1003: msg`This number is not registered yet, please sign up`,
  1004: msg`Phone number is wrongly formatted`,
  // A session code on the sign-in calls: no session to end, but the borrower must know to call us (FAULTS F18).
  [ACCOUNT_CANNOT_LOG_IN]: msg`This account cannot log in. Please contact customer support.`,
};

/** A descriptor to translate, or the server's text to show as text (never as HTML). */
export function requestErrorMessage(error: SignInRequestError): MessageDescriptor | string {
  switch (error.kind) {
    case 'numberRegistered':
      return msg`This number has been registered, please login directly`;
    case 'business':
      return knownBusinessCodes[error.code] ?? (error.msg.trim() || msg`Request failed, try again`);
    case 'fault':
      switch (error.reason) {
        case 'timeout':
          return msg`Request timed out. Your information is saved`;
        case 'offline':
          return msg`You appear to be offline`;
        case 'http':
        case 'malformed':
          return msg`Request failed, try again`;
        default:
          return msg`Network failed, reload page`;
      }
  }
}
