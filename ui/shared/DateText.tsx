import type { MarketProfile } from '../../services/markets/markets';
import { formatDate, isCalendarDay, NO_AMOUNT } from './money';

/** A date (and its time, `withTime`) in the market's locale, in a `<time>` element (a calendar day stays that day); `—` when unusable. */
export function DateText({ value, market, withTime = false }: { value: unknown; market: Pick<MarketProfile, 'numberLocale'>; withTime?: boolean }) {
  const text = formatDate(value, market, withTime);
  // A date formatDate could show is one Date can hold.
  const machineReadable = text === NO_AMOUNT ? undefined : isCalendarDay(value) ? value : new Date(value as number | string | Date).toISOString();
  return <time dateTime={machineReadable}>{text}</time>;
}
