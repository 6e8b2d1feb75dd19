import { describe, expect, it } from 'vitest';
import { ageOn, birthdayRange, isAdult, isBirthdayInRange, localIsoDate } from '../../../services/validation';

describe('ageOn / isAdult (FAULTS F43)', () => {
  it('turns 18 exactly on the 18th birthday, not the day before', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(isAdult('2008-11-21', '2026-11-21')).toBe(true);
    expect(isAdult('2008-11-22', '2026-11-21')).toBe(false);
  });

  it('a 29 February birthday turns 18 on 1 March in a non-leap year', () => {
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
    expect(isAdult('2010-02-29', '2028-02-29')).toBe(false); // not a real date
    expect(isAdult('2012-02-29', '2030-03-01')).toBe(true);
  });

  it('reads a Date on the device-local calendar, whatever the UTC time', () => {
    // 23:30 local on 20 Nov is 20 Nov for the borrower even where UTC already says 21 Nov.
    const lateEvening = new Date(2026, 10, 20, 23, 30);
    expect(localIsoDate(lateEvening)).toBe('2026-11-20');
    expect(isAdult('2008-11-21', lateEvening)).toBe(false);
    expect(isAdult('2008-11-21', new Date(2026, 10, 21, 0, 5))).toBe(true);
  });

  it('judges the same instant by each market\'s own calendar date (UTC-6 vs UTC+1)', () => {
    const previousTz = process.env.TZ;
    // 05:30 UTC on 21 Nov 2026: still 20 Nov (23:30) in Mexico City, already 21 Nov (06:30) in Lagos.
    const instant = new Date(Date.UTC(2026, 10, 21, 5, 30));
    try {
      process.env.TZ = 'America/Mexico_City';
      expect(localIsoDate(instant)).toBe('2026-11-20');
      expect(isAdult('2008-11-21', instant)).toBe(false);
      process.env.TZ = 'Africa/Lagos';
      expect(localIsoDate(instant)).toBe('2026-11-21');
      expect(isAdult('2008-11-21', instant)).toBe(true);
    } finally {
      if (previousTz === undefined) delete process.env.TZ;
      else process.env.TZ = previousTz;
    }
  });

  it('returns NaN for a malformed birthday', () => {
    expect(ageOn('21/11/2008', '2026-11-21')).toBeNaN();
    expect(isAdult('', '2026-11-21')).toBe(false);
  });
});

describe('birthdayRange (SPEC section 5: 18 to 83 years back)', () => {
  it('spans 18 to 83 years before today', () => {
    expect(birthdayRange('2026-11-21')).toEqual({ min: '1943-11-21', max: '2008-11-21' });
  });

  it('clamps 29 February to 28 February in a non-leap target year', () => {
    expect(birthdayRange('2028-02-29')).toEqual({ min: '1945-02-28', max: '2010-02-28' });
  });

  it('agrees with isAdult at both ends', () => {
    const today = '2026-11-21';
    const { min, max } = birthdayRange(today);
    expect(isBirthdayInRange(max, today)).toBe(true);
    expect(isBirthdayInRange('2008-11-22', today)).toBe(false);
    expect(isBirthdayInRange(min, today)).toBe(true);
    expect(isBirthdayInRange('1943-11-20', today)).toBe(false);
  });
});
