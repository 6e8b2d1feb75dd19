import type { MarketProfile } from '../../services/markets/markets';
import { formatDate, isCalendarDay, NO_AMOUNT } from './money';

/** A date in the market's locale, in a `<time>` element (a calendar day stays that day); `—` when unusable. */
export function DateText({ value, market }: { value: unknown; market: Pick<MarketProfile, 'numberLocale'> }) {
  const text = formatDate(value, market);
  // A date formatDate could show is one Date can hold.
  const machineReadable = text === NO_AMOUNT ? undefined : isCalendarDay(value) ? value : new Date(value as number | string | Date).toISOString();
  return <time dateTime={machineReadable}>{text}</time>;
}
