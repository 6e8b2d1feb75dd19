/**
 * The offer before the borrower commits (`/borrow/confirm_borrow`): the full cost, the agreement,
 * then one call to `/loan/get-money`, which submits the application at step 14 (Confirm) or 19,
 * and asks for the payout at step 18 (GetMoney). Then the latest order says where to go.
 * The route may be restored long after the offer was made (the app reopened a day later, FAULTS
 * F28), so the server's latest order wins over a stale form. It is read at the same time as the
 * offer (one round trip, not two), and decides first: the offer's answer waits in `offerRead`
 * until the order says it still awaits this confirmation.
 *
 *   opening (parallel, both reads in flight)
 *     order: reading --[awaiting confirmation]--> awaitingConfirmation (final)
 *            reading --[moved on]--> done (leaveStaleOffer: the order's own screen, home when cancelled)
 *            reading --fault--> failed (whatever the offer said)
 *     offer: reading --answered / fault--> read (final, kept in offerRead)
 *   opening done --[offer ready]--> reviewing, else --> failed (the refusal's message or the fault)
 *   failed --retry--> opening (both read again)
 *   reviewing --submitted [agreement accepted]--> submitting -> following -> done
 *   submitting --fault--> verifying: still at the same step -> reviewing (same key), else follow.
 *   submitting --refused--> checkingRefusal: still at the same step -> reviewing with the refusal;
 *     moved on (the offer expired while the screen was open, FAULTS F28) -> leaveStaleOffer.
 */
import { assign, setup } from 'xstate';
import { toAmount } from '../../services/orders/orderValues';
import { StepCode } from '../../services/orders/stepCodes';
import { notProvided } from '../shared/notProvided';
import { followOrderActions, followOrderKeyActions, followOrderStates } from '../shared/followOrder';
import type { NewKey } from '../shared/idempotencyKey';
import { faultFrom } from '../shared/submitError';
import type {
  ConfirmBorrowContext,
  ConfirmBorrowEvent,
  FollowOutcome,
  OfferOutcome,
  OfferRead,
  RequestMoneyInput,
  SubmitOutcome,
} from './confirmBorrow.types';

/** The latest order is still at the step of the offer on screen. */
function isAtOfferStep(context: ConfirmBorrowContext, outcome: FollowOutcome): boolean {
  return outcome.kind === 'route' && outcome.stepCode === (context.offer?.stepCode ?? null);
}

/** The steps this screen confirms; any other step (cancelled, expired, lent) has moved on. */
const CONFIRMING_STEPS: readonly number[] = [StepCode.Confirm, StepCode.FinishLoading, StepCode.GetMoney];

/** The offer, or the server's refusal with its message. */
const offerReadOf = (outcome: OfferOutcome): OfferRead =>
  outcome.ok ? { ok: true, offer: outcome.offer } : { ok: false, error: { kind: 'business', code: outcome.code, serverMessage: outcome.msg } };

/** Provided by the wiring (and tests): the get-money's idempotency key, made by `newKey`. */
export const confirmBorrowKeyActions = (newKey: NewKey) => followOrderKeyActions<ConfirmBorrowContext, ConfirmBorrowEvent>(newKey);

export const confirmBorrowMachine = setup({
  types: { context: {} as ConfirmBorrowContext, events: {} as ConfirmBorrowEvent },
  actors: {
    checkLatestOrder: notProvided<FollowOutcome>('checkLatestOrder'),
    loadOffer: notProvided<OfferOutcome>('loadOffer'),
    requestMoney: notProvided<SubmitOutcome, RequestMoneyInput>('requestMoney'),
    followLatestOrder: notProvided<FollowOutcome>('followLatestOrder'),
  },
  actions: {
    ...followOrderActions<ConfirmBorrowContext, ConfirmBorrowEvent>(),
    /** Platform: the wiring replaces the route, so that Back does not return to the stale offer. */
    leaveStaleOffer: (_, _params: { path: string }) => undefined,
    keepOfferAnswer: assign((_, { outcome }: { outcome: OfferOutcome }) => ({ offerRead: offerReadOf(outcome) })),
    keepOfferFault: assign((_, { error }: { error: unknown }) => ({ offerRead: { ok: false, error: faultFrom(error) } satisfies OfferRead })),
    noteLatestStep: assign((_, { outcome }: { outcome: FollowOutcome }) =>
      outcome.kind === 'route' ? { latestStep: outcome.stepCode, latestOrderNo: outcome.orderNo || null } : { latestStep: null, latestOrderNo: null },
    ),
    // An offer without its step or its order number (the schema allows both) takes the latest
    // order's: 18 is Get money, not a new application, and Get money must name the order.
    showOffer: assign(({ context }) => {
      if (!context.offerRead?.ok) return {};
      const offer = context.offerRead.offer;
      return {
        offer: { ...offer, stepCode: offer.stepCode ?? context.latestStep, orderNo: offer.orderNo || context.latestOrderNo },
        error: null,
      };
    }),
    showOfferFailure: assign(({ context }) => (context.offerRead?.ok === false ? { error: context.offerRead.error } : {})),
    setAgreement: assign(({ context }, params: { accepted: boolean }) => ({
      agreementAccepted: params.accepted,
      errorCode: params.accepted ? null : context.errorCode,
    })),
    noteAgreementRequired: assign({ errorCode: 'agreementRequired' as const }),
    clearError: assign({ error: null, errorCode: null }),
  },
  guards: {
    isAwaitingConfirmation: (_, params: { outcome: FollowOutcome }) =>
      params.outcome.kind === 'route' && CONFIRMING_STEPS.includes(params.outcome.stepCode),
    isOfferReady: ({ context }) => context.offerRead?.ok === true,
    isRefused: (_, params: { outcome: SubmitOutcome }) => !params.outcome.ok,
    isAgreementAccepted: ({ context }) => context.agreementAccepted,
    isStillAtSameStep: ({ context }, params: { outcome: FollowOutcome }) => isAtOfferStep(context, params.outcome),
    // A refused read of the order says nothing new: the refusal stays on this screen.
    hasNotMovedOn: ({ context }, params: { outcome: FollowOutcome }) =>
      isAtOfferStep(context, params.outcome) || (params.outcome.kind === 'home' && params.outcome.reason === 'refused'),
  },
}).createMachine({
  id: 'confirmBorrow',
  context: { offer: null, offerRead: null, latestStep: null, latestOrderNo: null, agreementAccepted: false, idempotencyKey: null, error: null, errorCode: null },
  initial: 'opening',
  states: {
    opening: {
      type: 'parallel',
      tags: ['busy'],
      states: {
        order: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                src: 'checkLatestOrder',
                onDone: [
                  {
                    guard: { type: 'isAwaitingConfirmation', params: ({ event }) => ({ outcome: event.output }) },
                    target: 'awaitingConfirmation',
                    actions: { type: 'noteLatestStep', params: ({ event }) => ({ outcome: event.output }) },
                  },
                  // Home shows why a cancelled order ended ("Your offer expired"); other steps have their screen.
                  {
                    target: '#confirmBorrow.done',
                    actions: { type: 'leaveStaleOffer', params: ({ event }) => ({ path: event.output.path }) },
                  },
                ],
                onError: { target: '#confirmBorrow.failed', actions: 'noteFault' },
              },
            },
            awaitingConfirmation: { type: 'final' },
          },
        },
        offer: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                src: 'loadOffer',
                onDone: { target: 'read', actions: { type: 'keepOfferAnswer', params: ({ event }) => ({ outcome: event.output }) } },
                onError: { target: 'read', actions: { type: 'keepOfferFault', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            read: { type: 'final' },
          },
        },
      },
      // Both regions are final: the order awaits this confirmation, so the offer's answer decides.
      onDone: [
        { guard: 'isOfferReady', target: 'reviewing', actions: 'showOffer' },
        { target: 'failed', actions: 'showOfferFailure' },
      ],
    },
    failed: { on: { 'confirm.retryRequested': { target: 'opening', actions: 'clearError' } } },
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
            target: 'checkingRefusal',
            actions: { type: 'noteRefusal', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'following' },
        ],
        // The outcome is unknown: the server may have taken it (FAULTS F2). The fault is kept to be
        // shown if it was not taken (a time-out reads as one, FAULTS F1).
        onError: { target: 'verifying', actions: 'noteFault' },
      },
    },
    // A refusal may mean the order moved on while the screen was open (the offer expired, or
    // another phone asked for the money): its own screen says so better than the refusal.
    checkingRefusal: {
      tags: ['busy'],
      invoke: {
        src: 'followLatestOrder',
        onDone: [
          { guard: { type: 'hasNotMovedOn', params: ({ event }) => ({ outcome: event.output }) }, target: 'reviewing' },
          { target: 'done', actions: { type: 'leaveStaleOffer', params: ({ event }) => ({ path: event.output.path }) } },
        ],
        onError: 'reviewing',
      },
    },
    ...followOrderStates({ back: 'reviewing', notTaken: 'isStillAtSameStep' }),
  },
});
