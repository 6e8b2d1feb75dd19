import type { Amount, Coupon } from '../../services/api/endpoints/repay';
import type { RepayError } from '../repayment/repayment.types';

export interface CouponsSummary {
  coupons: Coupon[];
  /** Lucky-draw chances left; the draw is shown only when the server says so. */
  drawChances: number;
  showDraw: boolean;
}

export type SummaryOutcome = { ok: true; summary: CouponsSummary } | { ok: false; error: RepayError };
export type DrawOutcome = { ok: true; prize: Coupon | null } | { ok: false; error: RepayError };
export type UseOutcome = { ok: true; unrepaidAmount: Amount } | { ok: false; error: RepayError };

export interface CouponsInput {
  /** The order a coupon pays towards; null hides "use". */
  orderNo: string | null;
}

export interface CouponsContext {
  orderNo: string | null;
  summary: CouponsSummary | null;
  prize: Coupon | null;
  /** True after a draw that won nothing. */
  drewNothing: boolean;
  appliedCouponId: string | null;
  unrepaidAmount: Amount;
  error: RepayError | null;
  /** The coupon being used and the key of that intent (reused on retry after a fault). */
  pendingCouponId: string | null;
  useKey: string | null;
  drawKey: string | null;
}

export type CouponsEvent =
  | { type: 'coupons.retryRequested' }
  | { type: 'coupons.drawRequested' }
  | { type: 'coupons.useRequested'; couponId: string };

/**
 * Told to whoever listens (`actor.on`). `coupons.applied`: a coupon paid part of the loan, with the
 * amount still owed as the server says. `coupons.useUnanswered`: a use got no answer, so it may have
 * been applied. The balance shown must be read again either way.
 */
export type CouponsEmitted = { type: 'coupons.applied'; unrepaidAmount: Amount } | { type: 'coupons.useUnanswered' };
