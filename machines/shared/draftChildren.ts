/**
 * The invoked actors a wizard's draft keeps. XState restores a persisted snapshot's children and
 * starts nothing else, so a draft saved with no children came back deaf to the network after a
 * reload (FAULTS F4). Two are kept: the connectivity watcher (every wizard invokes it as
 * `CONNECTIVITY_INVOKE`), and the check of a save whose answer the reload lost (FAULTS F2), a read.
 * A save, a look-up or a contact picker in flight is never resumed from a draft.
 */
import type { AnyMachineSnapshot } from 'xstate';

const CONNECTIVITY_CHILD = 'connectivity';
const CONNECTIVITY_SOURCE = 'watchConnectivity';

/** The id of `reconciling`'s invoke (machines/shared/reconcileStep): a draft resumes the check under it. */
export const SAVED_CHECK_CHILD = 'savedCheck';

/** How every wizard invokes its watcher: the id and source a draft keeps, written once. */
export const CONNECTIVITY_INVOKE = { id: CONNECTIVITY_CHILD, src: CONNECTIVITY_SOURCE } as const;

/** The children to store with a draft: the connectivity watcher, if it runs. */
export function draftChildren(persisted: unknown): Record<string, unknown> {
  const watcher = (persisted as { children?: Record<string, unknown> } | null)?.children?.[CONNECTIVITY_CHILD];
  return watcher ? { [CONNECTIVITY_CHILD]: watcher } : {};
}

/**
 * The check a draft stores to come back in `reconciling`: not yet started, so the restored actor
 * asks the server again whether the save landed (XState starts a restored child that is active).
 */
export function resumedSavedCheck(checkActor: string): Record<string, unknown> {
  const notStarted = { status: 'active', output: undefined, error: undefined, input: undefined };
  return { [SAVED_CHECK_CHILD]: { src: checkActor, snapshot: notStarted, systemId: undefined } };
}

/** What the restored state invokes: an `invoke` entry's id and source. */
export interface ActiveInvoke {
  id: string;
  src: unknown;
}

/** The invokes of a snapshot's active states (e.g. of `machine.resolveState(draft)`). */
export function activeInvokes(snapshot: AnyMachineSnapshot): ActiveInvoke[] {
  return snapshot._nodes.flatMap((node) => node.invoke.map((invoke) => ({ id: invoke.id, src: invoke.src })));
}

const RESUMABLE = [CONNECTIVITY_CHILD, SAVED_CHECK_CHILD];

/**
 * A stored draft holds only children a draft may resume, each one the restored state invokes under
 * that id and source, and the check when the state needs it: an edited draft can never start a
 * save on restore, nor come back busy with nothing running. A draft saved before the watcher was
 * kept has no children.
 */
export function hasOnlyDraftChildren(stored: unknown, invokes: readonly ActiveInvoke[]): boolean {
  const storedChildren: unknown = (stored as { children?: unknown } | null)?.children;
  const children = storedChildren === undefined ? {} : storedChildren;
  if (typeof children !== 'object' || children === null) return false;
  const kept = children as Record<string, { src?: unknown; snapshot?: { status?: unknown } } | null>;
  const resumable = Object.entries(kept).every(([id, child]) => {
    const invoke = invokes.find((candidate) => candidate.id === id);
    const startsOnRestore = id !== SAVED_CHECK_CHILD || child?.snapshot?.status === 'active';
    return RESUMABLE.includes(id) && invoke !== undefined && child?.src === invoke.src && startsOnRestore;
  });
  const needed = invokes.filter((invoke) => invoke.id !== CONNECTIVITY_CHILD);
  return resumable && needed.every((invoke) => invoke.id === SAVED_CHECK_CHILD && invoke.id in kept);
}
