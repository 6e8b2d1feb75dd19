import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { MarketApplyPayload, MarketOrderStatus } from '../../services/api/endpoints/support';
import type { AppServices } from '../../services/appServices';
import type { ApplyInput, ApplyOutcome, MarketForm, OpenApplication, StepOutcome } from './marketApply.types';

export function createMarketApplyActors(services: Pick<AppServices, 'api'>) {
  const support = endpoints.support;
  const step = (result: { ok: true } | { ok: false; code: number; msg: string }): StepOutcome =>
    result.ok ? { ok: true } : { ok: false, code: result.code, msg: result.msg };
  return {
    saveBasicInfo: fromPromise<StepOutcome, { productId: string; form: MarketForm }>(async ({ input, signal }) =>
      step(
        await services.api.call(
          support.saveBasicInfoMarket,
          { productId: input.productId, fullName: input.form.fullName.trim(), email: input.form.email.trim() },
          { signal },
        ),
      ),
    ),
    saveAdditionInfo: fromPromise<StepOutcome, { productId: string; form: MarketForm }>(async ({ input, signal }) =>
      step(
        await services.api.call(
          support.saveAdditionInfoMarket,
          { productId: input.productId, monthlyIncome: input.form.monthlyIncome, employment: input.form.employment },
          { signal },
        ),
      ),
    ),
    applyForProduct: fromPromise<ApplyOutcome, ApplyInput>(async ({ input, signal }) => {
      const endpoint = input.product.appliedBefore ? endpoints.loan.applyMarketAgain : endpoints.loan.applyMarket;
      // The loan registry types the app's own application; a product id makes it a marketplace one.
      const payload: MarketApplyPayload & { loanAmount: number; duration: number } = {
        productId: input.product.productId,
        loanAmount: input.amount,
        duration: input.product.termDays,
      };
      const result = await services.api.call(endpoint, payload, { signal, idempotencyKey: input.submissionKey });
      return result.ok ? { ok: true, orderNo: result.data.orderNo ?? '' } : { ok: false, code: result.code, msg: result.msg };
    }),
    /** The product's application still open, newest first: after a lost answer, the one just made (one open at a time). */
    findOpenApplication: fromPromise<OpenApplication, { productId: string }>(async ({ input, signal }) => {
      const result = await services.api.call(support.marketOrderList, {}, { signal });
      if (!result.ok) throw new Error(`market orders: ${result.code}`);
      const open = result.data.list
        .filter((order) => order.productId === input.productId && OPEN_APPLICATION.includes(order.status))
        .sort((a, b) => (b.createTime ?? 0) - (a.createTime ?? 0));
      return { orderNo: open[0]?.orderNo ?? null };
    }),
  };
}

/**
 * A partner's application not yet rejected or finished: none other can be made meanwhile. A status
 * the app does not know (null) is not taken for open: the order found must be the one just made.
 */
const OPEN_APPLICATION: readonly (MarketOrderStatus | null)[] = ['applying', 'approved', 'repaying'];
