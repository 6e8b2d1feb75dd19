import { assign, not, setup } from 'xstate';
import type { RepayDetail } from '../../services/api/endpoints/repay';
import { isKnownStepCode, StepCode } from '../../services/orders/stepCodes';
import { keyNotProvided, type NewKey } from '../shared/idempotencyKey';
import { notProvided } from '../shared/notProvided';
import { repayFault } from './repayError';
import type {
  DetailOutcome,
  PayableMethod,
  OpenedGateway,
  PrepareInput,
  PrepareOutcome,
  RepaymentContext,
  RepaymentEvent,
  RepaymentInput,
  StartUnderway,
} from './repayment.types';

/**
 * Repaying one order: loading -> ready (detail and methods) -> preparing (the method's account,
 * reference or gateway link) -> instructing -> awaiting (pending: polls the detail with backoff)
 * -> paidOff (or, for an order with nothing to repay, notRepayable); a balance changed elsewhere
 * (a coupon) is read again, and while a method is being prepared or shown it sends the borrower
 * back to the methods. Invariant: only the server's step
 * code 4 (Finish) leads to paidOff; a borrower coming back from a gateway, even one that says
 * "cancelled", lands in awaiting (FAULTS F50), also when coming back loads the page again (the
 * opened gateway is kept by the wiring). Polling is bounded (POLL_LIMIT) with a way out (check
 * again, other methods). Starting a gateway payment or an account is keyed: a fault keeps the key,
 * so choosing the same method again replays that start instead of making a second one (FAULTS F2);
 * a reload keeps it too (input `startUnderway`, startUnderway.ts), until a start is answered.
 */
export const FINISHED_STEP = 4;
/** The only steps with money to repay. */
const REPAYABLE_STEPS: readonly number[] = [StepCode.Repaying, StepCode.Overdued];
export const POLL_LIMIT = 20;
/** 3 s, doubling, at most 60 s: twenty checks span about 16 minutes ("reflects within 15 minutes"). */
export function pollBackoffMs(attempt: number): number {
  return Math.min(3_000 * 2 ** attempt, 60_000);
}

/** The gateway page the instructions show, as the screen keeps it once the borrower opens it. */
function openedGatewayOf(context: RepaymentContext): OpenedGateway | null {
  return context.instructions?.kind === 'gateway' && context.method
    ? { orderNo: context.orderNo, method: context.method, payOrderId: context.instructions.payOrderId }
    : null;
}

const dropHeldGateway = {
  type: 'dropOpenedGateway',
  params: ({ context }: { context: RepaymentContext }) => ({ held: context.openedGateway !== null }),
} as const;

/**
 * A coupon whose answer lands once a method is chosen: the start, or the instructions, are for the
 * old amount. Back to the methods with the balance read again; the next start is a new intent with a
 * new key. The repay screen does not let a method start while a coupon's use is on its way; this is
 * the machine's own guarantee.
 */
const balanceChangedUnderMethod = {
  target: '#repayment.ready.refreshing',
  actions: ['forgetIdempotencyKey', 'forgetMethod'],
} as const;

/** Actor outcomes arrive as `xstate.done.actor.*` / `xstate.error.actor.*` events. */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const errorOf = (event: unknown): unknown => (event as { error: unknown }).error;
const detailOf = (event: unknown): RepayDetail | null => {
  const output = outputOf<DetailOutcome>(event);
  return output.ok ? output.detail : null;
};

/** The methods whose start creates something at a gateway (a payment order, an account), so carries a key. */
export const KEYED_METHODS: readonly PayableMethod[] = ['cardGateway', 'payLink', 'reservedAccount', 'dedicatedAccount'];

/**
 * Provided by the wiring (and tests): the key of the chosen method's start, made by `newKey` unless
 * a retry of the same method holds one; none for a method that only reads.
 */
export const repaymentKeyActions = (newKey: NewKey) => ({
  ensureIdempotencyKey: assign<RepaymentContext, RepaymentEvent, undefined, RepaymentEvent, never>(({ context }) => ({
    idempotencyKey: context.method && KEYED_METHODS.includes(context.method) ? (context.idempotencyKey ?? keptKeyFor(context) ?? newKey()) : null,
  })),
});

/** The key of a start a reload left unanswered, if this is the same start again: method, order and balance. */
function keptKeyFor(context: RepaymentContext): string | null {
  const kept = context.startUnderway;
  return kept && kept.method === context.method && isStartForThisBalance(kept, context) ? kept.idempotencyKey : null;
}

/** A kept start still names this order and what it owes (unknown until the detail is read). */
export function isStartForThisBalance(kept: StartUnderway, context: Pick<RepaymentContext, 'orderNo' | 'detail'>): boolean {
  const sameOrder = kept.orderNo === null || context.orderNo === null || kept.orderNo === context.orderNo;
  const owed = context.detail?.unrepaidAmount ?? null;
  return sameOrder && (owed === null || kept.unrepaidAmount === owed);
}

export const repaymentMachine = setup({
  types: {
    context: {} as RepaymentContext,
    events: {} as RepaymentEvent,
    input: {} as RepaymentInput,
  },
  actors: {
    loadDetail: notProvided<DetailOutcome, { orderNo: string | null; silent: boolean }>('loadDetail'),
    prepareMethod: notProvided<PrepareOutcome, PrepareInput>('prepareMethod'),
    checkPayment: notProvided<DetailOutcome, { orderNo: string; payOrderId: string | null; method: PayableMethod | null }>(
      'checkPayment',
    ),
    copyText: notProvided<boolean, { text: string }>('copyText'),
  },
  guards: {
    isRefused: ({ event }) => !outputOf<DetailOutcome | PrepareOutcome>(event).ok,
    isFinished: ({ event }) => detailOf(event)?.stepCode === FINISHED_STEP,
    // No loan at all, or an order being assessed, cancelled, refused or whose payout failed: no money was lent to repay.
    // A step the app does not know yet is not one of those: the balance the server sent is shown, with the ways to pay.
    isNotRepayable: ({ event }) => {
      const output = outputOf<DetailOutcome>(event);
      if (!output.ok) return false;
      const step = output.detail?.stepCode;
      return (
        output.detail === null ||
        (typeof step === 'number' && isKnownStepCode(step) && step !== FINISHED_STEP && !REPAYABLE_STEPS.includes(step))
      );
    },
    hasInitialMethod: ({ context }) => context.initialMethod !== null,
    // For the order just loaded: a screen without an order number learns it only now.
    wasGatewayOpened: ({ context, event }) => {
      const opened = context.openedGateway;
      const orderNo = detailOf(event)?.orderNo;
      return opened !== null && (opened.orderNo === null || !orderNo || opened.orderNo === orderNo);
    },
    isGatewayShown: ({ context }) => context.instructions?.kind === 'gateway',
    /** The borrower opened the payment page: this screen now waits for that payment (FAULTS F50). */
    isGatewayPageOpened: ({ context }) => context.openedGateway !== null,
    /** More repaid and something still owed: a balance at zero whose step is not "finished" yet is still settling. */
    hasNewPartialPayment: ({ context, event }) => {
      const detail = detailOf(event);
      const repaid = detail?.repaidAmount ?? null;
      const left = detail?.unrepaidAmount ?? null;
      const before = context.detail?.repaidAmount ?? null;
      return repaid !== null && before !== null && repaid > before && left !== null && left > 0;
    },
    hasExhaustedPolls: ({ context }) => context.pollAttempts >= POLL_LIMIT,
  },
  actions: {
    assignDetail: assign({
      detail: ({ event }) => detailOf(event),
      orderNo: ({ context, event }) => detailOf(event)?.orderNo || context.orderNo,
      error: null,
    }),
    assignRefusal: assign({
      error: ({ event }) => {
        const output = outputOf<DetailOutcome | PrepareOutcome>(event);
        return output.ok ? null : output.error;
      },
    }),
    assignFault: assign({ error: ({ event }) => repayFault(errorOf(event)) }),
    chooseInitialMethod: assign({ method: ({ context }) => context.initialMethod }),
    rememberInitialMethod: assign({
      initialMethod: ({ context, event }) => (event.type === 'repayment.methodChosen' ? event.method : context.initialMethod),
    }),
    chooseMethod: assign({
      method: ({ event }) => (event.type === 'repayment.methodChosen' ? event.method : null),
      // Another method is another intent: the key a fault left behind belongs to the one before.
      idempotencyKey: ({ context, event }) =>
        event.type === 'repayment.methodChosen' && event.method === context.method ? context.idempotencyKey : null,
      instructions: null,
      error: null,
      notice: null,
    }),
    ...repaymentKeyActions(keyNotProvided),
    forgetIdempotencyKey: assign({ idempotencyKey: null, startUnderway: null }),
    assignInstructions: assign({
      instructions: ({ event }) => {
        const output = outputOf<PrepareOutcome>(event);
        return output.ok ? output.instructions : null;
      },
    }),
    forgetMethod: assign({ method: null, instructions: null, notice: null }),
    /** Platform: the wiring keeps the opened gateway page across a reload, or drops it. */
    storeOpenedGateway: (_, _params: { opened: OpenedGateway | null }) => undefined,
    /** `held`: this screen took the kept page up; a method's own screen never loads it, so leaves it. */
    dropOpenedGateway: (_, _params: { held: boolean }) => undefined,
    noteOpenedGateway: assign({ openedGateway: ({ context }) => openedGatewayOf(context) }),
    // "I have paid" after a method without a gateway page: the payment to wait for has no payment order.
    notePaymentStarted: assign({
      openedGateway: ({ context }) =>
        context.openedGateway ??
        openedGatewayOf(context) ??
        (context.method ? { orderNo: context.orderNo, method: context.method, payOrderId: null } : null),
    }),
    forgetOpenedGateway: assign({ openedGateway: null }),
    resumeOpenedGateway: assign({ method: ({ context }) => context.openedGateway?.method ?? null }),
    noteCopied: assign({ notice: ({ event }) => (outputOf<boolean>(event) ? 'copied' : 'copyFailed') }),
    noteCopyFailed: assign({ notice: 'copyFailed' }),
    notePartialPayment: assign({ notice: 'partialReceived' }),
    clearNotice: assign({ notice: null }),
    resetPolls: assign({ pollAttempts: 0 }),
    countPoll: assign({ pollAttempts: ({ context }) => context.pollAttempts + 1 }),
  },
  delays: {
    pollDelay: ({ context }) => pollBackoffMs(context.pollAttempts),
  },
}).createMachine({
  id: 'repayment',
  context: ({ input }) => ({
    orderNo: input.orderNo?.trim() || null,
    initialMethod: input.method ?? null,
    detail: null,
    method: null,
    instructions: null,
    error: null,
    notice: null,
    pollAttempts: 0,
    idempotencyKey: null,
    openedGateway: input.openedGateway ?? null,
    // Used only while it fits this order and balance (`isStartForThisBalance`).
    startUnderway: input.startUnderway ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      // A method's own screen may name its method before the detail has arrived.
      on: { 'repayment.methodChosen': { actions: 'rememberInitialMethod' } },
      invoke: {
        src: 'loadDetail',
        input: ({ context }) => ({ orderNo: context.orderNo, silent: false }),
        onDone: [
          { guard: 'isRefused', target: 'failed', actions: 'assignRefusal' },
          { guard: 'isFinished', target: 'paidOff', actions: 'assignDetail' },
          // A stale link or Back to an order with nothing to repay: no balance, no methods to pay with.
          { guard: 'isNotRepayable', target: 'notRepayable', actions: dropHeldGateway },
          // Loaded again after opening a gateway page (Back, its return link): still pending (F50).
          { guard: 'wasGatewayOpened', target: 'awaiting', actions: ['assignDetail', 'resumeOpenedGateway'] },
          { guard: 'hasInitialMethod', target: 'preparing', actions: ['assignDetail', 'chooseInitialMethod', 'ensureIdempotencyKey'] },
          { target: 'ready', actions: 'assignDetail' },
        ],
        onError: { target: 'failed', actions: 'assignFault' },
      },
    },
    failed: {
      on: { 'repayment.retryRequested': 'loading' },
    },
    ready: {
      // Back at the methods: a gateway page opened earlier is no longer what this screen waits for.
      entry: [dropHeldGateway, 'forgetOpenedGateway'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'repayment.methodChosen': { target: '#repayment.preparing', actions: ['chooseMethod', 'ensureIdempotencyKey'] },
            // A new balance is a new amount to pay: a start a fault left unanswered was for the old one.
            'repayment.balanceChanged': { target: 'refreshing', actions: 'forgetIdempotencyKey' },
          },
        },
        // Something else paid towards the order (a coupon): read the balance again, quietly. No
        // method meanwhile: its start and the "part of your payment" check need the new balance.
        refreshing: {
          on: { 'repayment.balanceChanged': { target: 'refreshing', reenter: true } },
          invoke: {
            src: 'loadDetail',
            input: ({ context }) => ({ orderNo: context.orderNo, silent: true }),
            onDone: [
              // The balance shown stays; a refusal or a fault here is no news about the loan.
              { guard: 'isRefused', target: 'idle' },
              { guard: 'isFinished', target: '#repayment.paidOff', actions: 'assignDetail' },
              { target: 'idle', actions: 'assignDetail' },
            ],
            onError: 'idle',
          },
        },
      },
    },
    preparing: {
      // moneyPost: the shell asks before Back leaves while a payment is being started (FAULTS F8).
      tags: ['busy', 'moneyPost'],
      on: { 'repayment.balanceChanged': balanceChangedUnderMethod },
      invoke: {
        src: 'prepareMethod',
        input: ({ context }) => ({
          orderNo: context.orderNo ?? '',
          method: context.method as PayableMethod,
          idempotencyKey: context.idempotencyKey,
        }),
        // The server answered (even "no", or a stored answer a replay would only repeat): the next try is a new start.
        onDone: [
          { guard: 'isRefused', target: 'ready', actions: ['assignRefusal', 'forgetIdempotencyKey'] },
          { target: 'instructing', actions: ['assignInstructions', 'forgetIdempotencyKey'] },
        ],
        // Outcome unknown: the key stays, so choosing the same method again replays this start.
        onError: { target: 'ready', actions: 'assignFault' },
      },
    },
    instructing: {
      initial: 'idle',
      on: {
        // "I have paid", or back from the gateway page (focus / visibilitychange): kept over a reload.
        'repayment.returned': {
          target: 'awaiting',
          actions: [
            'clearNotice',
            'notePaymentStarted',
            { type: 'storeOpenedGateway', params: ({ context }) => ({ opened: context.openedGateway }) },
          ],
        },
        'repayment.gatewayOpened': {
          guard: 'isGatewayShown',
          actions: [
            'noteOpenedGateway',
            { type: 'storeOpenedGateway', params: ({ context }) => ({ opened: context.openedGateway }) },
          ],
        },
        'repayment.methodsShown': { target: 'ready', actions: 'forgetMethod' },
        // Once the payment page is open, coming back from it still leads to the pending checks.
        'repayment.balanceChanged': { guard: not('isGatewayPageOpened'), ...balanceChangedUnderMethod },
      },
      states: {
        idle: {
          on: { 'repayment.copyRequested': 'copying' },
        },
        copying: {
          invoke: {
            src: 'copyText',
            input: ({ event }) => ({ text: event.type === 'repayment.copyRequested' ? event.text : '' }),
            onDone: { target: 'idle', actions: 'noteCopied' },
            onError: { target: 'idle', actions: 'noteCopyFailed' },
          },
        },
      },
    },
    awaiting: {
      entry: 'resetPolls',
      initial: 'checking',
      on: {
        'repayment.methodsShown': { target: 'ready', actions: 'forgetMethod' },
      },
      states: {
        checking: {
          invoke: {
            src: 'checkPayment',
            input: ({ context }) => ({
              orderNo: context.orderNo ?? '',
              payOrderId: context.instructions?.kind === 'gateway' ? context.instructions.payOrderId : (context.openedGateway?.payOrderId ?? null),
              method: context.method,
            }),
            onDone: [
              { guard: 'isRefused', target: 'waiting' },
              { guard: 'isFinished', target: '#repayment.paidOff', actions: 'assignDetail' },
              {
                guard: 'hasNewPartialPayment',
                target: '#repayment.ready',
                actions: ['assignDetail', 'forgetMethod', 'notePartialPayment'],
              },
              { target: 'waiting', actions: 'assignDetail' },
            ],
            // A failed check is not a verdict on the payment: keep waiting (bounded).
            onError: 'waiting',
          },
        },
        waiting: {
          always: { guard: 'hasExhaustedPolls', target: 'gaveUp' },
          after: { pollDelay: { target: 'checking', actions: 'countPoll' } },
          on: { 'repayment.checkRequested': 'checking' },
        },
        gaveUp: {
          on: { 'repayment.checkRequested': { target: 'checking', actions: 'resetPolls' } },
        },
      },
    },
    paidOff: { type: 'final', entry: [dropHeldGateway, 'forgetOpenedGateway'] },
    notRepayable: { type: 'final' },
  },
});

export type RepaymentMachine = typeof repaymentMachine;
