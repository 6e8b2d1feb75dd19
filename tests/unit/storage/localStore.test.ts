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
    expect(store.token()).toBeNull();
    expect(() => store.clearSession()).not.toThrow();
  });
});
