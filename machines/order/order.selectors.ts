import type { SnapshotFrom } from 'xstate';
import { HOME_ACTIONS, type HomeAction } from '../../services/orders/homeStatus';
import { maskAccount, toAmount, toCalendarDayOrMs, toEpochMs } from '../../services/orders/orderValues';
import { routeForStep, StepCode, stepInfo, type HomeStatus, type OrderDisplayStatus } from '../../services/orders/stepCodes';
import { ORDER_TIMING, REAPPLY_AFTER_DAYS } from '../../services/orders/timing';
import type { orderMachine } from './order.machine';
import { homeStatusOf, reapplyAt } from './order.rules';
import type { SubmitError } from '../shared/submitError';
import type { LoanOrder, OrderErrorCode, PayoutBankList } from './order.types';

export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;
export type { HomeAction, HomeStatus, OrderDisplayStatus };
export { HOME_ACTIONS, REAPPLY_AFTER_DAYS };

export type HomePhase = 'visitor' | 'loading' | 'failed' | 'unknownStep' | 'order' | 'editingCard';

export function selectHomePhase(snapshot: OrderSnapshot): HomePhase {
  if (snapshot.matches('visitor')) return 'visitor';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('unknownStep')) return 'unknownStep';
  if (snapshot.matches({ payFailed: 'editing' })) return 'editingCard';
  if (snapshot.matches('loading') || snapshot.matches('starting') || snapshot.matches('routing')) return 'loading';
  return 'order';
}

export const selectOrder = (snapshot: OrderSnapshot): LoanOrder | null => snapshot.context.order;
export const selectErrorCode = (snapshot: OrderSnapshot): OrderErrorCode | null => snapshot.context.errorCode;
/** Why the order could not be read or the payout account saved: a fault, or the server's refusal and words. */
export const selectRequestError = (snapshot: OrderSnapshot): SubmitError | null => snapshot.context.requestError;
export const selectCheckedAt = (snapshot: OrderSnapshot): number | null => snapshot.context.checkedAt;
export const selectIsBusy = (snapshot: OrderSnapshot): boolean => snapshot.hasTag('busy');
export const selectCanAct = (snapshot: OrderSnapshot): boolean => snapshot.can({ type: 'order.primaryActionRequested' });
export const selectCanSubmitCard = (snapshot: OrderSnapshot): boolean =>
  snapshot.can({ type: 'order.cardSubmitted' });
export const selectCardDraft = (snapshot: OrderSnapshot) => snapshot.context.cardDraft;
/** Whether the new payout account comes with a choice of bank (Nigeria; a CLABE names its bank). */
export const selectPicksPayoutBank = (snapshot: OrderSnapshot): boolean => snapshot.context.bankAccountKind === 'nuban';
/** The banks to choose from; null while they load. */
export const selectPayoutBanks = (snapshot: OrderSnapshot): PayoutBankList | null => snapshot.context.payoutBanks;
export const selectIsPolling = (snapshot: OrderSnapshot): boolean =>
  (snapshot.matches('assessing') || snapshot.matches('disbursing')) && !selectIsStalled(snapshot);
/** Waiting ran out of checks: the view says so and offers Check again. */
export function selectIsStalled(snapshot: OrderSnapshot): boolean {
  return snapshot.matches({ assessing: 'stalled' }) || snapshot.matches({ disbursing: 'stalled' });
}
/** Why the last background check failed (null: it was answered), to say the connection is the problem. */
export const selectPollFault = (snapshot: OrderSnapshot): SubmitError | null => snapshot.context.pollFault;
/** The server cancelled the approved offer because 24 h passed without Get money (FAULTS F28). */
export const selectOfferExpired = (snapshot: OrderSnapshot): boolean =>
  snapshot.context.order?.stepCode === StepCode.Cancel && snapshot.context.order.cancelReason === 'offerExpired';

export interface HomeView {
  status: HomeStatus;
  action: HomeAction;
}

/** Home status and its one button; null while there is no order view (visitor, loading, errors). */
export function homeViewOf(order: LoanOrder | null, checkedAt: number | null): HomeView | null {
  const status = homeStatusOf(order, checkedAt);
  return status === null ? null : { status, action: HOME_ACTIONS[status] };
}

export function displayStatusOf(order: LoanOrder): OrderDisplayStatus | null {
  return stepInfo(order.stepCode)?.display ?? null;
}

/** Where an order still open goes on (repay, the next KYC step, the review); null for one that is over. */
export function continueRouteOf(order: LoanOrder): string | null {
  return routeForStep(order.stepCode);
}

export { reapplyAt };

export interface TimelineEntry {
  /** What happened or will happen; the view maps it to words. */
  kind: 'submitted' | 'expectedDecision' | 'latestDecision' | 'approved' | 'expectedDeposit' | 'usualDeposit' | 'latestDeposit';
  at: number;
  /** Done already (past) or still to come. */
  done: boolean;
}

/** What happens next during assessment, from the order's own times (SPEC sections 4 and 9). */
export function assessmentTimeline(order: LoanOrder, now: number): TimelineEntry[] {
  const submitted = toEpochMs(order.submittedAt) ?? toEpochMs(order.createdAt);
  if (submitted === null) return [];
  const expected = submitted + ORDER_TIMING.assessTypicalMs;
  const latest = submitted + ORDER_TIMING.assessMaxMs;
  return [
    { kind: 'submitted', at: submitted, done: true },
    { kind: 'expectedDecision', at: expected, done: now >= expected },
    { kind: 'latestDecision', at: latest, done: now >= latest },
  ];
}

/** What happens next during disbursal: deposit in 10-60 minutes, at the latest 8 hours. */
export function disbursalTimeline(order: LoanOrder): TimelineEntry[] {
  const started = toEpochMs(order.lendingAt) ?? toEpochMs(order.approvedAt) ?? toEpochMs(order.createdAt);
  if (started === null) return [];
  return [
    { kind: 'approved', at: started, done: true },
    { kind: 'expectedDeposit', at: started + ORDER_TIMING.disburseTypicalMs, done: false },
    { kind: 'usualDeposit', at: started + ORDER_TIMING.disburseUsualMaxMs, done: false },
    { kind: 'latestDeposit', at: started + ORDER_TIMING.disburseMaxMs, done: false },
  ];
}

/** The deposit is past its promised 8 hours: say so and offer support (the timeline alone would read as on its way). */
export function isDisbursalLate(order: LoanOrder, now: number): boolean {
  const started = toEpochMs(order.lendingAt) ?? toEpochMs(order.approvedAt) ?? toEpochMs(order.createdAt);
  return started !== null && now > started + ORDER_TIMING.disburseMaxMs;
}

/** Assessment is past its promised 24 hours: say so and offer support. */
export function isAssessmentLate(order: LoanOrder, now: number): boolean {
  const submitted = toEpochMs(order.submittedAt) ?? toEpochMs(order.createdAt);
  return submitted !== null && now > submitted + ORDER_TIMING.assessMaxMs;
}

export interface OrderAmounts {
  loanAmount: number | null;
  disbursalAmount: number | null;
  repayAmount: number | null;
  unrepaidAmount: number | null;
  /** A calendar day as sent, or a moment in ms. */
  dueDate: string | number | null;
}

export function amountsOf(order: LoanOrder): OrderAmounts {
  return {
    loanAmount: toAmount(order.loanAmount),
    disbursalAmount: toAmount(order.disbursalAmount),
    repayAmount: toAmount(order.repayAmount),
    unrepaidAmount: toAmount(order.unrepaidAmount),
    dueDate: toCalendarDayOrMs(order.dueDate),
  };
}

export const maskedAccountOf = (order: LoanOrder): string | null => maskAccount(order.bankAccount);

/** Until when an approved offer may be taken (sandbox `offerExpiresAt`); null when not said. */
export function offerExpiresAtOf(order: LoanOrder): number | null {
  const value = (order as Record<string, unknown>).offerExpiresAt;
  return typeof value === 'number' || typeof value === 'string' ? toEpochMs(value) : null;
}
