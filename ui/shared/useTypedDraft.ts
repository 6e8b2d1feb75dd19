import { useEffect, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { TypedDraft } from '../../machines/shared/typedDraft';
import type { DraftStore } from '../../services/storage/draftStore';

/** What was kept last time, read once when the screen opens: it seeds the machine's input. No draft: nothing. */
export function useKeptTyped<Kept>(drafts: DraftStore, draft: TypedDraft<Kept, never> | null): Kept | null {
  const [kept] = useState(() => {
    if (!draft) return null;
    const stored = drafts.load<unknown>(draft.name, draft.version, { whileHeld: draft.keptWhileHeld === true });
    return draft.isKept(stored) ? stored : null;
  });
  return kept;
}

/** Keeps what is typed as it changes, and clears it when there is nothing left to keep. No draft: nothing. */
export function useKeepTyped<Actor extends AnyActorRef>(drafts: DraftStore, draft: TypedDraft<unknown, SnapshotFrom<Actor>> | null, actor: Actor) {
  useEffect(() => {
    if (!draft) return;
    const subscription = actor.subscribe((snapshot: SnapshotFrom<Actor>) => {
      const kept = draft.toKept(snapshot);
      if (kept) drafts.save(draft.name, draft.version, kept);
      else drafts.clear(draft.name);
    });
    return () => subscription.unsubscribe();
  }, [actor, draft, drafts]);
}
