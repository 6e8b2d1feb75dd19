/**
 * Turns the wire's loose money and time values into numbers a view can trust: a number or null,
 * never NaN (FAULTS F46). Money may arrive as 1000, "1000", "1,000.00"; times as epoch seconds,
 * epoch milliseconds or ISO text.
 */
export type WireMoney = number | string | null | undefined;
export type WireTime = number | string | null | undefined;

/** Above this an amount is not believable for a short-term personal loan: shown as invalid. */
export const MAX_BELIEVABLE_AMOUNT = 100_000_000;

/**
 * The one rule for a money amount on the wire, used by every screen (home, records, repay) so a
 * borrower never sees a figure on one screen and a placeholder on the next: a finite, non-negative
 * number below MAX_BELIEVABLE_AMOUNT, given as a number or as text with well-formed thousands groups.
 */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value < MAX_BELIEVABLE_AMOUNT ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // Commas only as well-formed thousands groups: "1.000,50" (a decimal comma) must not become 1.0005.
  if (!/^(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/.test(text)) return null;
  return toAmount(Number(text.replace(/,/g, '')));
}

/** A count or a term in days: a whole number, also when sent as digits in text ("3"); null otherwise. */
export function toWholeNumber(value: unknown): number | null {
  const read = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof read === 'number' && Number.isInteger(read) && read >= 0 ? read : null;
}

/**
 * The years a loan's times can fall in. Outside them a time is not believable (microseconds or
 * nanoseconds sent as milliseconds, a typo): shown as unknown rather than as the year 57860, and
 * never handed to `Date`, which cannot hold it and throws when it is formatted.
 */
const EARLIEST_BELIEVABLE_MS = Date.UTC(2000, 0, 1);
const LATEST_BELIEVABLE_MS = Date.UTC(2100, 0, 1);
const believable = (ms: number) => (ms >= EARLIEST_BELIEVABLE_MS && ms < LATEST_BELIEVABLE_MS ? ms : null);

/** Epoch milliseconds; numbers below 10^12 are taken as seconds; null outside 2000-2099. */
/**
 * A date as sent: a calendar day ("2027-02-20") stays one, so no time zone moves it to another day;
 * any other form (seconds or milliseconds, as a number or a string of digits, an ISO moment) is read
 * as a moment. Null when unreadable.
 */
export function toCalendarDayOrMs(value: WireTime): string | number | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return value.trim();
  return toEpochMs(value);
}

/** A moment as sent, where a calendar day means its start: midnight on the phone's calendar. */
export function toDayStartOrMs(value: WireTime): number | null {
  const day = toCalendarDayOrMs(value);
  if (typeof day !== 'string') return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).getTime();
}

export function toEpochMs(value: WireTime): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return null;
    return believable(value < 1e12 ? Math.round(value * 1000) : Math.round(value));
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return toEpochMs(Number(value.trim()));
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? believable(parsed) : null;
}

/**
 * Only the last four digits of an account stay readable (`•••• 6789`), whatever the server sent
 * (spaces, dashes, its own stars). An account of four characters or fewer shows none of them.
 */
export function maskAccount(account: string | null | undefined): string | null {
  if (!account) return null;
  const compact = account.replace(/[\s-]/g, '');
  const digits = compact.replace(/\D/g, '');
  return compact.length <= 4 || digits.length < 4 ? '••••' : `•••• ${digits.slice(-4)}`;
}

/**
 * Yearly cost of the loan as a simple annual rate on what the borrower actually receives:
 * (repay - received) / received * 365 / days. Null when an input is missing or nonsensical.
 */
export function yearlyCostRate(received: number | null, repay: number | null, days: number | null): number | null {
  if (received === null || repay === null || days === null || received <= 0 || days <= 0 || repay < received) return null;
  return ((repay - received) / received) * (365 / days);
}
