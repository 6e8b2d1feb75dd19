/** Milliseconds since the epoch. Injected so tests and QA can move time. */
export type TimeSource = () => number;

export interface Clock {
  now(): number;
}

/** A user's clock: the sandbox's time source plus that user's offset (POST /sandbox/users/:mobile/clock). */
export function userClock(source: TimeSource, offsetMs: number): Clock {
  return { now: () => source() + offsetMs };
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
