import { expect } from 'vitest';
import { borrowKeyActions, borrowMachine } from '../../../machines/borrow/borrow.machine';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { defineFlows } from '../defineFlows';

const terms = { amounts: [1000, 2000, 5000], durations: [91, 180], defaultDuration: 91 };

export default defineFlows({
  machine: borrowMachine,
  // A first visit, and a return after a reload while an apply was unanswered (its key kept).
  inputs: [{}, { chosen: { loanAmount: 2000, duration: 91, idempotencyKey: 'kept-1' } }],
  actors: {
    loadTerms: { done: [{ ok: true, terms }, { ok: false, code: 1103, msg: 'not now' }], error: [new Error('offline')] },
    applyForLoan: {
      done: [
        { ok: true },
        { ok: false, code: 1102, msg: 'in progress' },
        { ok: false, code: 1106, msg: 'rejected recently' },
        { ok: false, code: 1104, msg: 'amount not allowed' },
      ],
      error: [new Error('connection reset')],
    },
    followLatestOrder: {
      done: [
        { kind: 'route', path: '/auth/personal_infomation', stepCode: 6 },
        { kind: 'home', path: '/', reason: 'noOrder' },
        // A returning borrower's last order, finished: the lost apply was not taken either (FAULTS F2).
        { kind: 'home', path: '/', reason: 'closed' },
      ],
      error: [new Error('offline')],
    },
  },
  events: {
    'borrow.amountChosen': [{ type: 'borrow.amountChosen', amount: 2000 }, { type: 'borrow.amountChosen', amount: 3333 }],
    'borrow.durationChosen': [{ type: 'borrow.durationChosen', duration: 180 }],
    'borrow.applyRequested': [{ type: 'borrow.applyRequested' }],
    'borrow.retryRequested': [{ type: 'borrow.retryRequested' }],
  },
  assertions: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error).not.toBeNull(),
    choosing: (s) => expect(s.context.terms).not.toBeNull(),
    // A new key per intent, or the one a reload kept: the same request again.
    applying: (s) => expect(s.context.idempotencyKey).toMatch(/^(flows-\d+|kept-1)$/),
    verifying: (s) => expect(s.context.idempotencyKey).toMatch(/^(flows-\d+|kept-1)$/),
    following: (s) => expect(s.hasTag('busy')).toBe(true),
    done: (s) => expect(s.status).toBe('done'),
  },
  // Keys come from the injected generator, never from the platform.
  implementations: { actions: { navigateTo: () => undefined, ...borrowKeyActions(sequentialKeys('flows')) } },
  stateKey: (s) => ({ value: s.value, context: { ...s.context, idempotencyKey: s.context.idempotencyKey !== null } }),
});
