import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import { orderNoOrLatest } from '../repayment/orderNoOrLatest';
import { businessError, repayFault } from '../repayment/repayError';
import { isPhotoType } from '../shared/photoTypes';
import type { PreparedImage, SubmitProofOutcome, VouchersOutcome } from './repaymentProof.types';

type Services = Pick<AppServices, 'api'>;
const repay = endpoints.repay;

/** The image preparation is the platform's (a canvas in the browser): the wiring passes it in; only photo types reach it. */
export function createRepaymentProofActors(services: Services, downscale: (file: Blob) => Promise<PreparedImage>) {
  return {
    loadVouchers: fromPromise<VouchersOutcome, { orderNo: string | null }>(async ({ input, signal }) => {
      const order = await orderNoOrLatest(services, input.orderNo, { signal });
      if (!order.ok) return order;
      const orderNo = order.orderNo;
      // No loan to name: nothing to send a receipt for (noOrder), not a refusal that Retry cannot cure.
      if (!orderNo) return { ok: true, vouchers: [] };
      // The loan is known: a list that cannot be read must not stop a receipt from being sent.
      try {
        const r = await services.api.call(repay.voucherList, { orderNo }, { signal, silent: true });
        return r.ok ? { ok: true, vouchers: r.data.list, orderNo } : { ok: true, vouchers: [], orderNo, listError: businessError(r.msg) };
      } catch (error) {
        return { ok: true, vouchers: [], orderNo, listError: repayFault(error) };
      }
    }),
    prepareImage: fromPromise<PreparedImage, { file: Blob }>(async ({ input }) =>
      isPhotoType(input.file.type) ? downscale(input.file) : { ok: false, code: 'unsupportedImage' },
    ),
    /** Upload then save; the same key on both, so a retry after a fault replays rather than repeats. */
    submitProof: fromPromise<SubmitProofOutcome, { orderNo: string; image: Blob; idempotencyKey: string }>(async ({ input, signal }) => {
      const uploaded = await services.api.call(
        repay.uploadVoucher,
        { files: { file: input.image }, extra: { orderNo: input.orderNo } },
        { signal, idempotencyKey: `${input.idempotencyKey}-upload` },
      );
      if (!uploaded.ok) return { ok: false, error: businessError(uploaded.msg) };
      const saved = await services.api.call(
        repay.saveVoucher,
        { orderNo: input.orderNo, imageUrl: uploaded.data.imageUrl },
        { signal, idempotencyKey: input.idempotencyKey },
      );
      return saved.ok ? { ok: true } : { ok: false, error: businessError(saved.msg) };
    }),
  };
}
