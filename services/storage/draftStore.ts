import type { KeyValueStore } from './localStore';

/**
 * Versioned wizard drafts (persisted machine snapshots). Kept in session storage: it survives a
 * WebView reload and the back button, and keeps local storage to the keys SPEC section 3 names.
 * A corrupt, old-version or foreign draft is discarded (FAULTS F27).
 */
export interface DraftStore {
  load<T>(name: string, version: number): T | null;
  save(name: string, version: number, value: unknown): void;
  clear(name: string): void;
  clearAll(): void;
}

const PREFIX = 'draft:';

export function createDraftStore(backend: KeyValueStore & { key?(index: number): string | null; length?: number }): DraftStore {
  return {
    load<T>(name: string, version: number): T | null {
      try {
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
    },
  };
}
