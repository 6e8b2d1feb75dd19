/** Business times the waiting screens promise (SPEC sections 4 and 9), in milliseconds. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const ORDER_TIMING = {
  /** Assessment: result in about 10 minutes, at most 24 hours. */
  assessTypicalMs: 10 * MINUTE_MS,
  assessMaxMs: 24 * HOUR_MS,
  /** Disbursal: deposit in 10 to 60 minutes; texts also say within 1 hour or 8 hours. */
  disburseTypicalMs: 10 * MINUTE_MS,
  disburseUsualMaxMs: 60 * MINUTE_MS,
  disburseMaxMs: 8 * HOUR_MS,
  /** A rejected borrower may apply again after 30 days. */
  reapplyAfterMs: 30 * DAY_MS,
} as const;

/** The wait after a rejection, in days, for the sentences shown when the order gives no date. */
export const REAPPLY_AFTER_DAYS = ORDER_TIMING.reapplyAfterMs / DAY_MS;

/** Polling backoff: 5 s, 10 s, 20 s, 40 s, then 60 s for good. */
export const POLL_BACKOFF = { firstMs: 5_000, maxMs: 60_000, maxStep: 4 } as const;

export function backoffDelay(attempt: number): number {
  const step = Math.min(Math.max(0, attempt), POLL_BACKOFF.maxStep);
  return Math.min(POLL_BACKOFF.firstMs * 2 ** step, POLL_BACKOFF.maxMs);
}
