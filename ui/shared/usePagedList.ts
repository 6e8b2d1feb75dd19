import { useState } from 'react';
import { createPagedListActors } from '../../machines/pagedList/pagedList.actors';
import { pagedListMachine } from '../../machines/pagedList/pagedList.machine';
import type { PageOutcome } from '../../machines/pagedList/pagedList.types';
import { useAppActorRef as useActorRef } from '../app/useAppActorRef';

/**
 * A list screen's paged-list actor, reading pages with `load`. `keyOf` names an item (a ticket's id,
 * an order's number) so a page that repeats items already shown adds only the new ones.
 */
export function usePagedList<Item>(
  load: (page: number, signal: AbortSignal) => Promise<PageOutcome<Item>>,
  keyOf?: (item: Item) => string | number,
) {
  const [machine] = useState(() => pagedListMachine.provide({ actors: createPagedListActors(load, keyOf) }));
  return useActorRef(machine);
}
