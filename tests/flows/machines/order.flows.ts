import { expect } from 'vitest';
import { orderKeyActions, orderMachine, POLL_LIMIT } from '../../../machines/order/order.machine';
import type { LatestOrderOutcome, LoanOrder } from '../../../machines/order/order.types';
import { isValidNuban } from '../../../services/validation/nuban';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { defineFlows } from '../defineFlows';

const at = Date.UTC(2026, 10, 21, 12, 0, 0);
const order = (stepCode: number): LoanOrder => ({ orderNo: 'NO1', stepCode, createdAt: at, bankAccount: '0123456789' });
const latest = (stepCode: number): LatestOrderOutcome => ({ kind: 'order', order: order(stepCode), checkedAt: at });
const GT_BANK = { code: '058', name: 'Guaranty Trust Bank', checksNuban: true };

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
        { kind: 'refused', code: 1103, msg: 'Order not found' },
      ],
      error: [new Error('offline')],
    },
    saveBankCard: { done: [{ kind: 'saved' }, { kind: 'refused', code: 1107, msg: 'The bank account number is not valid' }], error: [new Error('offline')] },
    fetchPayoutBanks: { done: [{ banks: [GT_BANK], source: 'server' }], error: [new Error('chunk failed')] },
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
    // GTBank: '0123456789' fails its check digit, so choosing it turns a valid draft invalid.
    'order.cardBankChanged': [{ type: 'order.cardBankChanged', code: '058' }],
    'order.cardSubmitted': [{ type: 'order.cardSubmitted' }],
  },
  assertions: {
    starting: () => undefined,
    routing: () => undefined,
    visitor: (s) => expect(s.context.signedIn).toBe(false),
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(['fault', 'business']).toContain(s.context.requestError?.kind),
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
    'payFailed.showing': (s) => expect(s.context.cardDraft).toEqual({ account: '', confirmation: '', bankCode: '' }),
    'payFailed.editing.editingCard': (s) => expect(s.context.order?.stepCode).toBe(10),
    'payFailed.editing.savingCard': (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.cardDraft.account).toBe(s.context.cardDraft.confirmation);
      // A chosen bank is one of the listed banks and the number passes its check digit.
      if (s.context.cardDraft.bankCode !== '') expect(isValidNuban(s.context.cardDraft.bankCode, s.context.cardDraft.account)).toBe(true);
    },
  },
  implementations: { actions: { navigateTo: () => undefined, ...orderKeyActions(sequentialKeys('flows')) } },
  describeEvent: (e) => {
    if (e.type === 'xstate.done.actor.0.order.loading') return 'server answers the latest order';
    return undefined;
  },
});
