import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import type { MarketProfile } from '../../services/markets/markets';
import type { LatestOrderOutcome, PayoutBankList, SaveCardInput, SaveCardOutcome } from './order.types';
import { pathAfterLatest, type FollowOutcome } from './order.follow';

type Services = Pick<AppServices, 'api' | 'now'>;

export async function readLatestOrder(services: Services, silent: boolean, signal?: AbortSignal): Promise<LatestOrderOutcome> {
  const result = await services.api.call(endpoints.loan.latest, {}, { signal, silent });
  if (!result.ok) return { kind: 'refused', code: result.code, msg: result.msg };
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
        {
          orderNo: input.orderNo,
          bankAccount: input.account,
          bankAccountConfirm: input.account,
          ...(input.bank ? { bankCode: input.bank.code, bankName: input.bank.name } : {}),
        },
        { signal, idempotencyKey: input.idempotencyKey },
      );
      return result.ok ? { kind: 'saved' } : { kind: 'refused', code: result.code, msg: result.msg };
    }),
    fetchPayoutBanks: fromPromise<PayoutBankList, { kind: MarketProfile['bankAccount'] }>(({ input, signal }) =>
      input.kind === 'nuban' ? readNigerianBanks(services, signal) : Promise.resolve({ banks: [], source: 'server' }),
    ),
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

/**
 * Nigeria's banks for a new payout account: the server's list (the codes its payouts use), else the
 * list saved in the app. Read silently: the form stays usable while it loads.
 */
async function readNigerianBanks(services: Services, signal: AbortSignal): Promise<PayoutBankList> {
  const { nigerianPayoutBanks } = await import('../../services/orders/nigerianPayoutBanks');
  try {
    const result = await services.api.call(endpoints.kyc.bankList, {}, { signal, silent: true });
    if (result.ok && result.data.length > 0) return { banks: nigerianPayoutBanks(result.data), source: 'server' };
  } catch (error) {
    if (signal.aborted) throw error;
  }
  return { banks: nigerianPayoutBanks(null), source: 'bundled' };
}
