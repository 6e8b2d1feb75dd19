import type { MarketProfile } from '../../services/markets/markets';
import { dateTimeFormat, numberFormat } from './intlFormats';

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

/**
 * Both markets write money the same way: symbol, comma thousands groups, two decimals ("₦5,000.00",
 * "$5,000.00"). Written out here because the first `Intl.NumberFormat` of a page loads ICU's locale
 * and currency data: 10 to 25 ms in one piece on this host, four to ten times that on a cheap phone,
 * inside the first render of every screen that shows an amount (docs/performance.md). The unit test
 * compares this with Intl for every market, so a market written differently fails it.
 */
const CURRENCY_SYMBOLS: Record<MarketProfile['currency'], string> = { NGN: '₦', MXN: '$' };
/** Above this, cents no longer fit a double exactly: Intl formats those. */
const LARGEST_PLAIN_AMOUNT = 1e13;

function plainMoney(amount: number, symbol: string): string | null {
  if (!(amount >= 0 && amount < LARGEST_PLAIN_AMOUNT)) return null;
  // Rounded half up on the shortest decimal form, as Intl does (1.005 gives 1.01, not 1.00).
  const decimal = String(amount);
  if (decimal.includes('e')) return null;
  const [whole = '0', fraction = ''] = decimal.split('.');
  const roundUp = fraction.length > 2 && fraction.charAt(2) >= '5' ? 1 : 0;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + roundUp;
  const grouped = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${symbol}${grouped}.${String(cents % 100).padStart(2, '0')}`;
}

export function formatMoney(value: unknown, market: Pick<MarketProfile, 'numberLocale' | 'currency'>): string {
  const amount = parseAmount(value);
  if (amount === null) return NO_AMOUNT;
  const plain = plainMoney(amount, CURRENCY_SYMBOLS[market.currency]);
  if (plain !== null) return plain;
  return numberFormat(market.numberLocale, { style: 'currency', currency: market.currency }).format(amount);
}

/** A calendar day as the server writes it ("2027-02-20"): the same day in every time zone. */
export const isCalendarDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A date in the market's locale. A calendar day is shown as that day: read as UTC midnight and
 * shown in the phone's zone it would be the day before west of Greenwich (Mexico). A moment (a
 * timestamp, a date with a time) is shown in the phone's zone.
 */
export function formatDate(value: unknown, market: Pick<MarketProfile, 'numberLocale'>, withTime = false): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  if (isCalendarDay(value)) {
    const noon = new Date(`${value}T12:00:00Z`);
    // Date rolls a day the month lacks over ("2026-02-30" is 2 March): such a day is unreadable.
    return noon.getUTCDate() !== Number(value.slice(8)) ? NO_AMOUNT : dateTimeFormat(market.numberLocale, { ...options, timeZone: 'UTC' }).format(noon);
  }
  const date =
    value instanceof Date ? value : typeof value === 'number' || typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return NO_AMOUNT;
  // A moment that ends something (a cash reference's validity) needs its time: the day alone misleads.
  return dateTimeFormat(market.numberLocale, withTime ? { ...options, hour: 'numeric', minute: '2-digit' } : options).format(date);
}
