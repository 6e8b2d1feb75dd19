import type { SubmitError } from '../shared/submitError';

/**
 * A page of any list (feedback tickets, FAQ, marketplace products and orders). Items stay `unknown`
 * in the machine; each screen's wiring knows their type. `fromCache` marks an offline fallback.
 */
export interface Page {
  items: readonly unknown[];
  total: number;
  fromCache?: boolean;
}

export type PageOutcome = { ok: true; page: Page } | { ok: false; code: number; msg: string };

export interface PagedListContext {
  items: readonly unknown[];
  total: number;
  /** The last page loaded (1-based). */
  page: number;
  fromCache: boolean;
  error: SubmitError | null;
}

export type PagedListEvent = { type: 'list.moreRequested' } | { type: 'list.refreshRequested' };
