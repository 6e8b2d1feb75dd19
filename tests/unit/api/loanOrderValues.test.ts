import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loanOrderSchema } from '../../../services/api/endpoints/loan';
import { extensionSchema, repayDetailSchema } from '../../../services/api/endpoints/repay';

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

describe('the repay screens read step codes and days as the home screen does', () => {
  it('a step code sent as text opens the repay detail home pointed to, and the extension days too', () => {
    expect(v.parse(repayDetailSchema, { orderNo: 'LN1', stepCode: '2' }).stepCode).toBe(2);
    expect(v.parse(extensionSchema, { orderNo: 'LN1', extensionDays: '7' }).extensionDays).toBe(7);
  });

  it('a step code or days that are not a whole number still fail the answer', () => {
    expect(v.safeParse(repayDetailSchema, { orderNo: 'LN1', stepCode: 'repaying' }).success).toBe(false);
    expect(v.safeParse(extensionSchema, { orderNo: 'LN1', extensionDays: 'seven' }).success).toBe(false);
  });
});
