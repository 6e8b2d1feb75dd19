import { expect } from 'vitest';
import { marketApplyMachine } from '../../../machines/marketApply/marketApply.machine';
import { TYPED_APPLICATION } from '../../../machines/marketApply/marketApply.typed';
import type { MarketForm, MarketProduct } from '../../../machines/marketApply/marketApply.types';
import { defineFlows } from '../defineFlows';

const product: MarketProduct = {
  productId: 'ng-quickpay', name: 'QuickPay', minAmount: 3000, maxAmount: 50000, termDays: 91, dailyRate: 0.1, tags: [], appliedBefore: false, hasOpenOrder: false,
};
const refused = { ok: false as const, code: 1302, msg: 'open order' };
const filled: MarketForm = { amount: '5000', fullName: 'Ada Obi', email: 'ada@gmail.com', monthlyIncome: '30000-49999', employment: 'Employee' };
const reopened = { product, submissionKey: 'key-new', typed: { product, form: filled, submissionKey: 'key-9', keyInDoubt: true } };

export default defineFlows({
  machine: marketApplyMachine,
  // The second: reopened after a reload cut off the apply call (the form as typed, the same key, in
  // doubt), so it first asks whether the application was made.
  inputs: [{ product, submissionKey: 'key-9' }, reopened],
  actors: {
    saveBasicInfo: { done: [{ ok: true }, refused], error: [new Error('offline')] },
    saveAdditionInfo: { done: [{ ok: true }, refused], error: [new Error('offline')] },
    applyForProduct: { done: [{ ok: true, orderNo: 'MK1' }, refused], error: [new Error('timeout')] },
    // After a lost answer: the application was made (open), it was not, or the check failed too.
    findOpenApplication: { done: [{ orderNo: 'MK1' }, { orderNo: null }], error: [new Error('offline')] },
  },
  events: {
    'market.fieldChanged': [
      { type: 'market.fieldChanged', field: 'fullName', value: 'Ada Obi' },
      { type: 'market.fieldChanged', field: 'email', value: 'ada@gmail.com' },
      { type: 'market.fieldChanged', field: 'monthlyIncome', value: '30000-49999' },
      { type: 'market.fieldChanged', field: 'employment', value: 'Employee' },
    ],
    'market.submitted': [{ type: 'market.submitted' }],
    'market.cancelled': [{ type: 'market.cancelled' }],
  },
  assertions: {
    editing: (s) => expect(s.context.orderNo).toBeNull(),
    savingBasicInfo: (s) => expect(s.hasTag('busy')).toBe(true),
    savingAdditionInfo: (s) => expect(s.hasTag('busy')).toBe(true),
    applying: (s) => expect(s.context.submissionKey).toBe('key-9'),
    // The answer was lost: the key stays in doubt, for a resend of the same amount.
    // Transient: left at once for editing, or for checking when a reload left the apply in doubt.
    starting: () => {},
    checking: (s) => expect([s.hasTag('busy'), s.context.keyInDoubt]).toEqual([true, true]),
    applied: (s) => expect([s.context.orderNo, TYPED_APPLICATION.toKept(s)]).toEqual(['MK1', null]),
    // Closed: no order, and nothing typed is kept for a reload.
    cancelled: (s) => expect([s.output, TYPED_APPLICATION.toKept(s)]).toEqual([{ orderNo: null }, null]),
  },
  stateKey: (s) => ({
    value: s.value,
    filled: [s.context.form.fullName, s.context.form.email, s.context.form.monthlyIncome, s.context.form.employment].filter(Boolean).length,
    error: s.context.error?.kind ?? null,
    attempted: s.context.attempted,
    inDoubt: s.context.keyInDoubt,
  }),
});
