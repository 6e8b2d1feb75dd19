import { expect } from 'vitest';
import { orderKeyActions, orderMachine, POLL_LIMIT } from '../../../machines/order/order.machine';
import type { LatestOrderOutcome, LoanOrder } from '../../../machines/order/order.types';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { defineFlows } from '../defineFlows';

const at = Date.UTC(2026, 10, 21, 12, 0, 0);
const order = (stepCode: number): LoanOrder => ({ orderNo: 'NO1', stepCode, createdAt: at, bankAccount: '0123456789' });
const latest = (stepCode: number): LatestOrderOutcome => ({ kind: 'order', order: order(stepCode), checkedAt: at });

export default defineFlows({
  machine: orderMachine,
  input: { signedIn: true, bankAccountKind: 'nuban' },
  actors: {
    fetchLatestOrder: {
      done: [
        { kind: 'none', checkedAt: at },
        latest(6),
        latest(1),
        latest(7),
        latest(10),
        latest(99),
        { kind: 'refused', code: 1103 },
      ],
      error: [new Error('offline')],
    },
    saveBankCard: { done: [{ kind: 'saved' }, { kind: 'refused', code: 1107, msg: 'The bank account number is not valid' }], error: [new Error('offline')] },
  },
  events: {
    'order.sessionChanged': [
      { type: 'order.sessionChanged', signedIn: false },
      { type: 'order.sessionChanged', signedIn: true },
    ],
    'order.refreshRequested': [{ type: 'order.refreshRequested' }],
    'order.primaryActionRequested': [{ type: 'order.primaryActionRequested' }],
    'order.cardEditCancelled': [{ type: 'order.cardEditCancelled' }],
    'order.cardAccountChanged': [
      { type: 'order.cardAccountChanged', value: '0123456789' },
      { type: 'order.cardAccountChanged', value: '12' },
    ],
    'order.cardConfirmationChanged': [{ type: 'order.cardConfirmationChanged', value: '0123456789' }],
    'order.cardSubmitted': [{ type: 'order.cardSubmitted' }],
  },
  assertions: {
    starting: () => undefined,
    routing: () => undefined,
    visitor: (s) => expect(s.context.signedIn).toBe(false),
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(['network', 'refused']).toContain(s.context.errorCode),
    unknownStep: (s) => expect(s.context.errorCode).toBe('unknownStep'),
    ready: (s) => expect(s.context.order === null || ![1, 7, 10].includes(s.context.order.stepCode)).toBe(true),
    'assessing.waiting': (s) => {
      expect(s.context.order?.stepCode).toBe(1);
      expect(s.context.pollAttempt).toBeLessThan(POLL_LIMIT);
    },
    'assessing.polling': (s) => expect(s.hasTag('busy')).toBe(false),
    // Out of checks: only the borrower's refresh (or a session change) moves on.
    'assessing.stalled': (s) => {
      expect(s.context.order?.stepCode).toBe(1);
      expect(s.context.pollAttempt).toBe(POLL_LIMIT);
    },
    'disbursing.waiting': (s) => {
      expect(s.context.order?.stepCode).toBe(7);
      expect(s.context.pollAttempt).toBeLessThan(POLL_LIMIT);
    },
    'disbursing.polling': (s) => expect(s.hasTag('busy')).toBe(false),
    'disbursing.stalled': (s) => {
      expect(s.context.order?.stepCode).toBe(7);
      expect(s.context.pollAttempt).toBe(POLL_LIMIT);
    },
    'payFailed.showing': (s) => expect(s.context.cardDraft).toEqual({ account: '', confirmation: '' }),
    'payFailed.editingCard': (s) => expect(s.context.order?.stepCode).toBe(10),
    'payFailed.savingCard': (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.cardDraft.account).toBe(s.context.cardDraft.confirmation);
    },
  },
  implementations: { actions: { navigateTo: () => undefined, ...orderKeyActions(sequentialKeys('flows')) } },
  describeEvent: (e) => {
    if (e.type === 'xstate.done.actor.0.order.loading') return 'server answers the latest order';
    return undefined;
  },
});
