import { expect } from 'vitest';
import { ApiFault } from '../../../services/api/result';
import type { RepayDetail } from '../../../services/api/endpoints/repay';
import { KEYED_METHODS, POLL_LIMIT, repaymentKeyActions, repaymentMachine } from '../../../machines/repayment/repayment.machine';
import type { DetailOutcome, PrepareOutcome } from '../../../machines/repayment/repayment.types';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { defineFlows } from '../defineFlows';
import { repaying } from '../../machines/repayDetailFixture';

const partlyPaid: RepayDetail = { ...repaying, repaidAmount: 500, unrepaidAmount: 4874 };
const finished: RepayDetail = { ...repaying, stepCode: 4, repaidAmount: 5374, unrepaidAmount: 0, creditLimit: 10000 };
// A stale link to an order still being assessed (step 1): the server prices it, but nothing was lent.
const assessing: RepayDetail = { ...repaying, stepCode: 1 };

const detail = (d: RepayDetail): DetailOutcome => ({ ok: true, detail: d });
const refused: DetailOutcome = { ok: false, error: { code: 'business', serverMessage: 'no such order' } };
const clabe: PrepareOutcome = {
  ok: true,
  instructions: { kind: 'clabe', clabe: '646180000000000005', bankName: 'STP', accountName: 'SwiftCash', amount: 5374 },
};
const payOrderMissing: PrepareOutcome = { ok: false, error: { code: 'payOrderIdEmpty', serverMessage: '' } };
const cardPage: PrepareOutcome = {
  ok: true,
  instructions: { kind: 'gateway', url: 'https://pay.example/PO1', payOrderId: 'PO1', amount: 5374 },
};

export default defineFlows<typeof repaymentMachine>({
  machine: repaymentMachine,
  inputs: [
    { orderNo: 'LN1' },
    // The screen loaded again after the borrower opened a card payment page (Back, the return link).
    { orderNo: 'LN1', openedGateway: { orderNo: 'LN1', method: 'cardGateway', payOrderId: 'PO1' } },
    // Loaded again after a card payment's start got no answer (a reload): that start's key is kept.
    { orderNo: 'LN1', startUnderway: { orderNo: 'LN1', method: 'cardGateway', idempotencyKey: 'kept-1', unrepaidAmount: repaying.unrepaidAmount } },
  ],
  actors: {
    // partlyPaid: the balance read again after a coupon paid part of it.
    loadDetail: {
      done: [detail(repaying), detail(finished), refused, detail(partlyPaid), detail(assessing)],
      error: [new ApiFault('network', '/repay/repay-order/detail')],
    },
    prepareMethod: { done: [clabe, cardPage, payOrderMissing], error: [new ApiFault('timeout', '/repay/getStpClabe')] },
    checkPayment: {
      done: [detail(repaying), detail(finished), detail(partlyPaid), refused],
      error: [new ApiFault('offline', '/repay/repay-order/detail')],
    },
    copyText: { done: [true, false], error: [new Error('clipboard refused')] },
  },
  events: {
    'repayment.retryRequested': [{ type: 'repayment.retryRequested' }],
    // A read (no key) and a gateway start (keyed).
    'repayment.methodChosen': [
      { type: 'repayment.methodChosen', method: 'stpTransfer' },
      { type: 'repayment.methodChosen', method: 'cardGateway' },
    ],
    'repayment.copyRequested': [{ type: 'repayment.copyRequested', text: '646180000000000005' }],
    'repayment.returned': [{ type: 'repayment.returned' }],
    'repayment.gatewayOpened': [{ type: 'repayment.gatewayOpened' }],
    'repayment.methodsShown': [{ type: 'repayment.methodsShown' }],
    'repayment.checkRequested': [{ type: 'repayment.checkRequested' }],
    'repayment.balanceChanged': [{ type: 'repayment.balanceChanged' }],
  },
  assertions: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error).not.toBeNull(),
    'ready.idle': (s) => {
      expect(s.context.detail?.stepCode).not.toBe(4);
      expect(s.context.openedGateway).toBeNull();
      expect(s.context.instructions).toBeNull();
      // A key outlives its start only when the outcome is unknown (a fault), for a retry of that method.
      if (s.context.idempotencyKey) expect(s.context.method && KEYED_METHODS.includes(s.context.method)).toBe(true);
    },
    // Quiet: no busy tag, so no overlay over the methods while the balance is read again.
    'ready.refreshing': (s) => {
      expect(s.hasTag('busy')).toBe(false);
      expect(s.context.detail).not.toBeNull();
      expect(s.context.instructions).toBeNull();
    },
    preparing: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.method).not.toBeNull();
      expect(s.context.idempotencyKey !== null).toBe(KEYED_METHODS.includes(s.context.method!));
      // The card start a reload left unanswered goes again with its own key, for the same balance; any other start, a new one.
      if (s.context.startUnderway) {
        const same = s.context.method === 'cardGateway' && s.context.detail?.unrepaidAmount === repaying.unrepaidAmount;
        expect(s.context.idempotencyKey === 'kept-1').toBe(same);
      }
    },
    'instructing.idle': (s) => {
      expect(s.context.instructions).not.toBeNull();
      expect(s.context.idempotencyKey).toBeNull();
    },
    'instructing.copying': (s) => expect(s.context.instructions?.kind).toBe('clabe'),
    // Pending is never "paid": the detail shown is still unfinished.
    'awaiting.checking': (s) => {
      expect(s.context.detail?.stepCode).not.toBe(4);
      // What is awaited is kept over a reload: the method, and a gateway's payment order (FAULTS F50).
      const kept = s.context.openedGateway;
      expect(kept?.method).toBe(s.context.method);
      if (kept?.method === 'cardGateway') expect(kept.payOrderId).toBe('PO1');
      else expect(kept?.payOrderId).toBeNull();
    },
    'awaiting.waiting': (s) => {
      expect(s.context.detail?.stepCode).not.toBe(4);
      expect(s.context.pollAttempts).toBeLessThan(POLL_LIMIT);
    },
    'awaiting.gaveUp': (s) => expect(s.context.pollAttempts).toBe(POLL_LIMIT),
    paidOff: (s) => expect(s.context.detail?.stepCode).toBe(4),
    // Nothing to repay: no balance is kept to show, no method can be chosen.
    notRepayable: (s) => expect([s.context.detail, s.context.method]).toEqual([null, null]),
  },
  implementations: { actions: repaymentKeyActions(sequentialKeys('flows')) },
  // About 2,500 distinct states per start: twenty bounded polls times the method, instructions and
  // key variants that lead into them.
  maxStates: 3000,
  stateKey: (s) => ({
    value: s.value,
    // Keeps the walk small: the screen's method matters only until the detail is loaded, and polling
    // goes the same whichever method (and instructions) were used.
    initialMethod: s.matches('loading') || s.matches('failed') ? s.context.initialMethod : null,
    method: s.matches('awaiting') ? null : s.context.method,
    instructions: s.matches('awaiting') ? null : (s.context.instructions?.kind ?? null),
    repaid: s.context.detail?.repaidAmount ?? null,
    error: s.context.error?.code ?? null,
    notice: s.context.notice,
    polls: s.context.pollAttempts,
    keyed: s.context.idempotencyKey !== null,
    underway: s.context.startUnderway !== null,
    // An opened gateway decides where loading goes; while awaiting, checks go the same either way.
    opened: s.matches('awaiting') ? null : s.context.openedGateway !== null,
  }),
  describeEvent: (e) => {
    if (e.type === 'xstate.after.pollDelay.repayment.awaiting.waiting') return 'the poll delay passes';
    return undefined;
  },
});
