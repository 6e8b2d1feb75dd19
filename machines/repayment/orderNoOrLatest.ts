import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import { businessError } from './repayError';
import type { RepayError } from './repayment.types';

/**
 * The order a repay screen is about: the one its link names, else the latest (home and the menu
 * name none). `orderNo` is null when there is no order at all; a refused read is the server's words.
 */
export async function orderNoOrLatest(
  services: Pick<AppServices, 'api'>,
  orderNo: string | null,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<{ ok: true; orderNo: string | null } | { ok: false; error: RepayError }> {
  if (orderNo) return { ok: true, orderNo };
  const latest = await services.api.call(endpoints.loan.latest, {}, options);
  return latest.ok ? { ok: true, orderNo: latest.data?.orderNo ?? null } : { ok: false, error: businessError(latest.msg) };
}
