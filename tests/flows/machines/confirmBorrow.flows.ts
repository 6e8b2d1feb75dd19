import { expect } from 'vitest';
import { confirmBorrowKeyActions, confirmBorrowMachine } from '../../../machines/confirmBorrow/confirmBorrow.machine';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { defineFlows } from '../defineFlows';

const offer = { orderNo: 'NO1', stepCode: 18, loanAmount: 5000, duration: 91, disbursalAmount: 4517.06, repayAmount: 5373.97 };

export default defineFlows({
  machine: confirmBorrowMachine,
  actors: {
    // The order still awaits this confirmation; the offer expired (cancelled: home); the money was already asked for.
    checkLatestOrder: {
      done: [
        { kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 },
        { kind: 'home', path: '/', reason: 'noRoute' },
        { kind: 'route', path: '/borrow/lending', stepCode: 7 },
      ],
      error: [new Error('offline')],
    },
    loadOffer: { done: [{ ok: true, offer }, { ok: false, code: 1101, msg: 'no order' }], error: [new Error('offline')] },
    requestMoney: { done: [{ ok: true }, { ok: false, code: 1103, msg: 'not now' }], error: [new Error('connection reset')] },
    followLatestOrder: {
      done: [
        { kind: 'route', path: '/borrow/lending', stepCode: 7 },
        { kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 },
        // The offer expired meanwhile (cancelled: home), or the order could not be read.
        { kind: 'home', path: '/', reason: 'closed' },
        { kind: 'home', path: '/', reason: 'refused' },
      ],
      error: [new Error('offline')],
    },
  },
  events: {
    'confirm.agreementToggled': [
      { type: 'confirm.agreementToggled', accepted: true },
      { type: 'confirm.agreementToggled', accepted: false },
    ],
    'confirm.submitted': [{ type: 'confirm.submitted' }],
    'confirm.retryRequested': [{ type: 'confirm.retryRequested' }],
  },
  assertions: {
    // Both reads are in flight at once; nothing of the offer is shown until the order decides (FAULTS F28).
    'opening.order.reading': (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.offer).toBeNull();
    },
    'opening.order.awaitingConfirmation': (s) => expect(s.context.offer).toBeNull(),
    'opening.offer.reading': (s) => expect(s.hasTag('busy')).toBe(true),
    'opening.offer.read': (s) => {
      expect(s.context.offerRead).not.toBeNull();
      expect(s.context.offer).toBeNull();
    },
    failed: (s) => expect(s.context.error).not.toBeNull(),
    reviewing: (s) => expect(s.context.offer).not.toBeNull(),
    submitting: (s) => {
      expect(s.context.agreementAccepted).toBe(true);
      expect(s.context.idempotencyKey).toMatch(/^flows-\d+$/);
    },
    verifying: (s) => expect(s.hasTag('busy')).toBe(true),
    // A refusal is kept to show if the order is still where this screen left it.
    checkingRefusal: (s) => expect([s.hasTag('busy'), s.context.error?.kind]).toEqual([true, 'business']),
    following: (s) => expect(s.hasTag('busy')).toBe(true),
    done: (s) => expect(s.status).toBe('done'),
  },
  // Keys come from the injected generator, never from the platform.
  implementations: { actions: { navigateTo: () => undefined, leaveStaleOffer: () => undefined, ...confirmBorrowKeyActions(sequentialKeys('flows')) } },
  stateKey: (s) => ({ value: s.value, context: { ...s.context, idempotencyKey: s.context.idempotencyKey !== null } }),
});
