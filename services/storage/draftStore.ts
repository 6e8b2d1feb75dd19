import type { ListableStore } from './localStore';

/**
 * Versioned wizard drafts (persisted machine snapshots). Kept in session storage: it survives a
 * WebView reload and the back button, and keeps local storage to the keys SPEC section 3 names.
 * A corrupt, old-version or foreign draft is discarded (FAULTS F27).
 *
 * After a session code that keeps drafts (FAULTS F15, F16) they belong to the borrower it signed
 * out: their mobile is kept next to them, so that a reload does not forget it. While it is set the
 * drafts are held: `load` gives nothing until the session machine knows who signed in and either
 * releases them (`setOwner(null)`, the same borrower) or drops them (`clearAll`, someone else).
 */
export interface DraftStore {
  /** `whileHeld`: a draft of whoever is signing in now (the sign-in form), given even while the drafts are held. */
  load<T>(name: string, version: number, options?: { whileHeld?: boolean }): T | null;
  save(name: string, version: number, value: unknown): void;
  clear(name: string): void;
  /** Removes every draft and their owner. */
  clearAll(): void;
  /** The mobile of the signed-out borrower the drafts are held for, or null. */
  owner(): string | null;
  setOwner(mobile: string | null): void;
  /** Counts `clearAll` calls in this page: a screen opened before the last one may not write back. */
  generation(): number;
}

const PREFIX = 'draft:';
/** Not under PREFIX: it is not a draft. */
const OWNER_KEY = 'draftOwner';

export function createDraftStore(backend: ListableStore): DraftStore {
  let generation = 0;
  const store: DraftStore = {
    load<T>(name: string, version: number, options: { whileHeld?: boolean } = {}): T | null {
      try {
        if (!options.whileHeld && backend.getItem(OWNER_KEY) !== null) return null;
        const raw = backend.getItem(PREFIX + name);
        if (!raw) return null;
        const parsed = JSON.parse(raw) as { version?: unknown; value?: unknown };
        if (parsed.version !== version || parsed.value === undefined) {
          backend.removeItem(PREFIX + name);
          return null;
        }
        return parsed.value as T;
      } catch {
        backend.removeItem(PREFIX + name);
        return null;
      }
    },
    save(name, version, value) {
      try {
        backend.setItem(PREFIX + name, JSON.stringify({ version, value }));
      } catch {
        // Quota or disabled storage: the draft stays in memory only.
      }
    },
    clear: (name) => backend.removeItem(PREFIX + name),
    clearAll() {
      const keys: string[] = [];
      for (let i = 0; i < (backend.length ?? 0); i++) {
        const key = backend.key?.(i);
        if (key?.startsWith(PREFIX)) keys.push(key);
      }
      keys.forEach((key) => backend.removeItem(key));
      backend.removeItem(OWNER_KEY);
      generation += 1;
    },
    generation: () => generation,
    owner() {
      try {
        return backend.getItem(OWNER_KEY) || null;
      } catch {
        return null;
      }
    },
    setOwner(mobile) {
      try {
        if (mobile) backend.setItem(OWNER_KEY, mobile);
        else backend.removeItem(OWNER_KEY);
      } catch {
        // Full storage: drafts nobody owns must not outlive a reload, where anyone could sign in.
        if (mobile) store.clearAll();
      }
    },
  };
  return store;
}

/**
 * The drafts of a signed-in borrower's screens: nothing is saved or cleared while `isTheirs()` is
 * false. A session code that drops the drafts (FAULTS F17, F18) is answered to the request that
 * carried it, and the screen's actor reacts before it unmounts; without this its saver would write
 * the form back, unowned, for whoever signs in next.
 */
export function signedInDrafts(drafts: DraftStore, isTheirs: () => boolean): DraftStore {
  return {
    ...drafts,
    save(name, version, value) {
      if (isTheirs()) drafts.save(name, version, value);
    },
    clear(name) {
      if (isTheirs()) drafts.clear(name);
    },
  };
}

/**
 * Drafts for a screen behind sign-in: saved while a token is stored or drafts are held for a
 * signed-out borrower (F15, F16), and never once the drafts were dropped after the screen opened
 * (F17, F18, a sign-out, another borrower on a shared phone): a screen still on its way out, or
 * an answer landing late, cannot write one borrower's form back for the next. A screen opened
 * while the drafts are held started without them: it never writes over them.
 */
export function screenDrafts(drafts: DraftStore, token: () => string | null): DraftStore {
  const openedIn = drafts.generation();
  const openedWhileHeld = drafts.owner() !== null;
  return signedInDrafts(
    drafts,
    () => !openedWhileHeld && drafts.generation() === openedIn && (token() !== null || drafts.owner() !== null),
  );
}
