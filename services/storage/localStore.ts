/**
 * Typed access to the local-storage keys SPEC section 3 names, and nothing else.
 * Wizard drafts are not here: they live in the session store (see draftStore.ts).
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A key-value store whose keys can be listed, as Web Storage's are: the drafts are cleared by prefix. */
export interface ListableStore extends KeyValueStore {
  key?(index: number): string | null;
  length?: number;
}

export const STORAGE_KEYS = [
  'token',
  'userInfo',
  'score',
  'language',
  'packageName',
  'edition',
  'deviceMsg',
  'afid',
  'appName',
  'faqData',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

export type Language = 'en' | 'es';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

/** What a session code clears (SPEC section 8); language and app identity stay. */
const SESSION_KEYS: readonly StorageKey[] = ['token', 'userInfo', 'score', 'deviceMsg'];

export interface LocalStore {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  getJson<T>(key: StorageKey): T | null;
  setJson(key: StorageKey, value: unknown): void;
  token(): string | null;
  language(): Language | null;
  clearSession(): void;
}

export function createLocalStore(backend: KeyValueStore): LocalStore {
  const safe = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch {
      return fallback; // storage can be disabled or full in a WebView; the app keeps going
    }
  };
  // What a full storage refused to write: kept for the page's life, so a sign-in whose token could
  // not be saved still works until the app is closed, rather than ending at the next call.
  const unsaved = new Map<StorageKey, string>();
  const store: LocalStore = {
    get: (key) => unsaved.get(key) ?? safe(() => backend.getItem(key), null),
    set(key, value) {
      try {
        backend.setItem(key, value);
        unsaved.delete(key);
      } catch {
        unsaved.set(key, value);
      }
    },
    remove(key) {
      unsaved.delete(key);
      safe(() => backend.removeItem(key), undefined);
    },
    getJson<T>(key: StorageKey): T | null {
      const raw = store.get(key);
      if (raw === null) return null;
      return safe(() => JSON.parse(raw) as T, null);
    },
    setJson: (key, value) => store.set(key, JSON.stringify(value)),
    token: () => store.get('token') || null,
    language() {
      const value = store.get('language');
      return isLanguage(value) ? value : null;
    },
    clearSession: () => SESSION_KEYS.forEach((key) => store.remove(key)),
  };
  return store;
}

/**
 * An in-memory backend for tests and for WebViews with storage turned off. Listable like Web
 * Storage, so that dropping every draft (a sign-out, another borrower) works there too.
 */
export function createMemoryBackend(initial: Record<string, string> = {}): Required<ListableStore> {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}
