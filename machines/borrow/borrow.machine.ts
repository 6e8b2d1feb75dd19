/**
 * Choosing amount and term and applying for a new loan (`/borrow/to_borrow`).
 *
 *   loading -> choosing --apply--> applying -> following -> done (navigate to the step's route)
 *   applying --fault--> verifying: the outcome is unknown (FAULTS F2), so read the latest order;
 *   an order there is followed, none sends the borrower back to choosing with the same key.
 *
 * Invariants: one request per intent (events are ignored while applying); the idempotency key
 * lives as long as the chosen terms and is reused on retry.
 */
import { assign, setup } from 'xstate';
import { newIdempotencyKey } from '../../services/ids';
import { notProvided } from '../shared/notProvided';
import { faultFrom } from '../shared/submitError';
import type { NavigateParams } from '../order/order.types';
import {
  ORDER_IN_PROGRESS,
  type ApplyInput,
  type BorrowContext,
  type BorrowEvent,
  type FollowOutcome,
  type SubmitOutcome,
  type TermsOutcome,
} from './borrow.types';

export const borrowMachine = setup({
  types: { context: {} as BorrowContext, events: {} as BorrowEvent },
  actors: {
    loadTerms: notProvided<TermsOutcome>('loadTerms'),
    applyForLoan: notProvided<SubmitOutcome, ApplyInput>('applyForLoan'),
    followLatestOrder: notProvided<FollowOutcome>('followLatestOrder'),
  },
  actions: {
    navigateTo: (_, _params: NavigateParams) => undefined,
    storeTerms: assign((_, params: { outcome: TermsOutcome }) => {
      if (!params.outcome.ok) return { error: { kind: 'business' as const, code: params.outcome.code, serverMessage: params.outcome.msg } };
      const { terms } = params.outcome;
      const duration = terms.defaultDuration ?? terms.durations[0] ?? null;
      return { terms, loanAmount: terms.amounts[terms.amounts.length - 1] ?? null, duration, error: null };
    }),
    chooseAmount: assign((_, params: { amount: number }) => ({ loanAmount: params.amount, idempotencyKey: null, error: null })),
    chooseDuration: assign((_, params: { duration: number }) => ({ duration: params.duration, idempotencyKey: null, error: null })),
    ensureIdempotencyKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey() }),
    noteRefusal: assign((_, params: { outcome: SubmitOutcome }) =>
      params.outcome.ok ? {} : { error: { kind: 'business' as const, code: params.outcome.code, serverMessage: params.outcome.msg } },
    ),
    noteFault: assign({ error: ({ event }) => faultFrom((event as unknown as { error?: unknown }).error) }),
    noteUnknownOutcome: assign({ error: { kind: 'fault' as const, reason: 'network' as const } }),
    clearError: assign({ error: null }),
  },
  guards: {
    isRefused: (_, params: { outcome: TermsOutcome | SubmitOutcome }) => !params.outcome.ok,
    isOrderInProgress: (_, params: { outcome: SubmitOutcome }) => !params.outcome.ok && params.outcome.code === ORDER_IN_PROGRESS,
    hasChosenTerms: ({ context }) =>
      context.loanAmount !== null &&
      context.duration !== null &&
      (context.terms?.amounts.includes(context.loanAmount) ?? false) &&
      (context.terms?.durations.includes(context.duration) ?? false),
    hasNoOrder: (_, params: { outcome: FollowOutcome }) => params.outcome.kind === 'home' && params.outcome.reason === 'noOrder',
  },
}).createMachine({
  id: 'borrow',
  context: { terms: null, loanAmount: null, duration: null, idempotencyKey: null, error: null },
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
      tags: ['busy'],
      invoke: {
        src: 'applyForLoan',
        input: ({ context }) => ({
          loanAmount: context.loanAmount ?? 0,
          duration: context.duration ?? 0,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          // One loan at a time: an order already open is the one to continue.
          { guard: { type: 'isOrderInProgress', params: ({ event }) => ({ outcome: event.output }) }, target: 'following' },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'choosing',
            actions: { type: 'noteRefusal', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'following' },
        ],
        onError: { target: 'verifying' },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'followLatestOrder',
        onDone: [
          {
            guard: { type: 'hasNoOrder', params: ({ event }) => ({ outcome: event.output }) },
            target: 'choosing',
            actions: 'noteUnknownOutcome',
          },
          { target: 'done', actions: { type: 'navigateTo', params: ({ event }) => ({ path: event.output.path }) } },
        ],
        onError: { target: 'choosing', actions: 'noteFault' },
      },
    },
    following: {
      tags: ['busy'],
      invoke: {
        src: 'followLatestOrder',
        onDone: { target: 'done', actions: { type: 'navigateTo', params: ({ event }) => ({ path: event.output.path }) } },
        onError: { target: 'choosing', actions: 'noteFault' },
      },
    },
    done: { type: 'final' },
  },
});
