import type { ApiClient } from '../../services/api/client';
import type { AppServices } from '../../services/appServices';
import { detectBridge } from '../../services/bridge';
import type { AndroidHost } from '../../services/bridge/androidBridge';
import { isMarketId, marketForPackage, markets } from '../../services/markets/markets';
import { createDraftStore } from '../../services/storage/draftStore';
import { createLocalStore, createMemoryBackend, type ListableStore } from '../../services/storage/localStore';
import type { ActivityCounter } from './activity';
import { enterMarket } from './enterMarket';
import { ApiFault, type ApiResult } from '../../services/api/result';

export interface SessionCodeSink {
  /** `tokenless`: the call carried no token (made while signed out), so it ended no session. */
  (result: Extract<ApiResult<unknown>, { kind: 'session' }>, call: { tokenless: boolean }): void;
}

function storageOrMemory(get: () => Storage): ListableStore {
  try {
    const storage = get();
    storage.getItem('probe');
    return storage;
  } catch {
    return createMemoryBackend();
  }
}

/**
 * Opened on first use: a first access to a storage area waits on the browser process, and the
 * drafts (session storage) are not needed for the first screen.
 */
function storageOnFirstUse(get: () => Storage): ListableStore {
  let backend: ListableStore | null = null;
  const open = () => (backend ??= storageOrMemory(get));
  return {
    getItem: (key) => open().getItem(key),
    setItem: (key, value) => open().setItem(key, value),
    removeItem: (key) => open().removeItem(key),
    key: (index) => open().key?.(index) ?? null,
    get length() {
      return open().length ?? 0;
    },
  };
}

/**
 * The composition root's services: real storage, the detected bridge, the encrypted client. The
 * market comes from the package name (each wrapper app has its own); `?market=mx` on a plain
 * browser picks the Mexican package for QA.
 */
export function createServices(options: {
  activity: ActivityCounter;
  onSessionCode: SessionCodeSink;
  /** Every API fault, and every error of the wrapper bridge (a throwing port, an unreadable answer). */
  onFault?: (fault: unknown) => void;
}): AppServices {
  const store = createLocalStore(storageOrMemory(() => window.localStorage));
  const drafts = createDraftStore(storageOnFirstUse(() => window.sessionStorage));
  const bridge = detectBridge(window as unknown as AndroidHost, options.onFault);
  // `?market=` is for a plain browser (QA, the web fallback). Inside the wrapper the package name is
  // the wrapper's own, and it is also the encryption key: a link must not switch it.
  const requested = bridge.isNative ? null : new URLSearchParams(window.location.search).get('market');
  if (isMarketId(requested)) enterMarket(store, drafts, requested);
  // Inside the wrapper the package name is the wrapper's to write (docs/bridge.md): the default is
  // used, never stored, so a wrapper that writes it late still names its market from the next load.
  if (!store.get('packageName') && !bridge.isNative) store.set('packageName', markets.ng.packageName);
  const market = marketForPackage(store.get('packageName'));
  const isOnline = () => navigator.onLine !== false;

  // The encrypted client (ky, crypto-js, valibot) is not in the first chunk: loaded on the first call.
  let client: Promise<ApiClient> | null = null;
  const loadClient = (endpointPath: string): Promise<ApiClient> => {
    client ??= import('../../services/api/client').then(
      ({ createApiClient }) =>
        createApiClient({
          origin: window.location.origin,
          headers: () => ({
            token: store.token(),
            packageName: store.get('packageName') ?? market.packageName,
            appName: store.get('appName') ?? market.appName,
            afid: store.get('afid') ?? '',
            lang: store.language() ?? market.defaultLanguage,
          }),
          isOnline,
          onActivity: options.activity.change,
          // Also told to the frame's network notices (ui/app/networkNotices.ts), which load with the frame.
          onFault(fault) {
            options.onFault?.(fault);
            dispatchEvent(new CustomEvent('api:fault', { detail: fault }));
          },
          onAnswer: () => dispatchEvent(new Event('api:answer')),
        }),
      () => {
        // A chunk that did not arrive is a network fault like any other; the next call retries.
        client = null;
        const fault = new ApiFault(isOnline() ? 'network' : 'offline', endpointPath);
        options.onFault?.(fault);
        throw fault;
      },
    );
    return client;
  };

  return {
    api: {
      async call(endpoint, payload, callOptions) {
        const tokenAtCall = store.token();
        const result = await (await loadClient(endpoint.path)).call(endpoint, payload, callOptions);
        // A code for a token already replaced (the wrapper's refresh landed while the call was out)
        // says nothing of the session now: it must not end the new one. The sign-in calls, made
        // without a token (/security/*: a blocked account's login), answer theirs on the sign-in
        // screen, with no login asked for on top of it.
        const signingIn = !tokenAtCall && endpoint.path.startsWith('/security/');
        if (!result.ok && result.kind === 'session' && !signingIn && store.token() === tokenAtCall) {
          options.onSessionCode(result, { tokenless: !tokenAtCall });
        }
        return result;
      },
    },
    store,
    drafts,
    bridge,
    market,
    now: Date.now,
    isOnline,
    async copyText(text) {
      try {
        await navigator.clipboard.writeText(text);
        return true;
      } catch {
        return false;
      }
    },
  };
}
