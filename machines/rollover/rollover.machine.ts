import { assign, setup } from 'xstate';
import { repayFault } from '../repayment/repayError';
import { POLL_LIMIT, pollBackoffMs } from '../repayment/repayment.machine';
import { idempotencyKeyActions, keyNotProvided, type NewKey } from '../shared/idempotencyKey';
import { notProvided } from '../shared/notProvided';
import type { ExtensionOutcome, OfferOutcome, RolloverContext, RolloverEvent, RolloverInput } from './rollover.types';

/**
 * Rolling the due date over by 7 days for a fee: loading (the offer) -> comparing (repay now vs
 * extend, side by side) -> confirming (one POST-like call with an idempotency key) -> awaitingFee
 * (polls the extension's status with backoff, bounded) -> extended. A second "confirm" while
 * confirming is ignored; a fault keeps the key so a retry cannot start a second extension; only the
 * server's "success" moves the borrower to extended. The key and the pending extension outlive a
 * reload (input `underway`, kept by rollover.typed.ts): the offer is read, then that extension's
 * status, and "extend" again replays the same request.
 */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const errorOf = (event: unknown): unknown => (event as { error: unknown }).error;
/** The offer read is for the loan the kept key was for (or no key was kept). */
const isKeptForOffer = (context: RolloverContext, event: unknown) => {
  const o = outputOf<OfferOutcome>(event);
  return o.ok && (context.underwayOrderNo === null || context.underwayOrderNo === o.offer.orderNo);
};

/** Provided by the wiring (and tests): the extension's key, made by `newKey` unless a retry has one. */
export const rolloverKeyActions = (newKey: NewKey) => idempotencyKeyActions<RolloverContext, RolloverEvent>(newKey);

export const rolloverMachine = setup({
  types: {
    context: {} as RolloverContext,
    events: {} as RolloverEvent,
    input: {} as RolloverInput,
  },
  actors: {
    loadOffer: notProvided<OfferOutcome, { orderNo: string | null }>('loadOffer'),
    confirmExtension: notProvided<ExtensionOutcome, { orderNo: string; idempotencyKey: string }>('confirmExtension'),
    checkExtension: notProvided<ExtensionOutcome, { orderNo: string; extensionOrderNo: string }>('checkExtension'),
  },
  guards: {
    isRefused: ({ event }) => !outputOf<OfferOutcome | ExtensionOutcome>(event).ok,
    isExtended: ({ event }) => {
      const o = outputOf<ExtensionOutcome>(event);
      return o.ok && o.status.status === 'success';
    },
    isExtensionFailed: ({ event }) => {
      const o = outputOf<ExtensionOutcome>(event);
      return o.ok && o.status.status === 'failed';
    },
    hasExhaustedPolls: ({ context }) => context.pollAttempts >= POLL_LIMIT,
    isExtensionUnderway: ({ context, event }) => context.extensionOrderNo !== null && isKeptForOffer(context, event),
    // A kept "extend" with no answer, and the loan's due date has moved since: it went through.
    // (A pending extension's own status says what became of it.)
    wasExtendedMeanwhile: ({ context, event }) => {
      const o = outputOf<OfferOutcome>(event);
      return (
        isKeptForOffer(context, event) &&
        o.ok &&
        context.extensionOrderNo === null &&
        context.underwayDueDate !== null &&
        context.underwayDueDate !== o.offer.dueDate
      );
    },
  },
  actions: {
    assignOffer: assign(({ event }) => {
      const o = outputOf<OfferOutcome>(event);
      return o.ok ? { offer: o.offer, orderNo: o.offer.orderNo, error: null, underwayDueDate: null } : {};
    }),
    // The loan's due date now is the extended one.
    assignOfferDueDate: assign({
      confirmedDueDate: ({ event }) => {
        const o = outputOf<OfferOutcome>(event);
        return o.ok ? o.offer.dueDate || null : null;
      },
    }),
    forgetExtensionOrder: assign({ extensionOrderNo: null }),
    // A key kept for another loan than the one offered now is not this offer's.
    forgetOtherLoansKey: assign(({ context, event }) =>
      isKeptForOffer(context, event) ? { underwayOrderNo: null } : { idempotencyKey: null, extensionOrderNo: null, underwayOrderNo: null },
    ),
    assignRefusal: assign({
      error: ({ event }) => {
        const o = outputOf<OfferOutcome | ExtensionOutcome>(event);
        return o.ok ? null : o.error;
      },
    }),
    assignFault: assign({ error: ({ event }) => repayFault(errorOf(event)) }),
    assignExtensionFailed: assign({ error: { code: 'extensionFailed', serverMessage: '' } }),
    ...rolloverKeyActions(keyNotProvided),
    clearError: assign({ error: null }),
    forgetIdempotencyKey: assign({ idempotencyKey: null }),
    assignExtensionOrder: assign(({ event }) => {
      const o = outputOf<ExtensionOutcome>(event);
      return o.ok ? { extensionOrderNo: o.status.extensionOrderNo } : {};
    }),
    assignConfirmedDueDate: assign({
      confirmedDueDate: ({ event }) => {
        const o = outputOf<ExtensionOutcome>(event);
        // An answer without a date (parsed as '') is no date: the offer's new date is shown instead.
        return o.ok ? o.status.dueDate || null : null;
      },
    }),
    resetPolls: assign({ pollAttempts: 0 }),
    countPoll: assign({ pollAttempts: ({ context }) => context.pollAttempts + 1 }),
  },
  delays: {
    pollDelay: ({ context }) => pollBackoffMs(context.pollAttempts),
  },
}).createMachine({
  id: 'rollover',
  context: ({ input }) => {
    const orderNo = input.orderNo?.trim() || null;
    // Without an order in the address, the one kept is checked against the offer once it is read.
    const underway = input.underway && (orderNo === null || input.underway.orderNo === orderNo) ? input.underway : null;
    return {
      orderNo,
      offer: null,
      extensionOrderNo: underway?.extensionOrderNo ?? null,
      confirmedDueDate: null,
      error: null,
      idempotencyKey: underway?.idempotencyKey ?? null,
      underwayDueDate: underway?.dueDate ?? null,
      underwayOrderNo: underway?.orderNo ?? null,
      pollAttempts: 0,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadOffer',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          { guard: 'isRefused', target: 'unavailable', actions: 'assignRefusal' },
          // Back after a reload with an extension pending: its status, not a second "extend".
          { guard: 'isExtensionUnderway', target: 'awaitingFee', actions: ['forgetOtherLoansKey', 'assignOffer'] },
          // Its answer was lost, but it went through: say so, never offer a second fee as if nothing happened.
          { guard: 'wasExtendedMeanwhile', target: 'extended', actions: ['assignOfferDueDate', 'forgetOtherLoansKey', 'assignOffer', 'forgetIdempotencyKey'] },
          { target: 'comparing', actions: ['forgetOtherLoansKey', 'assignOffer'] },
        ],
        onError: { target: 'failed', actions: 'assignFault' },
      },
    },
    failed: {
      on: { 'rollover.retryRequested': 'loading' },
    },
    unavailable: {},
    comparing: {
      // A new "extend": the extension an earlier one made (failed, refused) is not this one's.
      on: { 'rollover.confirmed': { target: 'confirming', actions: ['ensureIdempotencyKey', 'clearError', 'forgetExtensionOrder'] } },
    },
    confirming: {
      // moneyPost: the shell asks before Back leaves while the extension (and its fee) is requested (FAULTS F8).
      tags: ['busy', 'moneyPost'],
      invoke: {
        src: 'confirmExtension',
        input: ({ context }) => ({ orderNo: context.orderNo ?? '', idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: [
          { guard: 'isRefused', target: 'comparing', actions: ['assignRefusal', 'forgetIdempotencyKey'] },
          { guard: 'isExtended', target: 'extended', actions: ['assignExtensionOrder', 'assignConfirmedDueDate', 'forgetIdempotencyKey'] },
          { target: 'awaitingFee', actions: 'assignExtensionOrder' },
        ],
        // Outcome unknown: the key stays, so confirming again replays the same extension.
        onError: { target: 'comparing', actions: 'assignFault' },
      },
    },
    awaitingFee: {
      entry: 'resetPolls',
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            src: 'checkExtension',
            input: ({ context }) => ({ orderNo: context.orderNo ?? '', extensionOrderNo: context.extensionOrderNo ?? '' }),
            onDone: [
              // The server says no (no such extension, or busy): asking again cannot help, and "extend" must
              // come back. Its key stays: the extension may exist, and extending again replays it, never a second fee.
              { guard: 'isRefused', target: '#rollover.comparing', actions: ['assignRefusal', 'forgetExtensionOrder'] },
              { guard: 'isExtended', target: '#rollover.extended', actions: ['assignConfirmedDueDate', 'forgetIdempotencyKey'] },
              { guard: 'isExtensionFailed', target: '#rollover.comparing', actions: ['assignExtensionFailed', 'forgetIdempotencyKey'] },
              { target: 'waiting' },
            ],
            onError: 'waiting',
          },
        },
        waiting: {
          always: { guard: 'hasExhaustedPolls', target: 'gaveUp' },
          after: { pollDelay: { target: 'checking', actions: 'countPoll' } },
          // A borrower who has just paid the fee need not wait out the backoff; it uses no budget.
          on: { 'rollover.checkRequested': 'checking' },
        },
        gaveUp: {
          on: { 'rollover.checkRequested': { target: 'checking', actions: 'resetPolls' } },
        },
      },
    },
    extended: { type: 'final' },
  },
});

export type RolloverMachine = typeof rolloverMachine;
