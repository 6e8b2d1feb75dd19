import type { ContactPick, NativeBridge, TimeSdkResult } from './bridge.types';

/**
 * The Android wrapper transport. The page posts `{id, action, params}` as JSON to
 * `window.AndroidBridge.postMessage`; the wrapper answers by calling
 * `window.__onNativeMessage(json)` with `{id, ok, data}` for a request, or `{event:'newToken', token}`,
 * and `window.webViewToTime(json)` for data-collection results. Every answer is matched by id, so a
 * duplicate or late callback is ignored (FAULTS F34); a callback that never comes times out (F33).
 */
export interface AndroidPort {
  postMessage(json: string): void;
}

export interface AndroidHost {
  AndroidBridge?: AndroidPort;
  __onNativeMessage?: (json: string) => void;
  webViewToTime?: (json: string) => void;
}

export const BRIDGE_TIMEOUT_MS = 30_000;

interface Pending {
  resolve(data: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export function createAndroidBridge(
  host: AndroidHost,
  options: { timeoutMs?: number; onError?: (error: unknown) => void } = {},
): NativeBridge {
  const port = host.AndroidBridge;
  if (!port) throw new Error('Android bridge is not present');
  const timeoutMs = options.timeoutMs ?? BRIDGE_TIMEOUT_MS;
  const report = options.onError ?? (() => undefined);
  const pending = new Map<string, Pending>();
  const tokenListeners = new Set<(token: string) => void>();
  let nextId = 1;

  const send = (action: string, params: unknown = {}, id?: string) => {
    try {
      port.postMessage(JSON.stringify({ id, action, params }));
      return true;
    } catch (error) {
      report(error);
      return false;
    }
  };

  const request = (action: string, params: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      const id = `${action}-${nextId++}`;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('timeout'));
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      if (!send(action, params, id)) {
        clearTimeout(timer);
        pending.delete(id);
        reject(new Error('bridge failed'));
      }
    });

  const receive = (json: string) => {
    let message: { id?: string; ok?: boolean; data?: unknown; event?: string; token?: unknown };
    try {
      message = JSON.parse(json) as typeof message;
    } catch (error) {
      report(error);
      // With one request waiting, the unreadable answer is most likely its own: end it now, so the
      // borrower hears the feature is unavailable at once rather than after the time-out (F32).
      // With several, it cannot be told whose it was; each still waits for its answer or time-out.
      const [only, ...others] = pending.keys();
      const entry = only === undefined || others.length > 0 ? undefined : pending.get(only);
      if (only !== undefined && entry) {
        pending.delete(only);
        clearTimeout(entry.timer);
        entry.reject(new Error('unreadable answer'));
      }
      return;
    }
    if (message.event === 'newToken' && typeof message.token === 'string' && message.token) {
      tokenListeners.forEach((listener) => listener(message.token as string));
      return;
    }
    const entry = message.id ? pending.get(message.id) : undefined;
    if (!entry) return; // duplicate, stale or foreign answer
    pending.delete(message.id as string);
    clearTimeout(entry.timer);
    if (message.ok === false) entry.reject(new Error('native error'));
    else entry.resolve(message.data);
  };
  host.__onNativeMessage = receive;
  host.webViewToTime = receive;

  return {
    isNative: true,
    login: () => send('login'),
    logout: () => void send('logout'),
    onToken(listener) {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
    logEventByLocal: (event) => void send('logEventByLocal', event),
    logEventByAF: (name, values) => void send('logEventByAF', { name, values: values ?? {} }),
    async timeSDK(req): Promise<TimeSdkResult> {
      try {
        const data = (await request('timeSDK', { ...req, ...req.flags })) as { result?: unknown } | undefined;
        const code = Number(data?.result);
        return code === -1 || code === 0 || code === 1 ? { kind: 'result', code } : { kind: 'failed' };
      } catch {
        return { kind: 'failed' };
      }
    },
    async selectContact(index): Promise<ContactPick> {
      try {
        const data = (await request('selectContact', { isSelectContact: true, selectContactIndex: index })) as
          | { result?: string; phone?: unknown; name?: unknown }
          | undefined;
        if (data?.result === 'denied') return { kind: 'denied' };
        if (typeof data?.phone !== 'string' || !data.phone) return { kind: 'cancelled' };
        return { kind: 'picked', phone: data.phone, name: typeof data.name === 'string' ? data.name : '' };
      } catch (error) {
        return (error as Error).message === 'timeout' ? { kind: 'timeout' } : { kind: 'unavailable' };
      }
    },
  };
}
