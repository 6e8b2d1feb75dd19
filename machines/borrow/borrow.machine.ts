/**
 * Choosing amount and term and applying for a new loan (`/borrow/to_borrow`).
 *
 *   loading -> choosing --apply--> applying -> following -> done (navigate to the step's route)
 *   applying --fault--> verifying: the outcome is unknown (FAULTS F2), so read the latest order;
 *   an open order there is followed; none, or only a closed one (a returning borrower's last
 *   loan), sends the borrower back to choosing with the same key and the fault's own reason.
 *
 * Invariants: one request per intent (events are ignored while applying); the idempotency key
 * lives as long as the chosen terms and is reused on retry. The phone keeps it with the terms
 * (borrow.typed.ts) until the apply is answered: back after a reload, the screen reads the terms,
 * then verifies like after a fault.
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { followOrderActions, followOrderKeyActions, followOrderStates } from '../shared/followOrder';
import type { NewKey } from '../shared/idempotencyKey';
import { firstChoice } from './borrow.rules';
import {
  ORDER_IN_PROGRESS,
  REAPPLY_TOO_SOON,
  type ApplyInput,
  type BorrowContext,
  type BorrowInput,
  type BorrowEvent,
  type FollowOutcome,
  type SubmitOutcome,
  type TermsOutcome,
} from './borrow.types';

/** Provided by the wiring (and tests): the apply's idempotency key, made by `newKey`. */
export const borrowKeyActions = (newKey: NewKey) => followOrderKeyActions<BorrowContext, BorrowEvent>(newKey);

export const borrowMachine = setup({
  types: { context: {} as BorrowContext, events: {} as BorrowEvent, input: {} as BorrowInput },
  actors: {
    loadTerms: notProvided<TermsOutcome>('loadTerms'),
    applyForLoan: notProvided<SubmitOutcome, ApplyInput>('applyForLoan'),
    followLatestOrder: notProvided<FollowOutcome>('followLatestOrder'),
  },
  actions: {
    ...followOrderActions<BorrowContext, BorrowEvent>(),
    // The borrower's earlier choice stands where it is still offered; otherwise the screen's first offer.
    storeTerms: assign(({ context }, params: { outcome: TermsOutcome }) => {
      if (!params.outcome.ok) return { error: { kind: 'business' as const, code: params.outcome.code, serverMessage: params.outcome.msg } };
      const { terms } = params.outcome;
      const first = firstChoice(terms);
      const offered = (value: number | null, values: readonly number[]) => (value !== null && values.includes(value) ? value : null);
      const loanAmount = offered(context.loanAmount, terms.amounts) ?? first.loanAmount;
      const duration = offered(context.duration, terms.durations) ?? first.duration;
      // Other terms than the kept apply's are another intent: its key goes with it.
      const sameTerms = loanAmount === context.loanAmount && duration === context.duration;
      return { terms, loanAmount, duration, error: null, ...(sameTerms ? {} : { idempotencyKey: null }) };
    }),
    chooseAmount: assign((_, params: { amount: number }) => ({ loanAmount: params.amount, idempotencyKey: null, error: null })),
    chooseDuration: assign((_, params: { duration: number }) => ({ duration: params.duration, idempotencyKey: null, error: null })),
    clearError: assign({ error: null }),
    forgetIdempotencyKey: assign({ idempotencyKey: null }),
  },
  guards: {
    isRefused: (_, params: { outcome: TermsOutcome | SubmitOutcome }) => !params.outcome.ok,
    isAnsweredByLatestOrder: (_, params: { outcome: SubmitOutcome }) =>
      !params.outcome.ok && (params.outcome.code === ORDER_IN_PROGRESS || params.outcome.code === REAPPLY_TOO_SOON),
    hasChosenTerms: ({ context }) =>
      context.loanAmount !== null &&
      context.duration !== null &&
      (context.terms?.amounts.includes(context.loanAmount) ?? false) &&
      (context.terms?.durations.includes(context.duration) ?? false),
    hasKeptApply: ({ context }) => context.idempotencyKey !== null,
    // A new apply always opens an order, so a closed latest one is the borrower's previous loan.
    hasNoOpenOrder: (_, params: { outcome: FollowOutcome }) =>
      params.outcome.kind === 'home' && (params.outcome.reason === 'noOrder' || params.outcome.reason === 'closed'),
  },
}).createMachine({
  id: 'borrow',
  context: ({ input }) => ({
    terms: null,
    loanAmount: input.chosen?.loanAmount ?? null,
    duration: input.chosen?.duration ?? null,
    idempotencyKey: input.chosen?.idempotencyKey ?? null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadTerms',
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: { type: 'storeTerms', params: ({ event }) => ({ outcome: event.output }) },
          },
          // Back after a reload with an apply unanswered: the latest order says whether it was taken.
          { guard: 'hasKeptApply', target: 'verifying', actions: { type: 'storeTerms', params: ({ event }) => ({ outcome: event.output }) } },
          { target: 'choosing', actions: { type: 'storeTerms', params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: 'failed', actions: 'noteFault' },
      },
    },
    failed: { on: { 'borrow.retryRequested': { target: 'loading', actions: 'clearError' } } },
    choosing: {
      on: {
        'borrow.amountChosen': { actions: { type: 'chooseAmount', params: ({ event }) => ({ amount: event.amount }) } },
        'borrow.durationChosen': { actions: { type: 'chooseDuration', params: ({ event }) => ({ duration: event.duration }) } },
        'borrow.applyRequested': { guard: 'hasChosenTerms', target: 'applying', actions: ['ensureIdempotencyKey', 'clearError'] },
      },
    },
    applying: {
      // moneyPost: the shell asks before Back leaves while the order is being created (FAULTS F8).
      tags: ['busy', 'moneyPost'],
      invoke: {
        src: 'applyForLoan',
        input: ({ context }) => ({
          loanAmount: context.loanAmount ?? 0,
          duration: context.duration ?? 0,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          // One loan at a time: an order already open is the one to continue; a recent rejection says when to come back.
          { guard: { type: 'isAnsweredByLatestOrder', params: ({ event }) => ({ outcome: event.output }) }, target: 'following' },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'choosing',
            actions: { type: 'noteRefusal', params: ({ event }) => ({ outcome: event.output }) },
          },
          // Taken: a later apply (say after this order is cancelled) is another intent, never a replay of this one.
          { target: 'following', actions: 'forgetIdempotencyKey' },
        ],
        // Kept for the borrower if the check finds the apply was not taken (FAULTS F1, F5).
        onError: { target: 'verifying', actions: 'noteFault' },
      },
    },
    ...followOrderStates({ back: 'choosing', notTaken: 'hasNoOpenOrder' }),
  },
});
