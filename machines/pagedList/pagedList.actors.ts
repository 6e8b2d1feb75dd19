import { fromPromise } from 'xstate';
import type { KeyedPageOutcome, PageOutcome } from './pagedList.types';

/**
 * Wraps a page loader (an API call made by the area's actors) as the machine's `loadPage` actor.
 * `keyOf` names each item (a ticket's id, an order's number) so the machine can tell an item it
 * already shows; without it an item is known by its page and place, and nothing counts as a repeat
 * (lists read in one page).
 */
export function createPagedListActors<Item>(
  load: (page: number, signal: AbortSignal) => Promise<PageOutcome<Item>>,
  keyOf?: (item: Item) => string | number,
) {
  return {
    loadPage: fromPromise<KeyedPageOutcome, { page: number }>(async ({ input, signal }) => {
      const outcome = await load(input.page, signal);
      if (!outcome.ok) return outcome;
      const keys = outcome.page.items.map((item, index) => (keyOf ? `=${keyOf(item)}` : `@${input.page}:${index}`));
      return { ok: true, page: { ...outcome.page, keys } };
    }),
  };
}
