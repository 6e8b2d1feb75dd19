import { endpoints } from '../../services/api/endpoints';
import type { FaqItem, FeedbackTicket } from '../../services/api/endpoints/support';
import type { AppServices } from '../../services/appServices';
import type { PageOutcome } from '../pagedList/pagedList.types';

/** Page loaders for the pagedList machine: the borrower's tickets and the help-centre FAQ. */
export const FEEDBACK_PAGE_SIZE = 20;

export function loadFeedbackPage(services: Pick<AppServices, 'api'>) {
  return async (page: number, signal: AbortSignal): Promise<PageOutcome<FeedbackTicket>> => {
    const result = await services.api.call(endpoints.support.feedbackList, { page, pageSize: FEEDBACK_PAGE_SIZE }, { signal });
    return result.ok ? { ok: true, page: { items: result.data.list, total: result.data.total } } : { ok: false, code: result.code, msg: result.msg };
  };
}

interface CachedFaq {
  language: string;
  list: FaqItem[];
}

/**
 * The FAQ, cached under the `faqData` storage key (SPEC section 3): a fresh answer replaces the
 * cache; when the call fails (offline, server down) the cached list in the same language is shown.
 */
export function loadFaqPage(services: Pick<AppServices, 'api' | 'store'>, language: () => string) {
  return async (_page: number, signal: AbortSignal): Promise<PageOutcome<FaqItem>> => {
    const cached = services.store.getJson<CachedFaq>('faqData');
    const usable = cached && cached.language === language() && Array.isArray(cached.list) ? cached.list : null;
    try {
      const result = await services.api.call(endpoints.support.feedbackFaq, {}, { signal });
      if (result.ok) {
        services.store.setJson('faqData', { language: language(), list: result.data.list } satisfies CachedFaq);
        return { ok: true, page: { items: result.data.list, total: result.data.list.length } };
      }
      if (usable) return { ok: true, page: { items: usable, total: usable.length, fromCache: true } };
      return { ok: false, code: result.code, msg: result.msg };
    } catch (error) {
      if (usable && !signal.aborted) return { ok: true, page: { items: usable, total: usable.length, fromCache: true } };
      throw error;
    }
  };
}
