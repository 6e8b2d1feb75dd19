import { assign, setup } from 'xstate';
import { DAY_MS, balance, toMajor, toMinor } from './pricing';
import { endOfLocalDay } from './marketDay';
import { KYC_STEPS, STEPS, StepCode, stepByCode } from './stepCodes';
import type { OrderContext, OrderEvent, OrderInput } from './orderLifecycle.types';

/**
 * The server-side order lifecycle (SPEC section 4). A new order walks the KYC steps in its `kycOrder`
 * (by default basicInfo(6) -> addition(11) -> identityOcr(12) -> question(17) -> bindCard(5)), then
 * finishLoading(19); a borrower whose KYC an earlier order finished (`kycCompletedAt`, set on
 * reaching 14 or 19, kept when that order was cancelled) starts at confirm(14). Either is submitted to
 * applying(1), then approved(18) or rejected(9); get-money moves it to lending(7), which
 * pays out to repaying(2) or fails to payFailed(10) until the card is edited; repaying may go overdue(3)
 * and ends in finished(4). Cancelling is possible until the money is requested. `order.jumped` moves
 * to any step code (QA). Nothing here reads a clock: every event says when it happened (`at`).
 * No state is `final`, so a jump can still leave finished/cancelled/rejected.
 */
export const OFFER_VALID_MS = DAY_MS;
export const REAPPLY_AFTER_MS = 30 * DAY_MS;
/** The reason a failed payout records when QA's event names none. */
export const DEFAULT_PAYOUT_FAILURE = 'bank account not supported';

const kycStep = (stepCode: number) => ({
  entry: 'recordStateEntered' as const,
  on: {
    'kyc.stepCompleted': {
      guard: { type: 'isStep' as const, params: { stepCode } },
      target: 'choosing',
      actions: { type: 'recordKycStep' as const, params: { stepCode } },
    },
  },
});
const kycStateOf = (stepCode: number) => stepByCode(stepCode)!.state.replace('kyc.', '');

/** The step after the one saved last in the order's KYC order (the first at the start); null after the last. */
export function nextKycStep(context: Pick<OrderContext, 'kycOrder' | 'lastKycStep'>): number | null {
  const order = context.kycOrder ?? KYC_STEPS;
  const last = context.lastKycStep ?? null;
  return order[last === null ? 0 : order.indexOf(last) + 1] ?? null;
}

/** A loan falls due at the end of its due date in the borrower's market. */
export function dueDayEnd(ms: number, context: Pick<OrderContext, 'market'>): number {
  return endOfLocalDay(ms, context.market ?? 'ng');
}

export const orderLifecycleMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
  },
  guards: {
    isStep: ({ event }, params: { stepCode: number }) => event.type === 'kyc.stepCompleted' && event.stepCode === params.stepCode,
    isJumpTo: ({ event }, params: { stepCode: number }) => event.type === 'order.jumped' && event.stepCode === params.stepCode,
    isNextKycStep: ({ context }, params: { stepCode: number }) => nextKycStep(context) === params.stepCode,
    isFullPayment: ({ context, event }) => {
      if (event.type !== 'order.paymentReceived') return false;
      const owed = balance(context.loanAmount, context.duration, context.dueAt, event.at, context.repaidAmount, context.extensionFees);
      return toMinor(event.amount) >= toMinor(owed.unrepaidAmount);
    },
  },
  actions: {
    recordStateEntered: assign({ stateEnteredAt: ({ event }) => event.at }),
    recordKycStep: assign((_, params: { stepCode: number }) => ({ lastKycStep: params.stepCode })),
    recordKycCompleted: assign({ kycCompletedAt: ({ context, event }) => context.kycCompletedAt ?? event.at }),
    chooseTerms: assign({
      loanAmount: ({ context, event }) => (event.type === 'order.submitted' && event.loanAmount) || context.loanAmount,
      duration: ({ context, event }) => (event.type === 'order.submitted' && event.duration) || context.duration,
    }),
    recordSubmission: assign({ submittedAt: ({ event }) => event.at }),
    recordApproval: assign({
      decisionAt: ({ event }) => event.at,
      approvedAt: ({ event }) => event.at,
      offerExpiresAt: ({ event }) => event.at + OFFER_VALID_MS,
    }),
    recordRejection: assign({
      decisionAt: ({ event }) => event.at,
      rejectedAt: ({ event }) => event.at,
      reapplyAt: ({ event }) => event.at + REAPPLY_AFTER_MS,
    }),
    recordLending: assign({ lendingAt: ({ event }) => event.at }),
    recordPayoutFailure: assign({
      payFailReason: ({ event }) => (event.type === 'order.payoutFailed' && event.reason) || DEFAULT_PAYOUT_FAILURE,
    }),
    clearPayoutFailure: assign({ payFailReason: null }),
    recordDisbursal: assign(({ context, event }) => {
      const disbursedAt = context.disbursedAt ?? event.at;
      return { disbursedAt, dueAt: context.dueAt ?? dueDayEnd(disbursedAt + context.duration * DAY_MS, context) };
    }),
    // QA's jump to repaying after the due date: a fresh term from now, as if just paid out.
    renewPassedDueDate: assign(({ context, event }) =>
      context.dueAt !== null && context.dueAt <= event.at ? { dueAt: dueDayEnd(event.at + context.duration * DAY_MS, context) } : {},
    ),
    // Forcing overdue before the due date moves the due date just behind now: one day late.
    recordOverdue: assign(({ context, event }) => {
      const dueAt = context.dueAt !== null && context.dueAt < event.at ? context.dueAt : event.at - 1;
      return { dueAt, disbursedAt: context.disbursedAt ?? dueAt - context.duration * DAY_MS };
    }),
    addPayment: assign({
      repaidAmount: ({ context, event }) =>
        event.type === 'order.paymentReceived' ? toMajor(toMinor(context.repaidAmount) + toMinor(event.amount)) : context.repaidAmount,
    }),
    extendDueDate: assign(({ context, event }) => {
      if (event.type !== 'order.extended') return {};
      return {
        dueAt: dueDayEnd(Math.max(context.dueAt ?? event.at, event.at) + event.days * DAY_MS, context),
        extensionFees: toMajor(toMinor(context.extensionFees) + toMinor(event.fee)),
        extensions: context.extensions + 1,
        extendedOverdue: Boolean(context.extendedOverdue) || (context.dueAt !== null && event.at > context.dueAt),
      };
    }),
    recordSettlement: assign(({ context, event }) => ({
      settledAt: event.at,
      repaidAmount: balance(context.loanAmount, context.duration, context.dueAt, event.at, context.repaidAmount, context.extensionFees)
        .totalDue,
    })),
    recordCancellation: assign({
      cancelledAt: ({ event }) => event.at,
      cancelReason: ({ event }) =>
        event.type === 'order.offerExpired' ? 'offerExpired' : (event.type === 'order.cancelled' && event.reason) || 'cancelledByUser',
    }),
  },
}).createMachine({
  id: 'orderLifecycle',
  context: ({ input }) => ({
    market: input.market,
    loanAmount: input.loanAmount,
    duration: input.duration,
    createdAt: input.at,
    stateEnteredAt: input.at,
    submittedAt: null,
    decisionAt: null,
    approvedAt: null,
    rejectedAt: null,
    lendingAt: null,
    offerExpiresAt: null,
    disbursedAt: null,
    dueAt: null,
    settledAt: null,
    cancelledAt: null,
    cancelReason: null,
    reapplyAt: null,
    payFailReason: null,
    repaidAmount: 0,
    extensionFees: 0,
    extensions: 0,
    kycOrder: input.kycOrder ?? KYC_STEPS,
    lastKycStep: null,
    kycCompletedAt: null,
  }),
  initial: 'kyc',
  on: {
    'order.jumped': STEPS.map((step) => ({
      guard: { type: 'isJumpTo' as const, params: { stepCode: step.code } },
      target: `.${step.state}`,
      // Repaying with a due date already passed would fall overdue again at the next read.
      actions: step.code === StepCode.Repaying ? ('renewPassedDueDate' as const) : [],
    })),
  },
  states: {
    kyc: {
      initial: 'choosing',
      on: {
        'order.kycCompleted': '.confirm',
        'order.cancelled': '#orderLifecycle.cancelled',
      },
      states: {
        // The next step in the order's KYC order; after the last, the device data.
        choosing: {
          always: [
            ...KYC_STEPS.map((stepCode) => ({
              guard: { type: 'isNextKycStep' as const, params: { stepCode } },
              target: kycStateOf(stepCode),
            })),
            { target: 'finishLoading' },
          ],
        },
        basicInfo: kycStep(StepCode.BasicInfo),
        addition: kycStep(StepCode.Addition),
        identityOcr: kycStep(StepCode.IdentityOCR),
        question: kycStep(StepCode.Question),
        bindCard: kycStep(StepCode.BindCard),
        // A repeat borrower's order starts here, and completeKyc ends here.
        confirm: {
          entry: ['recordStateEntered', 'recordKycCompleted'],
          on: { 'order.submitted': { target: '#orderLifecycle.applying', actions: 'chooseTerms' } },
        },
        // A first order's last step (SPEC section 4's third-party data upload, behind the permissions
        // disclosure of section 6); the app then shows the loan confirmation, which submits it like 14.
        finishLoading: {
          entry: ['recordStateEntered', 'recordKycCompleted'],
          on: { 'order.submitted': { target: '#orderLifecycle.applying', actions: 'chooseTerms' } },
        },
      },
    },
    applying: {
      entry: ['recordStateEntered', 'recordSubmission'],
      on: { 'order.approved': 'approved', 'order.rejected': 'rejected' },
    },
    approved: {
      entry: ['recordStateEntered', 'recordApproval'],
      on: {
        'order.moneyRequested': 'lending',
        'order.cancelled': 'cancelled',
        'order.offerExpired': 'cancelled',
      },
    },
    lending: {
      entry: ['recordStateEntered', 'recordLending'],
      on: { 'order.disbursed': 'repaying', 'order.payoutFailed': 'payFailed' },
    },
    payFailed: {
      entry: ['recordStateEntered', 'recordPayoutFailure'],
      exit: 'clearPayoutFailure',
      on: {
        'order.bankCardUpdated': 'lending',
        'kyc.stepCompleted': { guard: { type: 'isStep', params: { stepCode: StepCode.BindCard } }, target: 'lending' },
      },
    },
    repaying: {
      entry: ['recordStateEntered', 'recordDisbursal'],
      on: {
        'order.overdue': 'overdue',
        'order.settled': 'finished',
        'order.paymentReceived': [{ guard: 'isFullPayment', target: 'finished', actions: 'addPayment' }, { actions: 'addPayment' }],
        'order.extended': { actions: 'extendDueDate' },
      },
    },
    overdue: {
      entry: ['recordStateEntered', 'recordOverdue'],
      on: {
        'order.settled': 'finished',
        'order.paymentReceived': [{ guard: 'isFullPayment', target: 'finished', actions: 'addPayment' }, { actions: 'addPayment' }],
        'order.extended': { target: 'repaying', actions: 'extendDueDate' },
      },
    },
    finished: { entry: ['recordStateEntered', 'recordSettlement'] },
    cancelled: { entry: ['recordStateEntered', 'recordCancellation'] },
    rejected: { entry: ['recordStateEntered', 'recordRejection'] },
  },
});
