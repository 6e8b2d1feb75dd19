import { expect } from 'vitest';
import { ApiFault } from '../../../services/api/result';
import type { ExtensionData } from '../../../services/api/endpoints/repay';
import { POLL_LIMIT } from '../../../machines/repayment/repayment.machine';
import { rolloverKeyActions, rolloverMachine } from '../../../machines/rollover/rollover.machine';
import type { ExtensionOutcome, OfferOutcome } from '../../../machines/rollover/rollover.types';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { defineFlows } from '../defineFlows';

const offer: ExtensionData = {
  orderNo: 'LN1',
  extensionDays: 7,
  extensionFee: 250,
  dueDate: '2026-12-01',
  newDueDate: '2026-12-08',
  repayNowAmount: 5374,
  repayLaterAmount: 5374,
};
const offered: OfferOutcome = { ok: true, offer };
const notOffered: OfferOutcome = { ok: false, error: { code: 'business', serverMessage: 'extension is not offered' } };
const status = (s: 'pending' | 'success' | 'failed', dueDate = '2026-12-01'): ExtensionOutcome => ({
  ok: true,
  status: { extensionOrderNo: 'EX1', status: s, dueDate },
});
const refused: ExtensionOutcome = { ok: false, error: { code: 'business', serverMessage: 'this order cannot be repaid now' } };

export default defineFlows({
  machine: rolloverMachine,
  // A first visit, and returns after a reload with an extension asked for: answered "pending", or not answered.
  inputs: [
    { orderNo: 'LN1' },
    { orderNo: 'LN1', underway: { orderNo: 'LN1', idempotencyKey: 'kept-1', extensionOrderNo: 'EX1', dueDate: '2026-12-01' } },
    { orderNo: 'LN1', underway: { orderNo: 'LN1', idempotencyKey: 'kept-1', extensionOrderNo: null, dueDate: '2026-12-01' } },
    // Kept for an earlier due date: that "extend" went through since, and its key is spent.
    { orderNo: 'LN1', underway: { orderNo: 'LN1', idempotencyKey: 'kept-2', extensionOrderNo: null, dueDate: '2026-11-24' } },
    // Opened by a link without the order: what was kept is checked against the loan offered, this one or another.
    { orderNo: null, underway: { orderNo: 'LN1', idempotencyKey: 'kept-1', extensionOrderNo: null, dueDate: '2026-12-01' } },
    { orderNo: null, underway: { orderNo: 'LN0', idempotencyKey: 'kept-0', extensionOrderNo: 'EX0', dueDate: '2026-11-24' } },
  ],
  actors: {
    loadOffer: { done: [offered, notOffered], error: [new ApiFault('network', '/repay/getExtensionData')] },
    confirmExtension: {
      done: [status('pending'), status('success', '2026-12-08'), refused],
      error: [new ApiFault('timeout', '/repay/confirmExtensionOrder')],
    },
    checkExtension: {
      done: [status('pending'), status('success', '2026-12-08'), status('failed'), refused],
      error: [new ApiFault('offline', '/repay/updateExtensionOrderStatus')],
    },
  },
  events: {
    'rollover.retryRequested': [{ type: 'rollover.retryRequested' }],
    'rollover.confirmed': [{ type: 'rollover.confirmed' }],
    'rollover.checkRequested': [{ type: 'rollover.checkRequested' }],
  },
  assertions: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error?.code).toBe('network'),
    unavailable: (s) => expect(s.context.offer).toBeNull(),
    comparing: (s) => expect(s.context.offer?.extensionDays).toBe(7),
    // A new key per intent, or the one a reload kept: the same request again.
    confirming: (s) => expect(s.context.idempotencyKey).toMatch(/^(flows-\d+|kept-1)$/),
    'awaitingFee.checking': (s) => expect(s.context.extensionOrderNo).toBe('EX1'),
    'awaitingFee.waiting': (s) => expect(s.context.confirmedDueDate).toBeNull(),
    'awaitingFee.gaveUp': (s) => expect(s.context.pollAttempts).toBe(POLL_LIMIT),
    // The date the extension's answer gave; or, when that answer was lost and the due date has moved
    // since (no extension order known), the loan's due date now.
    extended: (s) => expect(s.context.confirmedDueDate).toBe(s.context.extensionOrderNo === null ? '2026-12-01' : '2026-12-08'),
  },
  // Keys come from the injected generator, never from the platform.
  implementations: { actions: rolloverKeyActions(sequentialKeys('flows')) },
  stateKey: (s) => ({
    value: s.value,
    hasOffer: s.context.offer !== null,
    hasKey: s.context.idempotencyKey !== null,
    error: s.context.error?.code ?? null,
    polls: s.context.pollAttempts,
    ext: s.context.extensionOrderNo,
  }),
});
