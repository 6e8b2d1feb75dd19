import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loanOrderSchema } from '../../../services/api/endpoints/loan';

describe('the latest order as backends send it: one odd-typed field never fails the whole order', () => {
  it('an order number sent as a JSON number, and a step code or a term as digits in text, are read', () => {
    const order = v.parse(loanOrderSchema, { orderNo: 20271504, stepCode: '2', duration: '91', overdueDays: '3' });
    expect(order).toMatchObject({ orderNo: '20271504', stepCode: 2, duration: 91, overdueDays: 3 });
  });

  it('a term or overdue days that cannot be read are unknown, and the order is still read', () => {
    const order = v.parse(loanOrderSchema, { orderNo: 'LN1', stepCode: 2, duration: 'ninety', overdueDays: -1 });
    expect(order).toMatchObject({ orderNo: 'LN1', stepCode: 2, duration: null, overdueDays: null });
  });

  it('an order number that has lost digits (past 2^53) or is empty, or a step code that is not a number, still fails', () => {
    expect(v.safeParse(loanOrderSchema, { orderNo: 2 ** 60, stepCode: 2 }).success).toBe(false);
    expect(v.safeParse(loanOrderSchema, { orderNo: '', stepCode: 2 }).success).toBe(false);
    expect(v.safeParse(loanOrderSchema, { orderNo: 'LN1', stepCode: 'repaying' }).success).toBe(false);
  });
});
