/**
 * Birthdays are local calendar dates as ISO strings 'YYYY-MM-DD' (no time, no timezone), so a borrower's
 * age never depends on UTC offsets (FAULTS F43). `today` is the device's local date.
 */
export type IsoDate = string;

export const MIN_AGE = 18;
export const MAX_AGE = 83;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function parseIsoDate(iso: IsoDate): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return date.day >= 1 && date.day <= daysInMonth(date.year, date.month) ? date : null;
}

function daysInMonth(year: number, month: number): number {
  if (month < 1 || month > 12) return 0;
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function formatIsoDate({ year, month, day }: CalendarDate): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The local calendar date of a Date (device timezone), or an ISO date passed through. */
export function localIsoDate(today: Date | IsoDate): IsoDate {
  if (typeof today === 'string') return today;
  return formatIsoDate({ year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() });
}

/** Same day `years` earlier; 29 Feb becomes 28 Feb in a non-leap year. */
function yearsBefore(date: CalendarDate, years: number): CalendarDate {
  const year = date.year - years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

export function isValidIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** Picker range: from 18 years before today back 65 further years (SPEC section 5). */
export function birthdayRange(today: Date | IsoDate): { min: IsoDate; max: IsoDate } {
  const now = parseIsoDate(localIsoDate(today));
  if (!now) throw new RangeError('birthdayRange: invalid today');
  return { min: formatIsoDate(yearsBefore(now, MAX_AGE)), max: formatIsoDate(yearsBefore(now, MIN_AGE)) };
}

/**
 * Completed years on `today`'s local date. A 29 Feb birthday is reached on 1 Mar in non-leap years.
 * Returns NaN for an unparseable birthday.
 */
export function ageOn(birthday: IsoDate, today: Date | IsoDate): number {
  const born = parseIsoDate(birthday);
  const now = parseIsoDate(localIsoDate(today));
  if (!born || !now) return Number.NaN;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

export function isAdult(birthday: IsoDate, today: Date | IsoDate): boolean {
  return ageOn(birthday, today) >= MIN_AGE;
}

/** Inside the picker range (ISO dates compare as strings). */
export function isBirthdayInRange(birthday: IsoDate, today: Date | IsoDate): boolean {
  if (!isValidIsoDate(birthday)) return false;
  const { min, max } = birthdayRange(today);
  return birthday >= min && birthday <= max;
}
