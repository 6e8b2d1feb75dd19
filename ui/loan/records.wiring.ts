import { endpoints } from '../../services/api/endpoints';
import { useAppServices } from '../app/ServicesContext';
import { usePagedList } from '../shared/usePagedList';

export const RECORDS_PAGE_SIZE = 10;

/** One records tab, page by page (`/loan/loan-order/list`). */
export function useRecordsList(tab: 'incomplete' | 'finished') {
  const services = useAppServices();
  return usePagedList(async (page, signal) => {
    const result = await services.api.call(endpoints.loan.list, { type: tab, page, pageSize: RECORDS_PAGE_SIZE }, { signal });
    if (!result.ok) return { ok: false, code: result.code, msg: result.msg };
    const data = result.data;
    if (Array.isArray(data)) return { ok: true, page: { items: data, total: data.length } };
    const total = data.total ?? (data.hasMore ? (page + 1) * RECORDS_PAGE_SIZE : (page - 1) * RECORDS_PAGE_SIZE + data.list.length);
    return { ok: true, page: { items: data.list, total } };
  }, (order) => order.orderNo);
}
