/**
 * Any list read page by page (FAULTS F48: thousands of tickets never load at once).
 *
 *   loading -> ready | empty | failed --refreshRequested--> loading
 *   ready --moreRequested [has more]--> loadingMore -> ready (appended; an error keeps what is shown)
 *   ready | loadingMore --refreshRequested--> refreshing -> ready | empty (page 1 again; the list
 *     stays on screen meanwhile, and an error keeps it)
 *   empty --refreshRequested--> loading
 *
 * Items are told apart by their keys: a page that repeats items already shown (the list grew between
 * two reads) adds only the new ones. An empty later page, or a second one in a row with nothing new (a
 * server that ignores the page asked for), ends the list whatever `total` said, so "Show more" never
 * stays on screen loading nothing.
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { faultFrom } from '../shared/submitError';
import type { KeyedPage, KeyedPageOutcome, PagedListContext, PagedListEvent } from './pagedList.types';

type Business = { code: number; msg: string };
const businessOf = (outcome: KeyedPageOutcome): Business => (outcome.ok ? { code: 0, msg: '' } : { code: outcome.code, msg: outcome.msg });

/** `shown` followed by the items of `page` whose keys are new (repeats inside the page too). */
function withNewItems(shown: Pick<PagedListContext, 'items' | 'keys'>, page: KeyedPage) {
  const known = new Set(shown.keys);
  const items = [...shown.items];
  const keys = [...shown.keys];
  page.items.forEach((item, index) => {
    const key = page.keys[index] ?? `@${keys.length}`;
    if (known.has(key)) return;
    known.add(key);
    items.push(item);
    keys.push(key);
  });
  return { items, keys };
}

type PageRead = { event: { output: KeyedPageOutcome } };
const outcomeOf = ({ event }: PageRead) => ({ outcome: event.output });

/** Page 1 read: a refusal or a fault goes to `unreadTo` with the error, an empty page to `empty`, else `ready`. */
const firstPageRead = (unreadTo: 'failed' | 'ready') =>
  ({
    src: 'loadPage',
    input: { page: 1 },
    onDone: [
      {
        guard: { type: 'isRefused', params: outcomeOf },
        target: unreadTo,
        actions: { type: 'setBusinessError', params: ({ event }: PageRead) => businessOf(event.output) },
      },
      { guard: { type: 'isEmptyPage', params: outcomeOf }, target: 'empty', actions: { type: 'showFirstPage', params: outcomeOf } },
      { target: 'ready', actions: { type: 'showFirstPage', params: outcomeOf } },
    ],
    onError: { target: unreadTo, actions: 'setFaultError' },
  }) as const;

export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
  },
  actors: {
    loadPage: notProvided<KeyedPageOutcome, { page: number }>('loadPage'),
  },
  guards: {
    isRefused: (_, params: { outcome: KeyedPageOutcome }) => !params.outcome.ok,
    isEmptyPage: (_, params: { outcome: KeyedPageOutcome }) => params.outcome.ok && params.outcome.page.items.length === 0,
    hasMore: ({ context }) => context.items.length < context.total,
  },
  actions: {
    showFirstPage: assign((_, params: { outcome: KeyedPageOutcome }) =>
      params.outcome.ok
        ? {
            ...withNewItems({ items: [], keys: [] }, params.outcome.page),
            total: params.outcome.page.total,
            page: 1,
            pagesWithNothingNew: 0,
            fromCache: params.outcome.page.fromCache ?? false,
            error: null,
          }
        : {},
    ),
    appendPage: assign(({ context }, params: { outcome: KeyedPageOutcome }) => {
      if (!params.outcome.ok) return {};
      const { page } = params.outcome;
      const shown = withNewItems(context, page);
      const pagesWithNothingNew = shown.items.length === context.items.length ? context.pagesWithNothingNew + 1 : 0;
      const ended = page.items.length === 0 || pagesWithNothingNew >= 2;
      return { ...shown, total: ended ? shown.items.length : page.total, page: context.page + 1, pagesWithNothingNew, error: null };
    }),
    setBusinessError: assign({
      error: (_, params: Business) => ({ kind: 'business' as const, code: params.code, serverMessage: params.msg }),
    }),
    setFaultError: assign({ error: ({ event }) => faultFrom((event as unknown as { error: unknown }).error) }),
  },
}).createMachine({
  id: 'pagedList',
  context: { items: [], keys: [], total: 0, page: 0, pagesWithNothingNew: 0, fromCache: false, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: firstPageRead('failed'),
    },
    failed: { on: { 'list.refreshRequested': 'loading' } },
    empty: { on: { 'list.refreshRequested': 'loading' } },
    ready: {
      on: {
        'list.moreRequested': { guard: 'hasMore', target: 'loadingMore' },
        'list.refreshRequested': 'refreshing',
      },
    },
    // The list stays while page 1 is read again: the borrower keeps their place and the Refresh
    // they tapped (busy), and a failure is said above what they were reading.
    refreshing: {
      tags: ['busy'],
      invoke: firstPageRead('ready'),
    },
    loadingMore: {
      tags: ['busy'],
      // Refresh stays on screen while more loads: the first page again beats the rest of an old list.
      on: { 'list.refreshRequested': 'refreshing' },
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page + 1 }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'ready',
            actions: { type: 'setBusinessError', params: ({ event }) => businessOf(event.output) },
          },
          { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: 'ready', actions: 'setFaultError' },
      },
    },
  },
});
