import type { SubmitError, SubmitOutcome } from '../shared/submitError';

export type { SubmitError, SubmitOutcome };

/** The reasons the app has its own words for (ui/loan/loanMessages.ts `cancelReasonLabel`). */
export const KNOWN_CANCEL_REASONS = ['noLongerNeeded', 'amountTooLow', 'costTooHigh', 'foundAnotherLoan', 'other'] as const;
export type KnownCancelReason = (typeof KNOWN_CANCEL_REASONS)[number];

export interface CancelReason {
  code: string;
  /** The server's label in the borrower's language; ui/ prefers its own words for known codes. */
  label: string | null;
}

export type CancelCheckOutcome =
  | { ok: true; canCancel: boolean; orderNo: string | null; stepCode: number | null; reasons: readonly CancelReason[] }
  | { ok: false; code: number; msg: string };

export interface CancelInput {
  orderNo: string;
  reason: string;
  /** At step 18 (approved, money not asked for yet) the offer is declined with cancel-draw-money. */
  declineOffer: boolean;
  /** One key per cancellation: a retry after a lost answer gets the server's first answer again. */
  idempotencyKey: string;
}

/** After a lost answer: whether the order sent for is cancelled now (FAULTS F2). */
export interface CancelledCheckInput {
  orderNo: string;
}
export interface CancelledCheck {
  cancelled: boolean;
}

export type CancellationErrorCode = 'reasonRequired';

export interface CancellationContext {
  orderNo: string | null;
  stepCode: number | null;
  reasons: readonly CancelReason[];
  reason: string | null;
  error: SubmitError | null;
  errorCode: CancellationErrorCode | null;
  /** Kept after a lost answer, so the retry is the same request; dropped once the server answers. */
  idempotencyKey: string | null;
}

export type CancellationEvent =
  | { type: 'cancel.reasonChosen'; reason: string }
  | { type: 'cancel.submitted' }
  | { type: 'cancel.retryRequested' };
