/**
 * The offer before the borrower commits (`/borrow/confirm_borrow`): the full cost, the agreement,
 * then one call to `/loan/get-money`, which submits the application at step 14 (Confirm) or 19,
 * and asks for the payout at step 18 (GetMoney). Then the latest order says where to go.
 *
 *   loading -> reviewing --submitted [agreement accepted]--> submitting -> following -> done
 *   submitting --fault--> verifying: still at the same step -> reviewing (same key), else follow.
 */
import { assign, setup } from 'xstate';
import { toAmount } from '../../services/orders/orderValues';
import { notProvided } from '../shared/notProvided';
import { followOrderActions, followOrderStates } from '../shared/followOrder';
import type {
  ConfirmBorrowContext,
  ConfirmBorrowEvent,
  FollowOutcome,
  OfferOutcome,
  RequestMoneyInput,
  SubmitOutcome,
} from './confirmBorrow.types';

export const confirmBorrowMachine = setup({
  types: { context: {} as ConfirmBorrowContext, events: {} as ConfirmBorrowEvent },
  actors: {
    loadOffer: notProvided<OfferOutcome>('loadOffer'),
    requestMoney: notProvided<SubmitOutcome, RequestMoneyInput>('requestMoney'),
    followLatestOrder: notProvided<FollowOutcome>('followLatestOrder'),
  },
  actions: {
    ...followOrderActions<ConfirmBorrowContext, ConfirmBorrowEvent>(),
    storeOffer: assign((_, params: { outcome: OfferOutcome }) =>
      params.outcome.ok
        ? { offer: params.outcome.offer, error: null }
        : { error: { kind: 'business' as const, code: params.outcome.code, serverMessage: params.outcome.msg } },
    ),
    setAgreement: assign(({ context }, params: { accepted: boolean }) => ({
      agreementAccepted: params.accepted,
      errorCode: params.accepted ? null : context.errorCode,
    })),
    noteAgreementRequired: assign({ errorCode: 'agreementRequired' as const }),
    clearError: assign({ error: null, errorCode: null }),
  },
  guards: {
    isRefused: (_, params: { outcome: OfferOutcome | SubmitOutcome }) => !params.outcome.ok,
    isAgreementAccepted: ({ context }) => context.agreementAccepted,
    isStillAtSameStep: ({ context }, params: { outcome: FollowOutcome }) =>
      params.outcome.kind === 'route' && params.outcome.stepCode === (context.offer?.stepCode ?? null),
  },
}).createMachine({
  id: 'confirmBorrow',
  context: { offer: null, agreementAccepted: false, idempotencyKey: null, error: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadOffer',
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: { type: 'storeOffer', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'reviewing', actions: { type: 'storeOffer', params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: 'failed', actions: 'noteFault' },
      },
    },
    failed: { on: { 'confirm.retryRequested': { target: 'loading', actions: 'clearError' } } },
    reviewing: {
      on: {
        'confirm.agreementToggled': { actions: { type: 'setAgreement', params: ({ event }) => ({ accepted: event.accepted }) } },
        'confirm.submitted': [
          { guard: 'isAgreementAccepted', target: 'submitting', actions: ['ensureIdempotencyKey', 'clearError'] },
          { actions: 'noteAgreementRequired' },
        ],
      },
    },
    submitting: {
      // moneyPost: the shell asks before Back leaves while the payout is requested (FAULTS F8).
      tags: ['busy', 'moneyPost'],
      invoke: {
        src: 'requestMoney',
        input: ({ context }) => ({
          orderNo: context.offer?.orderNo ?? '',
          loanAmount: toAmount(context.offer?.loanAmount),
          duration: context.offer?.duration ?? null,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'reviewing',
            actions: { type: 'noteRefusal', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'following' },
        ],
        // The outcome is unknown: the server may have taken it (FAULTS F2).
        onError: { target: 'verifying' },
      },
    },
    ...followOrderStates({ back: 'reviewing', notTaken: 'isStillAtSameStep' }),
  },
});
