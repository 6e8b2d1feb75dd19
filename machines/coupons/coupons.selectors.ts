import type { SnapshotFrom } from 'xstate';
import type { CouponsMachine } from './coupons.machine';

type Snapshot = SnapshotFrom<CouponsMachine>;

export const selectCouponsStatus = (s: Snapshot): 'loading' | 'failed' | 'ready' | 'drawing' | 'using' =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('drawing') ? 'drawing' : s.matches('using') ? 'using' : 'ready';
export const selectCoupons = (s: Snapshot) => s.context.summary?.coupons ?? [];
export const selectShowDraw = (s: Snapshot) => s.context.summary?.showDraw ?? false;
export const selectPrize = (s: Snapshot) => s.context.prize;
export const selectDrewNothing = (s: Snapshot) => s.context.drewNothing;
export const selectAppliedCouponId = (s: Snapshot) => s.context.appliedCouponId;
/** What the server says is still owed after the coupon was applied. */
export const selectUnrepaidAfterCoupon = (s: Snapshot) => s.context.unrepaidAmount;
export const selectCouponsError = (s: Snapshot) => s.context.error;
export const selectCanDraw = (s: Snapshot) => s.can({ type: 'coupons.drawRequested' });
/** The coupon whose use is being sent to the server, or null. */
export const selectCouponBeingUsed = (s: Snapshot) => (s.matches('using') ? s.context.pendingCouponId : null);
/**
 * A draw or a coupon's use is on its way: the loan's balance is about to change, and opening a
 * method's screen would drop the panel, and the draw's answer with it.
 */
export const selectIsCouponPosting = (s: Snapshot) => s.hasTag('moneyPost');
export const selectCanUseCoupons = (s: Snapshot) => s.context.orderNo !== null && s.matches('ready');
