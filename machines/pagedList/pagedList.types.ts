import type { SubmitError } from '../shared/submitError';

/**
 * A page of any list (feedback tickets, FAQ, loan records) as the area's loader reads it. Items stay
 * `unknown` in the machine; each screen's wiring knows their type. `fromCache` marks an offline
 * fallback.
 */
export interface Page<Item = unknown> {
  items: readonly Item[];
  total: number;
  fromCache?: boolean;
}

/** The server's refusal of a page (a business code and its message). */
export type PageRefusal = { ok: false; code: number; msg: string };

export type PageOutcome<Item = unknown> = { ok: true; page: Page<Item> } | PageRefusal;

/**
 * A page as the machine receives it: each item's key beside it (`createPagedListActors` adds them),
 * so a page that repeats items already shown adds only the new ones. Numbered pages overlap when the
 * list grows between two reads (a new ticket moves every later one down a place).
 */
export interface KeyedPage extends Page {
  keys: readonly string[];
}

export type KeyedPageOutcome = { ok: true; page: KeyedPage } | PageRefusal;

export interface PagedListContext {
  items: readonly unknown[];
  /** The key of each item, in the same order. */
  keys: readonly string[];
  total: number;
  /** The last page loaded (1-based). */
  page: number;
  /** Later pages in a row that added nothing new: two mean the server sends the same page again. */
  pagesWithNothingNew: number;
  fromCache: boolean;
  error: SubmitError | null;
}

export type PagedListEvent = { type: 'list.moreRequested' } | { type: 'list.refreshRequested' };
