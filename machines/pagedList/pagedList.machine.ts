/**
 * Any list read page by page (FAULTS F48: thousands of tickets never load at once).
 *
 *   loading -> ready | empty | failed --refreshRequested--> loading
 *   ready --moreRequested [has more]--> loadingMore -> ready (appended; an error keeps what is shown)
 *   ready | empty --refreshRequested--> loading (from page 1)
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { faultFrom } from '../shared/submitError';
import type { PageOutcome, PagedListContext, PagedListEvent } from './pagedList.types';

type Business = { code: number; msg: string };
const businessOf = (outcome: PageOutcome): Business => (outcome.ok ? { code: 0, msg: '' } : { code: outcome.code, msg: outcome.msg });

export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
  },
  actors: {
    loadPage: notProvided<PageOutcome, { page: number }>('loadPage'),
  },
  guards: {
    isRefused: (_, params: { outcome: PageOutcome }) => !params.outcome.ok,
    isEmptyPage: (_, params: { outcome: PageOutcome }) => params.outcome.ok && params.outcome.page.items.length === 0,
    hasMore: ({ context }) => context.items.length < context.total,
  },
  actions: {
    showFirstPage: assign((_, params: { outcome: PageOutcome }) =>
      params.outcome.ok
        ? { items: params.outcome.page.items, total: params.outcome.page.total, page: 1, fromCache: params.outcome.page.fromCache ?? false, error: null }
        : {},
    ),
    appendPage: assign(({ context }, params: { outcome: PageOutcome }) =>
      params.outcome.ok
        ? { items: [...context.items, ...params.outcome.page.items], total: params.outcome.page.total, page: context.page + 1, error: null }
        : {},
    ),
    setBusinessError: assign({
      error: (_, params: Business) => ({ kind: 'business' as const, code: params.code, serverMessage: params.msg }),
    }),
    setFaultError: assign({ error: ({ event }) => faultFrom((event as unknown as { error: unknown }).error) }),
  },
}).createMachine({
  id: 'pagedList',
  context: { items: [], total: 0, page: 0, fromCache: false, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPage',
        input: { page: 1 },
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: { type: 'setBusinessError', params: ({ event }) => businessOf(event.output) },
          },
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ outcome: event.output }) },
            target: 'empty',
            actions: { type: 'showFirstPage', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'ready', actions: { type: 'showFirstPage', params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: 'failed', actions: 'setFaultError' },
      },
    },
    failed: { on: { 'list.refreshRequested': 'loading' } },
    empty: { on: { 'list.refreshRequested': 'loading' } },
    ready: {
      on: {
        'list.moreRequested': { guard: 'hasMore', target: 'loadingMore' },
        'list.refreshRequested': 'loading',
      },
    },
    loadingMore: {
      tags: ['busy'],
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
