import { describe, expect, it } from 'vitest';
import { maskAccount, toAmount, toEpochMs, yearlyCostRate } from '../../../services/orders/orderValues';
import { backoffDelay } from '../../../services/orders/timing';

describe('loose wire values (FAULTS F46)', () => {
  it.each([
    [1000, 1000],
    ['1000', 1000],
    ['1,000.00', 1000],
    ['12,345,678.5', 12345678.5],
    ['1.000,50', null],
    ['1,00', null],
    [1e21, null],
    [99_999_999, 99_999_999],
    [100_000_000, null],
    ['100,000,000', null],
    [null, null],
    [undefined, null],
    [-5, null],
    ['abc', null],
    [Number.NaN, null],
  ])('amount %s -> %s', (input, expected) => expect(toAmount(input as never)).toBe(expected));

  it('times in seconds, milliseconds and ISO text are epoch milliseconds', () => {
    expect(toEpochMs(1_795_268_047)).toBe(1_795_268_047_000);
    expect(toEpochMs(1_795_268_047_030)).toBe(1_795_268_047_030);
    expect(toEpochMs('2026-11-21T12:00:00Z')).toBe(Date.UTC(2026, 10, 21, 12));
    expect(toEpochMs('not a date')).toBeNull();
  });

  it('a time outside 2000-2099 is unknown: nanoseconds or microseconds sent as milliseconds, a typo', () => {
    expect(toEpochMs(1_763_726_400_000_000_000)).toBeNull();
    expect(toEpochMs('1763726400000000')).toBeNull();
    expect(toEpochMs('9999-01-01T00:00:00Z')).toBeNull();
    expect(toEpochMs(Date.UTC(2099, 11, 31))).toBe(Date.UTC(2099, 11, 31));
  });

  it('only the last four account digits stay readable', () => {
    expect(maskAccount('0123456789')).toBe('•••• 6789');
    expect(maskAccount('0123-4567-89')).toBe('•••• 6789');
    expect(maskAccount('******6789')).toBe('•••• 6789');
    expect(maskAccount('6789')).toBe('••••');
    expect(maskAccount(null)).toBeNull();
  });

  it('yearly cost on what is received', () => {
    expect(yearlyCostRate(900, 1000, 365)).toBeCloseTo(0.1111, 4);
    expect(yearlyCostRate(0, 1000, 91)).toBeNull();
  });

  it('polling backs off 5, 10, 20, 40 s then stays at 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoffDelay)).toEqual([5000, 10000, 20000, 40000, 60000, 60000, 60000]);
  });
});
