import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import { businessError } from '../repayment/repayError';
import type { DrawOutcome, SummaryOutcome, UseOutcome } from './coupons.types';

type Services = Pick<AppServices, 'api'>;
const repay = endpoints.repay;

export function createCouponsActors(services: Services) {
  return {
    loadCoupons: fromPromise<SummaryOutcome, void>(async ({ signal }) => {
      const [show, coupons] = await Promise.all([
        // The draw is extra: its failure must not hide coupons the borrower owns.
        services.api.call(repay.lotteryIsShow, {}, { signal, silent: true }).catch(() => null),
        services.api.call(repay.coupons, {}, { signal, silent: true }),
      ]);
      if (!coupons.ok) return { ok: false, error: businessError(coupons.msg) };
      const chances = show?.ok && show.data.show ? show.data.chances : 0;
      // Used ones are listed by the used-coupons call; one listed here as used could only be refused.
      const usable = coupons.data.list.filter((coupon) => coupon.usedAt === null);
      return { ok: true, summary: { coupons: usable, drawChances: chances, showDraw: chances > 0 } };
    }),
    drawPrize: fromPromise<DrawOutcome, { idempotencyKey: string }>(async ({ input, signal }) => {
      const r = await services.api.call(repay.lotteryCreate, {}, { signal, idempotencyKey: input.idempotencyKey });
      return r.ok ? { ok: true, prize: r.data.prize } : { ok: false, error: businessError(r.msg) };
    }),
    useCoupon: fromPromise<UseOutcome, { couponId: string; orderNo: string; idempotencyKey: string }>(async ({ input, signal }) => {
      const r = await services.api.call(
        repay.couponUse,
        { couponId: input.couponId, orderNo: input.orderNo },
        { signal, idempotencyKey: input.idempotencyKey },
      );
      return r.ok ? { ok: true, unrepaidAmount: r.data.unrepaidAmount } : { ok: false, error: businessError(r.msg) };
    }),
  };
}
