import { describe, expect, it } from 'vitest';
import { createLocalStore, createMemoryBackend, STORAGE_KEYS, type KeyValueStore } from '../../../services/storage/localStore';

function recordingBackend(initial: Record<string, string> = {}) {
  const backend = createMemoryBackend(initial);
  const written = new Set<string>();
  return {
    written,
    backend: {
      ...backend,
      setItem(key: string, value: string) {
        written.add(key);
        backend.setItem(key, value);
      },
    } satisfies KeyValueStore,
  };
}

describe('local store', () => {
  it('knows exactly the keys SPEC section 3 names', () => {
    expect([...STORAGE_KEYS].sort()).toEqual(
      ['afid', 'appName', 'deviceMsg', 'edition', 'faqData', 'language', 'packageName', 'score', 'token', 'userInfo'].sort(),
    );
  });

  it('clearSession removes the session data and keeps language and app identity', () => {
    const { backend } = recordingBackend();
    const store = createLocalStore(backend);
    for (const key of STORAGE_KEYS) store.set(key, `v-${key}`);
    store.clearSession();
    expect(store.token()).toBeNull();
    expect(store.get('userInfo')).toBeNull();
    expect(store.get('score')).toBeNull();
    expect(store.get('deviceMsg')).toBeNull();
    expect(store.get('language')).toBe('v-language');
    expect(store.get('packageName')).toBe('v-packageName');
    expect(store.get('afid')).toBe('v-afid');
  });

  it('reads the language only when it is en or es', () => {
    expect(createLocalStore(createMemoryBackend({ language: 'es' })).language()).toBe('es');
    expect(createLocalStore(createMemoryBackend({ language: 'fr' })).language()).toBeNull();
  });

  it('an empty token counts as none', () => {
    expect(createLocalStore(createMemoryBackend({ token: '' })).token()).toBeNull();
  });

  it('corrupt JSON reads as null', () => {
    expect(createLocalStore(createMemoryBackend({ userInfo: '{bad' })).getJson('userInfo')).toBeNull();
  });

  it('keeps working when storage throws (disabled or full WebView storage)', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createLocalStore(broken);
    expect(() => store.set('token', 'x')).not.toThrow();
    // Kept for the page's life: a sign-in on a phone whose storage is full does not end at the next call.
    expect(store.token()).toBe('x');
    expect(() => store.clearSession()).not.toThrow();
    expect(store.token()).toBeNull();
  });

  it('a full storage (reads work, writes refused): what could not be saved is read back until it is replaced or removed', () => {
    const saved = new Map([['language', 'es']]);
    const full: KeyValueStore = {
      getItem: (key) => saved.get(key) ?? null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: (key) => void saved.delete(key),
    };
    const store = createLocalStore(full);
    store.set('token', 'fresh');
    store.set('language', 'en');
    expect([store.token(), store.language()]).toEqual(['fresh', 'en']);
    store.remove('language');
    expect(store.language()).toBeNull();
  });
});
