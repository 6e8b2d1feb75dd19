import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import { ApiFault } from '../../services/api/result';
import type { AppServices } from '../../services/appServices';
import { toWholeNumber } from '../../services/orders/orderValues';
import { submitOutcomeOf } from '../shared/submitError';
import { StepCode } from '../../services/orders/stepCodes';
import {
  KNOWN_CANCEL_REASONS,
  type CancelCheckOutcome,
  type CancelInput,
  type CancelledCheck,
  type CancelledCheckInput,
  type SubmitOutcome,
} from './cancellation.types';

type Services = Pick<AppServices, 'api'>;

export function createCancellationActors(services: Services) {
  return {
    checkCancellable: fromPromise<CancelCheckOutcome, void>(async ({ signal }) => {
      const result = await services.api.call(endpoints.loan.hasCancelLoan, {}, { signal });
      if (!result.ok) return { ok: false, code: result.code, msg: result.msg };
      const data = result.data as typeof result.data & { orderNo?: unknown; stepCode?: unknown };
      // A reason the borrower could only see as a code (new to the app, and sent without words) is left out.
      const reasons = (data.reasons ?? [])
        .map((r) => ({ code: String(r.code), label: r.label?.trim() || null }))
        .filter((r) => r.label !== null || (KNOWN_CANCEL_REASONS as readonly string[]).includes(r.code));
      // A reason must be chosen to cancel: a cancellable loan without reasons is an answer we cannot use.
      if (data.canCancel && reasons.length === 0) throw new ApiFault('malformed', endpoints.loan.hasCancelLoan.path);
      let orderNo = typeof data.orderNo === 'string' && data.orderNo.trim() !== '' ? data.orderNo.trim() : null;
      // '18' as text is step 18 (`toWholeNumber`): which of the two cancel calls depends on it.
      let stepCode = toWholeNumber(data.stepCode);
      // The answer need not name the order nor its step (SPEC shows only the flag and the reasons):
      // it is the latest one, and declining an approved offer (18) is its own call.
      if (data.canCancel && (orderNo === null || stepCode === null)) {
        const latest = await services.api.call(endpoints.loan.latest, {}, { signal });
        if (!latest.ok) return { ok: false, code: latest.code, msg: latest.msg };
        orderNo ??= latest.data?.orderNo ?? null;
        stepCode ??= latest.data?.stepCode ?? null;
      }
      return { ok: true, canCancel: result.data.canCancel, orderNo, stepCode, reasons };
    }),
    /** Cancelled already: the latest order is the one sent for, now Cancel (8). */
    checkCancelled: fromPromise<CancelledCheck, CancelledCheckInput>(async ({ input, signal }) => {
      const latest = await services.api.call(endpoints.loan.latest, {}, { signal });
      return { cancelled: latest.ok && latest.data?.orderNo === input.orderNo && latest.data.stepCode === StepCode.Cancel };
    }),
    cancelLoan: fromPromise<SubmitOutcome, CancelInput>(async ({ input, signal }) => {
      const endpoint = input.declineOffer ? endpoints.loan.cancelDrawMoney : endpoints.loan.cancelLoan;
      return submitOutcomeOf(
        await services.api.call(endpoint, { orderNo: input.orderNo, reason: input.reason }, { signal, idempotencyKey: input.idempotencyKey }),
      );
    }),
  };
}
