import type { MarketProfile } from '../../services/markets/markets';
import { dateTimeFormat, numberFormat } from '../shared/intlFormats';
import { NO_AMOUNT } from '../shared/money';

type Locale = Pick<MarketProfile, 'numberLocale'>;

/** Date and time for "expected by" texts; `—` for a missing time. */
export function formatDateTime(at: number | null, market: Locale): string {
  if (at === null || !Number.isFinite(at)) return NO_AMOUNT;
  return dateTimeFormat(market.numberLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

export function formatPercent(rate: number | null, market: Locale): string {
  if (rate === null || !Number.isFinite(rate)) return NO_AMOUNT;
  return numberFormat(market.numberLocale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}
