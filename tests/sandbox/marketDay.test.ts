import { describe, expect, it } from 'vitest';
import { endOfLocalDay, localDate } from '../../sandbox/orders/marketDay';

describe('a market day', () => {
  it('ends at local midnight: 23:00 UTC in Lagos (UTC+1), 06:00 UTC the next day in Mexico City (UTC-6)', () => {
    const noonUtc = Date.UTC(2027, 1, 20, 12);
    expect(endOfLocalDay(noonUtc, 'ng')).toBe(Date.UTC(2027, 1, 20, 22, 59, 59, 999));
    expect(endOfLocalDay(noonUtc, 'mx')).toBe(Date.UTC(2027, 1, 21, 5, 59, 59, 999));
  });

  it('is the day the borrower is shown, to its last millisecond', () => {
    for (const market of ['ng', 'mx'] as const) {
      const late = Date.UTC(2027, 6, 1, 23, 30); // already 2 July in Lagos, still 1 July in Mexico City
      const end = endOfLocalDay(late, market);
      expect(localDate(end, market)).toBe(localDate(late, market));
      expect(localDate(end + 1, market)).not.toBe(localDate(late, market));
    }
  });
});
