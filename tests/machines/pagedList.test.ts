import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createPagedListActors } from '../../machines/pagedList/pagedList.actors';
import { pagedListMachine } from '../../machines/pagedList/pagedList.machine';
import { selectHasMore } from '../../machines/pagedList/pagedList.selectors';
import type { PageOutcome } from '../../machines/pagedList/pagedList.types';

type Ticket = { id: number; text: string };
const ticket = (id: number): Ticket => ({ id, text: `ticket ${id}` });

/** A list served page by page from `pages` (1-based); each answer says the list holds `total`. */
function startList(pages: readonly (readonly Ticket[])[], total: number, keyed = true) {
  const load = async (page: number): Promise<PageOutcome<Ticket>> => ({ ok: true, page: { items: pages[page - 1] ?? [], total } });
  const actors = keyed ? createPagedListActors(load, (item) => item.id) : createPagedListActors(load);
  return createActor(pagedListMachine.provide({ actors })).start();
}

async function loadMore(actor: ReturnType<typeof startList>) {
  actor.send({ type: 'list.moreRequested' });
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
}

const ids = (actor: ReturnType<typeof startList>) => (actor.getSnapshot().context.items as Ticket[]).map((item) => item.id);

describe('paged list', () => {
  it('adds only the new tickets when a page repeats ones already shown (the list grew between two reads)', async () => {
    // A new ticket (5) arrived after page 1 was read: page 2 starts with ticket 3 again.
    const actor = startList([[ticket(4), ticket(3)], [ticket(3), ticket(2)], [ticket(1)]], 5);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    await loadMore(actor);
    expect(ids(actor)).toEqual([4, 3, 2]);
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
    await loadMore(actor);
    expect(ids(actor)).toEqual([4, 3, 2, 1]);
  });

  it('Refresh while more is loading reads the first page again', async () => {
    let reads = 0;
    const load = async (page: number): Promise<PageOutcome<Ticket>> => {
      reads += 1;
      if (page === 2) return new Promise(() => undefined); // "Show more" on a slow line
      return { ok: true, page: { items: reads === 1 ? [ticket(2)] : [ticket(3), ticket(2)], total: 3 } };
    };
    const actor = createActor(pagedListMachine.provide({ actors: createPagedListActors(load, (item) => item.id) })).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'list.moreRequested' });
    actor.send({ type: 'list.refreshRequested' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ids(actor)).toEqual([3, 2]);
  });

  it('ends the list at an empty page, whatever the total said, so "Show more" does not stay loading nothing', async () => {
    const actor = startList([[ticket(2), ticket(1)]], 9);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
    await loadMore(actor);
    expect(ids(actor)).toEqual([2, 1]);
    expect(actor.getSnapshot().context.total).toBe(2);
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
  });

  it('keeps going after a page that only repeats, since the next one may hold older items', async () => {
    const actor = startList([[ticket(3)], [ticket(3)], [ticket(2)]], 3);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    await loadMore(actor);
    expect(ids(actor)).toEqual([3]);
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
    await loadMore(actor);
    expect(ids(actor)).toEqual([3, 2]);
  });

  it('ends the list at the second page in a row with nothing new: a server that ignores the page asked for', async () => {
    let reads = 0;
    const load = async (): Promise<PageOutcome<Ticket>> => {
      reads += 1;
      return { ok: true, page: { items: [ticket(3), ticket(2)], total: 40 } };
    };
    const actor = createActor(pagedListMachine.provide({ actors: createPagedListActors(load, (item) => item.id) })).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    await loadMore(actor);
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
    await loadMore(actor);
    expect(ids(actor)).toEqual([3, 2]);
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'list.moreRequested' });
    expect(reads).toBe(3);
  });

  it('drops a repeat inside one page too', async () => {
    const actor = startList([[ticket(2), ticket(2), ticket(1)]], 2);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ids(actor)).toEqual([2, 1]);
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
  });

  it('without a key, counts nothing as a repeat (lists read in one page)', async () => {
    const actor = startList([[ticket(1)], [ticket(1)]], 2, false);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    await loadMore(actor);
    expect(ids(actor)).toEqual([1, 1]);
  });
});
