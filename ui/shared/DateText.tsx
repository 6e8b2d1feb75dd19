import type { MarketProfile } from '../../services/markets/markets';
import { formatDate } from './money';

/** A calendar date in the market's locale, in a `<time>` element; `—` when unusable. */
export function DateText({ value, market }: { value: unknown; market: Pick<MarketProfile, 'numberLocale'> }) {
  const date = value instanceof Date ? value : new Date(typeof value === 'string' || typeof value === 'number' ? value : NaN);
  const valid = !Number.isNaN(date.getTime());
  return <time dateTime={valid ? date.toISOString() : undefined}>{formatDate(value, market)}</time>;
}
