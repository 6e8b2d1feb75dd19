import { expect } from 'vitest';
import { cancellationKeyActions, cancellationMachine } from '../../../machines/cancellation/cancellation.machine';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { defineFlows } from '../defineFlows';

const reasons = [
  { code: 'noLongerNeeded', label: 'I no longer need the money' },
  { code: 'other', label: 'Other reason' },
];

export default defineFlows({
  machine: cancellationMachine,
  actors: {
    checkCancellable: {
      done: [
        { ok: true, canCancel: true, orderNo: 'NO1', stepCode: 18, reasons },
        { ok: true, canCancel: false, orderNo: 'NO1', stepCode: 2, reasons },
        { ok: false, code: 1101, msg: 'no order' },
      ],
      error: [new Error('offline')],
    },
    cancelLoan: { done: [{ ok: true }, { ok: false, code: 1103, msg: 'not now' }], error: [new Error('offline')] },
    checkCancelled: { done: [{ cancelled: true }, { cancelled: false }], error: [new Error('offline')] },
  },
  events: {
    'cancel.reasonChosen': [{ type: 'cancel.reasonChosen', reason: 'other' }],
    'cancel.submitted': [{ type: 'cancel.submitted' }],
    'cancel.retryRequested': [{ type: 'cancel.retryRequested' }],
  },
  assertions: {
    checking: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error).not.toBeNull(),
    notAllowed: (s) => expect(s.can({ type: 'cancel.submitted' })).toBe(false),
    choosing: (s) => expect(s.context.reasons.length).toBeGreaterThan(0),
    submitting: (s) => expect(s.context.reason).toBe('other'),
    // The answer was lost: the fault is kept, and so is the key a second Cancel would replay.
    reconciling: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.error).not.toBeNull();
      expect(s.context.idempotencyKey).not.toBeNull();
    },
    cancelled: (s) => expect(s.status).toBe('done'),
  },
  implementations: {
    actions: {
      navigateTo: () => undefined,
      announceCancelled: () => undefined,
      ...cancellationKeyActions(sequentialKeys('flows')),
    },
  },
});
