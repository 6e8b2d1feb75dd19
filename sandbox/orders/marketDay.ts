import type { Market } from '../phone';

/** Each market's civil time: a due date is a day there, not a moment. */
const TIME_ZONES: Record<Market, string> = { ng: 'Africa/Lagos', mx: 'America/Mexico_City' };

/**
 * The zones at the two ends of the market, west then east (Mexico: Tijuana, UTC-8/-7, to Cancún,
 * UTC-5; Nigeria has one). Every phone in the market shows one of their two calendar dates.
 */
const EDGE_TIME_ZONES: Record<Market, readonly string[]> = { ng: ['Africa/Lagos'], mx: ['America/Tijuana', 'America/Cancun'] };

function dateIn(timeZone: string, ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
}

/** The calendar day of a moment in the market ("2027-02-20"). */
export function localDate(ms: number, market: Market): string {
  return dateIn(TIME_ZONES[market], ms);
}

/**
 * Every calendar date some phone in the market shows at a moment, westernmost first (one or two).
 * The app judges today's rules (age, a card's valid period) on the phone's own date, so the server
 * accepts what passes on any of them: an 18th birthday already begun in Cancún, a card whose month
 * is not yet over in Tijuana.
 */
export function marketDates(ms: number, market: Market): string[] {
  return [...new Set(EDGE_TIME_ZONES[market].map((zone) => dateIn(zone, ms)))];
}

/**
 * The last millisecond of a moment's calendar day in the market. Loans fall due at the end of the
 * due date the borrower is shown, not at the hour the money happened to be paid out: paying on
 * the due date is paying on time.
 */
export function endOfLocalDay(ms: number, market: Market): number {
  const [year, month, day] = localDate(ms, market).split('-').map(Number) as [number, number, number];
  const nextMidnightAsUtc = Date.UTC(year, month - 1, day + 1);
  return nextMidnightAsUtc - offsetMs(nextMidnightAsUtc, market) - 1;
}

/** The market's offset from UTC around a moment (local clock minus UTC), in ms. */
function offsetMs(ms: number, market: Market): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONES[market],
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return local - Math.floor(ms / 60_000) * 60_000;
}
