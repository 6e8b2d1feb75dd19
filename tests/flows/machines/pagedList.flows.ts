import { expect } from 'vitest';
import { pagedListMachine } from '../../../machines/pagedList/pagedList.machine';
import { defineFlows } from '../defineFlows';

export default defineFlows({
  machine: pagedListMachine,
  actors: {
    loadPage: {
      done: [
        // Page 2 of the fake list answers page 1 again, as a list that grew between two reads does.
        { ok: true, page: { items: ['a'], keys: ['a'], total: 2 } },
        { ok: true, page: { items: [], keys: [], total: 0 } },
        { ok: false, code: 1, msg: 'refused' },
      ],
      error: [new Error('offline')],
    },
  },
  events: {
    'list.moreRequested': [{ type: 'list.moreRequested' }],
    'list.refreshRequested': [{ type: 'list.refreshRequested' }],
  },
  assertions: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error).not.toBeNull(),
    empty: (s) => expect(s.context.items).toHaveLength(0),
    ready: (s) => expect(s.context.items.length).toBeGreaterThan(0),
    loadingMore: (s) => expect(s.context.items.length).toBeLessThan(s.context.total),
    refreshing: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.items.length).toBeGreaterThan(0);
    },
  },
  stateKey: (s) => ({
    value: s.value,
    more: s.context.items.length < s.context.total,
    items: Math.min(s.context.items.length, 2),
    error: s.context.error?.kind ?? null,
  }),
});
