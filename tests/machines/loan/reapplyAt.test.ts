import { describe, expect, it } from 'vitest';
import { homeStatusOf, reapplyAt } from '../../../machines/order/order.rules';
import type { LoanOrder } from '../../../services/api/endpoints/loan';

const rejected = (reapply: LoanOrder['reapplyAt']) => ({ orderNo: 'NO1', stepCode: 9, reapplyAt: reapply }) as LoanOrder;

describe('when a rejected borrower may apply again', () => {
  it('a date sent as a calendar day starts at midnight on the calendar of the phone, not the evening before (Mexico City)', () => {
    const previousTz = process.env.TZ;
    try {
      process.env.TZ = 'America/Mexico_City';
      const order = rejected('2027-02-20');
      expect(reapplyAt(order)).toBe(new Date(2027, 1, 20).getTime());
      expect(new Date(reapplyAt(order)!).getDate()).toBe(20);
      expect(homeStatusOf(order, new Date(2027, 1, 19, 20, 0).getTime())).toBe('rejected');
      expect(homeStatusOf(order, new Date(2027, 1, 20, 0, 1).getTime())).toBe('canLoan');
    } finally {
      if (previousTz === undefined) delete process.env.TZ;
      else process.env.TZ = previousTz;
    }
  });

  it('a moment (milliseconds, seconds or ISO) is that moment', () => {
    const at = Date.UTC(2027, 1, 20, 12, 37);
    expect(reapplyAt(rejected(at))).toBe(at);
    expect(reapplyAt(rejected(at / 1000))).toBe(at);
    expect(reapplyAt(rejected(new Date(at).toISOString()))).toBe(at);
  });
});
