import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import { ApiFault } from '../../services/api/result';
import type { AppServices } from '../../services/appServices';
import { orderNoOrLatest } from '../repayment/orderNoOrLatest';
import { businessError } from '../repayment/repayError';
import type { ExtensionOutcome, OfferOutcome } from './rollover.types';

type Services = Pick<AppServices, 'api'>;
const repay = endpoints.repay;

export function createRolloverActors(services: Services) {
  return {
    loadOffer: fromPromise<OfferOutcome, { orderNo: string | null }>(async ({ input, signal }) => {
      const order = await orderNoOrLatest(services, input.orderNo, { signal });
      if (!order.ok) return order;
      const orderNo = order.orderNo;
      if (!orderNo) return { ok: false, error: { code: 'orderNoEmpty', serverMessage: '' } };
      const r = await services.api.call(repay.extensionData, { orderNo }, { signal });
      if (!r.ok) return { ok: false, error: businessError(r.msg) };
      // Never "Pay the fee and extend" without saying the fee and the new date, nor without today's due
      // date, which is how an earlier "extend" whose answer was lost is found to have gone through: a failed read, with Retry.
      if (r.data.extensionFee === null || r.data.newDueDate === '' || r.data.dueDate === '') throw new ApiFault('malformed', repay.extensionData.path);
      // An offer that does not name its order is for the order asked about.
      return { ok: true, offer: { ...r.data, orderNo: r.data.orderNo || orderNo } };
    }),
    confirmExtension: fromPromise<ExtensionOutcome, { orderNo: string; idempotencyKey: string }>(async ({ input, signal }) => {
      const r = await services.api.call(repay.confirmExtensionOrder, { orderNo: input.orderNo }, { signal, idempotencyKey: input.idempotencyKey });
      if (!r.ok) return { ok: false, error: businessError(r.msg) };
      // An extension under way with no number cannot be followed: an unknown outcome, its key kept.
      if (r.data.status !== 'success' && r.data.extensionOrderNo === '') throw new ApiFault('malformed', repay.confirmExtensionOrder.path);
      return { ok: true, status: r.data };
    }),
    checkExtension: fromPromise<ExtensionOutcome, { orderNo: string; extensionOrderNo: string }>(async ({ input, signal }) => {
      const r = await services.api.call(repay.updateExtensionOrderStatus, input, { signal, silent: true });
      return r.ok ? { ok: true, status: r.data } : { ok: false, error: businessError(r.msg) };
    }),
  };
}
