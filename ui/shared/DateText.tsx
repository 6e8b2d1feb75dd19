import type { MarketProfile } from '../../services/markets/markets';
import { formatDate, isCalendarDay, NO_AMOUNT } from './money';

/** A date in the market's locale, in a `<time>` element (a calendar day stays that day); `—` when unusable. */
export function DateText({ value, market }: { value: unknown; market: Pick<MarketProfile, 'numberLocale'> }) {
  const text = formatDate(value, market);
  const date = value instanceof Date ? value : new Date(typeof value === 'string' || typeof value === 'number' ? value : NaN);
  const machineReadable = text === NO_AMOUNT ? undefined : isCalendarDay(value) ? value : date.toISOString();
  return <time dateTime={machineReadable}>{text}</time>;
}
