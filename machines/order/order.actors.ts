import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import type { LatestOrderOutcome, SaveCardInput, SaveCardOutcome } from './order.types';
import { pathAfterLatest, type FollowOutcome } from './order.follow';

type Services = Pick<AppServices, 'api' | 'now'>;

export async function readLatestOrder(services: Services, silent: boolean, signal?: AbortSignal): Promise<LatestOrderOutcome> {
  const result = await services.api.call(endpoints.loan.latest, {}, { signal, silent });
  if (!result.ok) return { kind: 'refused', code: result.code };
  return result.data === null
    ? { kind: 'none', checkedAt: services.now() }
    : { kind: 'order', order: result.data, checkedAt: services.now() };
}

export function createOrderActors(services: Services) {
  return {
    fetchLatestOrder: fromPromise<LatestOrderOutcome, { silent: boolean }>(({ input, signal }) =>
      readLatestOrder(services, input.silent, signal),
    ),
    saveBankCard: fromPromise<SaveCardOutcome, SaveCardInput>(async ({ input, signal }) => {
      const result = await services.api.call(
        endpoints.loan.updateBankCard,
        { orderNo: input.orderNo, bankAccount: input.account, bankAccountConfirm: input.account },
        { signal, idempotencyKey: input.idempotencyKey },
      );
      return result.ok ? { kind: 'saved' } : { kind: 'refused', code: result.code, msg: result.msg };
    }),
  };
}

/**
 * For other areas (KYC steps, borrowing): "my step is saved, reload latest and go where the step
 * code says". Invoke it from your machine; its output's `path` is where to navigate ('/' when the
 * order does not route, is unknown, or the server refused). Faults reject, for your `onError`.
 */
export function createFollowLatestOrder(services: Services) {
  return fromPromise<FollowOutcome, void>(async ({ signal }) => pathAfterLatest(await readLatestOrder(services, false, signal)));
}
