/**
 * Cancelling the loan (`/cancellation_form`): exactly one reason, one request.
 *
 *   checking -> choosing | notAllowed | failed;  choosing --submitted [reason chosen]--> submitting
 *   submitting -> cancelled (success toast, home) | choosing (a refusal in `error`, said on the form; the reason is kept)
 *              | reconciling (no answer) -> cancelled | choosing (the fault in `error`)
 *
 * After a lost answer the order is read back: cancelled by that request, it is said and home
 * follows, with nothing sent again. Otherwise (or when the read fails too) the idempotency key is
 * kept: cancelling again replays the request, so a loan the server did cancel is shown cancelled,
 * not refused as not cancellable.
 */
import { assign, setup } from 'xstate';
import { StepCode } from '../../services/orders/stepCodes';
import type { NavigateParams } from '../order/order.types';
import { idempotencyKeyActions, keyNotProvided, type NewKey } from '../shared/idempotencyKey';
import { notProvided } from '../shared/notProvided';
import { faultFrom } from '../shared/submitError';
import type {
  CancelCheckOutcome,
  CancelInput,
  CancellationContext,
  CancellationEvent,
  CancelledCheck,
  CancelledCheckInput,
  SubmitOutcome,
} from './cancellation.types';

/** Provided by the wiring (and tests): the cancellation's key, made by `newKey` unless a retry has one. */
export const cancellationKeyActions = (newKey: NewKey) => idempotencyKeyActions<CancellationContext, CancellationEvent>(newKey);

export const cancellationMachine = setup({
  types: { context: {} as CancellationContext, events: {} as CancellationEvent },
  actors: {
    checkCancellable: notProvided<CancelCheckOutcome>('checkCancellable'),
    cancelLoan: notProvided<SubmitOutcome, CancelInput>('cancelLoan'),
    checkCancelled: notProvided<CancelledCheck, CancelledCheckInput>('checkCancelled'),
  },
  actions: {
    navigateTo: (_, _params: NavigateParams) => undefined,
    /** Platform: the wiring shows the toasts. */
    announceCancelled: () => undefined,
    storeCheck: assign((_, params: { outcome: CancelCheckOutcome }) =>
      params.outcome.ok
        ? { orderNo: params.outcome.orderNo, stepCode: params.outcome.stepCode, reasons: params.outcome.reasons, error: null }
        : { error: { kind: 'business' as const, code: params.outcome.code, serverMessage: params.outcome.msg } },
    ),
    chooseReason: assign((_, params: { reason: string }) => ({ reason: params.reason, errorCode: null })),
    noteReasonRequired: assign({ errorCode: 'reasonRequired' as const }),
    noteRefusal: assign((_, params: { outcome: SubmitOutcome }) =>
      params.outcome.ok ? {} : { error: { kind: 'business' as const, code: params.outcome.code, serverMessage: params.outcome.msg } },
    ),
    noteFault: assign({ error: ({ event }) => faultFrom((event as unknown as { error?: unknown }).error) }),
    clearError: assign({ error: null, errorCode: null }),
    ...cancellationKeyActions(keyNotProvided),
    forgetIdempotencyKey: assign({ idempotencyKey: null }),
  },
  guards: {
    isRefused: (_, params: { outcome: CancelCheckOutcome | SubmitOutcome }) => !params.outcome.ok,
    isNotCancellable: (_, params: { outcome: CancelCheckOutcome }) =>
      params.outcome.ok && (!params.outcome.canCancel || params.outcome.orderNo === null),
    hasReason: ({ context }) => context.reason !== null && context.reasons.some((r) => r.code === context.reason),
    isCancelled: (_, params: { check: CancelledCheck }) => params.check.cancelled,
  },
}).createMachine({
  id: 'cancellation',
  context: { orderNo: null, stepCode: null, reasons: [], reason: null, error: null, errorCode: null, idempotencyKey: null },
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkCancellable',
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: { type: 'storeCheck', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: { type: 'isNotCancellable', params: ({ event }) => ({ outcome: event.output }) },
            target: 'notAllowed',
            actions: { type: 'storeCheck', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'choosing', actions: { type: 'storeCheck', params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: 'failed', actions: 'noteFault' },
      },
    },
    failed: { on: { 'cancel.retryRequested': { target: 'checking', actions: 'clearError' } } },
    notAllowed: {},
    choosing: {
      on: {
        'cancel.reasonChosen': { actions: { type: 'chooseReason', params: ({ event }) => ({ reason: event.reason }) } },
        'cancel.submitted': [
          { guard: 'hasReason', target: 'submitting', actions: ['clearError', 'ensureIdempotencyKey'] },
          { actions: 'noteReasonRequired' },
        ],
      },
    },
    submitting: {
      // moneyPost: the shell asks before Back leaves while the loan is being cancelled (FAULTS F8).
      tags: ['busy', 'moneyPost'],
      invoke: {
        src: 'cancelLoan',
        input: ({ context }) => ({
          orderNo: context.orderNo ?? '',
          reason: context.reason ?? '',
          declineOffer: context.stepCode === StepCode.GetMoney,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'choosing',
            actions: [
              'forgetIdempotencyKey',
              { type: 'noteRefusal', params: ({ event }) => ({ outcome: event.output }) },
            ],
          },
          // Home takes the sent form's place: Back does not reopen a form for a loan already cancelled.
          { target: 'cancelled', actions: ['announceCancelled', { type: 'navigateTo', params: { path: '/', replace: true } }] },
        ],
        // Outcome unknown: the key stays, so cancelling again gets the server's answer to this request.
        onError: { target: 'reconciling', actions: 'noteFault' },
      },
    },
    reconciling: {
      tags: ['busy'],
      invoke: {
        src: 'checkCancelled',
        input: ({ context }) => ({ orderNo: context.orderNo ?? '' }),
        onDone: [
          {
            guard: { type: 'isCancelled', params: ({ event }) => ({ check: event.output }) },
            target: 'cancelled',
            actions: ['announceCancelled', { type: 'navigateTo', params: { path: '/', replace: true } }],
          },
          { target: 'choosing' },
        ],
        onError: 'choosing',
      },
    },
    cancelled: { type: 'final' },
  },
});
