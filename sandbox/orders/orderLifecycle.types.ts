import type { Market } from '../phone';
/** What the lifecycle machine keeps per order. Times are ms on the user's clock; money in major units. */
export interface OrderContext {
  /** Whose calendar the due date follows; missing on orders stored before it was kept (Nigeria's then). */
  market?: Market;
  loanAmount: number;
  duration: number;
  createdAt: number;
  stateEnteredAt: number;
  submittedAt: number | null;
  decisionAt: number | null;
  approvedAt: number | null;
  rejectedAt: number | null;
  lendingAt: number | null;
  offerExpiresAt: number | null;
  disbursedAt: number | null;
  dueAt: number | null;
  settledAt: number | null;
  cancelledAt: number | null;
  cancelReason: string | null;
  reapplyAt: number | null;
  payFailReason: string | null;
  repaidAmount: number;
  extensionFees: number;
  extensions: number;
  /** An extension came after the due date: the loan went overdue, whatever the due date says now. Missing on orders stored before it was kept. */
  extendedOverdue?: boolean;
  /** The order the KYC steps are asked in; missing on orders stored before it was kept (KYC_STEPS then). */
  kycOrder?: readonly number[];
  /** The KYC step saved last, so the next one in `kycOrder` comes; null before the first. */
  lastKycStep?: number | null;
  /**
   * When the order first reached Confirm (14) or FinishLoading (19): the borrower's KYC is done, and a
   * later order skips it even when this one was cancelled unsubmitted. Missing on orders stored before it was kept.
   */
  kycCompletedAt?: number | null;
}

export interface OrderInput {
  market: Market;
  /** The KYC steps' order; KYC_STEPS when left out. */
  kycOrder?: readonly number[];
  loanAmount: number;
  duration: number;
  at: number;
}

/** Every event carries `at`: when it happened on the user's clock (timed steps use their due time). */
export type OrderEvent =
  | { type: 'kyc.stepCompleted'; stepCode: number; at: number }
  | { type: 'order.kycCompleted'; at: number }
  | { type: 'order.submitted'; at: number; loanAmount?: number; duration?: number }
  | { type: 'order.approved'; at: number }
  | { type: 'order.rejected'; at: number }
  | { type: 'order.moneyRequested'; at: number }
  | { type: 'order.disbursed'; at: number }
  | { type: 'order.payoutFailed'; at: number; reason?: string }
  | { type: 'order.bankCardUpdated'; at: number }
  | { type: 'order.overdue'; at: number }
  | { type: 'order.paymentReceived'; at: number; amount: number }
  | { type: 'order.settled'; at: number }
  | { type: 'order.extended'; at: number; days: number; fee: number }
  | { type: 'order.cancelled'; at: number; reason?: string }
  | { type: 'order.offerExpired'; at: number }
  | { type: 'order.jumped'; at: number; stepCode: number };

export type OrderEventType = OrderEvent['type'];

/** An event whose `at` is filled in with the user's clock when it is sent. */
export type OrderEventInput = OrderEvent extends infer E ? (E extends OrderEvent ? Omit<E, 'at'> & { at?: number } : never) : never;
