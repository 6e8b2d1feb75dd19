import { fromPromise } from 'xstate';
import type { PageOutcome } from './pagedList.types';

/** Wraps a page loader (an API call made by the area's actors) as the machine's `loadPage` actor. */
export function createPagedListActors(load: (page: number, signal: AbortSignal) => Promise<PageOutcome>) {
  return {
    loadPage: fromPromise<PageOutcome, { page: number }>(({ input, signal }) => load(input.page, signal)),
  };
}
