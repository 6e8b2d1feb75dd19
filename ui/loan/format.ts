import type { MarketProfile } from '../../services/markets/markets';
import { dateTimeFormat, numberFormat } from '../shared/intlFormats';
import { NO_AMOUNT } from '../shared/money';

type Locale = Pick<MarketProfile, 'numberLocale'>;

/** Date and time for "expected by" texts; `—` for a missing time. */
export function formatDateTime(at: number | null, market: Locale): string {
  if (at === null || Number.isNaN(new Date(at).getTime())) return NO_AMOUNT;
  return dateTimeFormat(market.numberLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/** A calendar date; a plain `YYYY-MM-DD` is shown as that day, whatever the phone's time zone. */
export function formatDay(value: string | number | null, market: Locale): string {
  if (value === null) return NO_AMOUNT;
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return NO_AMOUNT;
  return dateTimeFormat(market.numberLocale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export function formatPercent(rate: number | null, market: Locale): string {
  if (rate === null || !Number.isFinite(rate)) return NO_AMOUNT;
  return numberFormat(market.numberLocale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}
