import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import { createFollowLatestOrder } from '../order/order.actors';
import { submitOutcomeOf } from '../shared/submitError';
import type { OfferOutcome, RequestMoneyInput, SubmitOutcome } from './confirmBorrow.types';

type Services = Pick<AppServices, 'api' | 'now'>;

export function createConfirmBorrowActors(services: Services) {
  return {
    checkLatestOrder: createFollowLatestOrder(services),
    loadOffer: fromPromise<OfferOutcome, void>(async ({ signal }) => {
      const result = await services.api.call(endpoints.loan.confirmProductInfo, {}, { signal });
      return result.ok ? { ok: true, offer: result.data } : { ok: false, code: result.code, msg: result.msg };
    }),
    requestMoney: fromPromise<SubmitOutcome, RequestMoneyInput>(async ({ input, signal }) =>
      submitOutcomeOf(
        await services.api.call(
          endpoints.loan.getMoney,
          {
            orderNo: input.orderNo,
            ...(input.loanAmount !== null ? { loanAmount: input.loanAmount } : {}),
            ...(input.duration !== null ? { duration: input.duration } : {}),
          },
          { signal, idempotencyKey: input.idempotencyKey },
        ),
      ),
    ),
    followLatestOrder: createFollowLatestOrder(services),
  };
}
