/**
 * Every non-zero `code` the sandbox answers, in one table (documented in sandbox/README.md).
 * 4xxxx: the request itself is unusable (HTTP 400). 1xxx: business outcomes (HTTP 200).
 * Session codes are the backend's own (SPEC section 8).
 */
export const ErrorCode = {
  badCipher: 40001,
  badPayload: 40002,
  missingField: 40003,
  unknownEndpoint: 40004,
  clockSkew: 40005,
  badPackageName: 40006,
  wrongMethod: 40007,
  idempotencyConflict: 40009,
  bodyTooLarge: 40013,
  internal: 50000,

  invalidVerifyCode: 1001,
  alreadyRegistered: 1002,
  notRegistered: 1003,
  invalidMobile: 1004,
  noOrder: 1101,
  orderInProgress: 1102,
  notAllowedNow: 1103,
  invalidAmount: 1104,
  invalidDuration: 1105,
  reapplyTooSoon: 1106,
  badAccount: 1107,
  feedbackOpenOfType: 1201,
  feedbackNotFound: 1202,
  feedbackClosed: 1203,
  uploadRejected: 1204,
  marketProductNotFound: 1301,
  marketOrderOpen: 1302,
  marketNoPreviousOrder: 1303,
  kycInvalidForm: 1401,
  kycUploadOrder: 1402,
  kycOcrFailed: 1403,
  kycFaceFailed: 1404,
  kycBadImage: 1405,
  kycImagesMissing: 1406,
  repayOrderNoEmpty: 1501,
  repayOrderNotRepayable: 1502,
  repayExtensionNotAllowed: 1503,
  repayCouponNotUsable: 1504,
  repayNoDrawChance: 1505,
  repayVoucherRejected: 1506,
  repayUnknownPayment: 1507,
  repayMethodNotOffered: 1508,

  sessionCannotLogin: 10010301,
  sessionTokenExpired: 10010303,
  sessionOtherDevice: 10010304,
  sessionInvalidToken: 100103,
} as const;

export const SESSION_CODES: readonly number[] = [
  ErrorCode.sessionCannotLogin,
  ErrorCode.sessionTokenExpired,
  ErrorCode.sessionOtherDevice,
  ErrorCode.sessionInvalidToken,
];

export const SESSION_MESSAGES: Record<number, string> = {
  [ErrorCode.sessionCannotLogin]: 'user cannot log in',
  [ErrorCode.sessionTokenExpired]: 'token expired, please log in again',
  [ErrorCode.sessionOtherDevice]: 'account logged in on another device',
  [ErrorCode.sessionInvalidToken]: 'invalid token, log in again',
};

/** Thrown by protocol decoding and payload helpers; the dispatcher answers it as HTTP 400. */
export class RequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}
