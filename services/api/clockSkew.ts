import { ApiFault } from './result';

/** The server refuses a request whose timestamp is too far from its clock; `data.serverTime` is its time in seconds. */
export const CLOCK_SKEW_CODE = 40005;

/** FAULTS F22: the server still refused the phone's clock after the client's one corrected resend. */
export class ClockSkewFault extends ApiFault {
  readonly code = CLOCK_SKEW_CODE;
  constructor(endpoint: string) {
    super('http', endpoint);
  }
}

export function isClockSkewFault(error: unknown): error is ClockSkewFault {
  return error instanceof ClockSkewFault;
}
