import type { ProductInfo } from '../../services/api/endpoints/loan';
import type { FollowOutcome } from '../order/order.follow';
import type { SubmitError, SubmitOutcome } from '../shared/submitError';

export type { FollowOutcome, ProductInfo, SubmitError, SubmitOutcome };

export type OfferOutcome = { ok: true; offer: ProductInfo } | { ok: false; code: number; msg: string };

/** The offer read's answer, kept while the latest order is read: the order decides whether it matters. */
export type OfferRead = { ok: true; offer: ProductInfo } | { ok: false; error: SubmitError };

export type ConfirmErrorCode = 'agreementRequired';

export interface ConfirmBorrowContext {
  offer: ProductInfo | null;
  offerRead: OfferRead | null;
  /** The latest order's step, read as the screen opens: the offer's own when the offer leaves it out. */
  latestStep: number | null;
  /** The latest order's number: the one Get money names when the offer leaves it out. */
  latestOrderNo: string | null;
  agreementAccepted: boolean;
  /** One key for this confirmation; reused on retry so the money is asked for once. */
  idempotencyKey: string | null;
  error: SubmitError | null;
  errorCode: ConfirmErrorCode | null;
}

export type ConfirmBorrowEvent =
  | { type: 'confirm.agreementToggled'; accepted: boolean }
  | { type: 'confirm.submitted' }
  | { type: 'confirm.retryRequested' };

export interface RequestMoneyInput {
  orderNo: string;
  loanAmount: number | null;
  duration: number | null;
  idempotencyKey: string;
}
