/**
 * A debit card's valid period as printed on it, "MM/YY": valid through the last day of that month.
 * Typed as "0928", "09/28", "09 / 2028": the month and the year's last two digits are what count.
 */
export interface ValidPeriod {
  month: number;
  /** Full year, e.g. 2028. */
  year: number;
}

export function parseValidPeriod(text: string): ValidPeriod | null {
  const match = /^(\d{2})\/?(\d{2}|20\d{2})$/.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** "MM/YY", the one form the server receives. */
export function formatValidPeriod({ month, year }: ValidPeriod): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** Expired once its month is over; `today` is the device's local date, 'YYYY-MM-DD'. */
export function isValidPeriodOver(period: ValidPeriod, today: string): boolean {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return period.year < year || (period.year === year && period.month < month);
}

/** The CVC is optional; given, it is the 3 (4 on some cards) digits on the back. */
export function isValidCvc(text: string): boolean {
  return /^\d{3,4}$/.test(text.trim());
}
