/**
 * The invoked actors a wizard's draft keeps. XState restores a persisted snapshot's children and
 * starts nothing else, so a draft saved with no children came back deaf to the network after a
 * reload (FAULTS F4). Only the connectivity watcher is kept (every wizard invokes it as `CONNECTIVITY_INVOKE`);
 * work in flight (a submit, a look-up, a contact picker) is never resumed from a draft.
 */
const CONNECTIVITY_CHILD = 'connectivity';
const CONNECTIVITY_SOURCE = 'watchConnectivity';

/** How every wizard invokes its watcher: the id and source a draft keeps, written once. */
export const CONNECTIVITY_INVOKE = { id: CONNECTIVITY_CHILD, src: CONNECTIVITY_SOURCE } as const;

/** The children to store with a draft: the connectivity watcher, if it runs. */
export function draftChildren(persisted: unknown): Record<string, unknown> {
  const watcher = (persisted as { children?: Record<string, unknown> } | null)?.children?.[CONNECTIVITY_CHILD];
  return watcher ? { [CONNECTIVITY_CHILD]: watcher } : {};
}

/** A stored draft holds the watcher or nothing: an edited draft cannot start a submit on restore. */
export function hasOnlyDraftChildren(stored: unknown): boolean {
  const children: unknown = (stored as { children?: unknown } | null)?.children;
  if (children === undefined) return true;
  if (typeof children !== 'object' || children === null) return false;
  return Object.entries(children).every(
    ([id, child]) => id === CONNECTIVITY_CHILD && (child as { src?: unknown } | null)?.src === CONNECTIVITY_SOURCE,
  );
}
