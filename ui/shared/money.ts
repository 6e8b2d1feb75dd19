import type { MarketProfile } from '../../services/markets/markets';

/** Shown instead of an amount that is missing or not a number (FAULTS F46): never NaN. */
export const NO_AMOUNT = '—';

/**
 * Reads an amount from the server: numbers, numeric strings, and strings with thousands
 * separators ("1,000.00"). Null, negative-looking garbage and non-finite values give null.
 */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // Commas only as thousands groups: a decimal comma ("1.000,50") must not read as 1.0005.
  if (!/^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/.test(text)) return null;
  const amount = Number(text.replace(/,/g, ''));
  return Number.isFinite(amount) ? amount : null;
}

// Building an Intl formatter loads locale data (milliseconds each on a cheap phone): one per market.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatMoney(value: unknown, market: Pick<MarketProfile, 'numberLocale' | 'currency'>): string {
  const amount = parseAmount(value);
  if (amount === null) return NO_AMOUNT;
  const key = `${market.numberLocale}|${market.currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(market.numberLocale, { style: 'currency', currency: market.currency });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

export function formatDate(value: unknown, market: Pick<MarketProfile, 'numberLocale'>): string {
  const date =
    value instanceof Date ? value : typeof value === 'number' || typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return NO_AMOUNT;
  let format = dateFormats.get(market.numberLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(market.numberLocale, { day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(market.numberLocale, format);
  }
  return format.format(date);
}
