/** What a call can end in. A business code is an expected outcome; faults are thrown as ApiFault. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; kind: 'business'; code: number; msg: string }
  | { ok: false; kind: 'session'; code: SessionCode; msg: string };

/** SPEC section 8: each clears local data, calls the wrapper's logout and returns home. */
export const SESSION_CODES = [10010301, 10010303, 10010304, 100103] as const;
export type SessionCode = (typeof SESSION_CODES)[number];

export function isSessionCode(code: number): code is SessionCode {
  return (SESSION_CODES as readonly number[]).includes(code);
}

export type FaultReason = 'offline' | 'network' | 'timeout' | 'http' | 'malformed';

export class ApiFault extends Error {
  override readonly name = 'ApiFault';
  constructor(
    readonly reason: FaultReason,
    readonly endpoint: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${reason} on ${endpoint}${status ? ` (HTTP ${status})` : ''}`);
  }
}

export function isApiFault(error: unknown): error is ApiFault {
  return error instanceof ApiFault;
}
