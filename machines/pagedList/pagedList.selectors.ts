import type { SnapshotFrom } from 'xstate';
import type { pagedListMachine } from './pagedList.machine';

type Snapshot = SnapshotFrom<typeof pagedListMachine>;

export type ListStage = 'loading' | 'failed' | 'empty' | 'ready';

export function selectListStage(snapshot: Snapshot): ListStage {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  return 'ready';
}

/** Items as the screen's wiring typed them (the machine keeps them opaque). */
export function selectItems<T>(snapshot: Snapshot): readonly T[] {
  return snapshot.context.items as readonly T[];
}

export const selectListError = (snapshot: Snapshot) => snapshot.context.error;
export const selectFromCache = (snapshot: Snapshot) => snapshot.context.fromCache;
export const selectIsLoadingMore = (snapshot: Snapshot) => snapshot.matches('loadingMore');
/** Page 1 read again with the list still shown ('ready' to the view). */
export const selectIsRefreshing = (snapshot: Snapshot) => snapshot.matches('refreshing');
export const selectHasMore = (snapshot: Snapshot) => snapshot.can({ type: 'list.moreRequested' });
