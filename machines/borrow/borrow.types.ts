import type { SubmitError, SubmitOutcome } from '../shared/submitError';
import type { FollowOutcome } from '../order/order.follow';

export type { FollowOutcome, SubmitError, SubmitOutcome };

export interface LoanTerms {
  amounts: readonly number[];
  durations: readonly number[];
  defaultDuration: number | null;
}

export type TermsOutcome = { ok: true; terms: LoanTerms } | { ok: false; code: number; msg: string };

/**
 * Refusals the latest order explains better than any message (sandbox codes): an order already in
 * progress (1102) is the one to continue; a rejection within 30 days (1106) is shown at home, with
 * the date from which the borrower can apply again.
 */
export const ORDER_IN_PROGRESS = 1102;
export const REAPPLY_TOO_SOON = 1106;

/** The amount and term the borrower chose. */
export interface ChosenTerms {
  loanAmount: number;
  duration: number;
  /**
   * Kept from Apply until it is answered: a reload meanwhile loses the answer (FAULTS F2), so the
   * screen reads the latest order first, and applies again, if it must, with this key.
   */
  idempotencyKey?: string;
}

/** A choice kept from an earlier visit (`borrow.typed.ts`): used again if it is still offered. */
export interface BorrowInput {
  chosen?: ChosenTerms | null;
}

export interface BorrowContext {
  terms: LoanTerms | null;
  loanAmount: number | null;
  duration: number | null;
  /** One key per intent (these terms): reused on retry so the server never makes two orders. */
  idempotencyKey: string | null;
  error: SubmitError | null;
}

export type BorrowEvent =
  | { type: 'borrow.amountChosen'; amount: number }
  | { type: 'borrow.durationChosen'; duration: number }
  | { type: 'borrow.applyRequested' }
  | { type: 'borrow.retryRequested' };

export interface ApplyInput {
  loanAmount: number;
  duration: number;
  idempotencyKey: string;
}
