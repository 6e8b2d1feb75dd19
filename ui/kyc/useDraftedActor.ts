import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useEffect, useState } from 'react';
import type { ActorRefFrom, AnyStateMachine, InputFrom, Snapshot } from 'xstate';
import type { DraftStore } from '../../services/storage/draftStore';
import { activeInvokes, hasOnlyDraftChildren } from '../../machines/shared/draftChildren';

export interface DraftOptions<TMachine extends AnyStateMachine> {
  drafts: DraftStore;
  draft: { name: string; version: number };
  input: InputFrom<TMachine>;
  /** The persisted snapshot to store, stripped of sensitive values; null clears the draft. */
  toDraft: (persisted: unknown) => unknown | null;
  /** Whether a stored draft has the shape this machine can restore, for this input (e.g. its market). */
  isDraft: (stored: unknown, input: InputFrom<TMachine>) => boolean;
  /** Puts values that must come from now (e.g. today's date) into a restored draft. */
  refresh?: (stored: unknown, input: InputFrom<TMachine>) => unknown;
}

function restorable<TMachine extends AnyStateMachine>(machine: TMachine, options: DraftOptions<TMachine>) {
  const stored = options.drafts.load<unknown>(options.draft.name, options.draft.version);
  if (stored === null) return undefined;
  try {
    if (!options.isDraft(stored, options.input)) throw new Error('not a draft of this machine');
    const { value, context } = stored as { value: never; context: never };
    const resolved = machine.resolveState({ value, context }); // throws on a state the chart no longer has
    if (!hasOnlyDraftChildren(stored, activeInvokes(resolved))) throw new Error('the draft would start what a draft never resumes');
    return (options.refresh ? options.refresh(stored, options.input) : stored) as Snapshot<unknown>;
  } catch {
    options.drafts.clear(options.draft.name); // corrupt, foreign or stale: start fresh (FAULTS F27)
    return undefined;
  }
}

/**
 * A wizard actor whose progress survives a reload, the back button and a language switch: restored
 * from the versioned draft on start (`createActor(machine, { snapshot })`), saved after each change.
 * A restored actor enters no state again; its connectivity watcher, kept in the draft, restarts and
 * reports the network status, and that first event lets eventless transitions run (personal info
 * fetches the states for a restored residence part that way).
 */
export function useDraftedActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: DraftOptions<TMachine>,
): ActorRefFrom<TMachine> {
  const [snapshot] = useState(() => restorable(machine, options));
  const actor = useActorRef(machine, snapshot ? { snapshot, input: options.input } : { input: options.input });
  const { drafts, draft, toDraft } = options;
  useEffect(() => {
    const save = () => {
      const kept = toDraft(actor.getPersistedSnapshot());
      if (kept === null) drafts.clear(draft.name);
      else drafts.save(draft.name, draft.version, kept);
    };
    const subscription = actor.subscribe(save);
    return () => subscription.unsubscribe();
  }, [actor, drafts, draft.name, draft.version, toDraft]);
  return actor as ActorRefFrom<TMachine>;
}
