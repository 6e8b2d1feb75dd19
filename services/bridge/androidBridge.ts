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
  /** Messages the wrapper sent before the app had started (docs/bridge.md, "Before the app starts"). */
  __nativeQueue?: string[];
}

export const BRIDGE_TIMEOUT_MS = 30_000;

/** The waiting request an answer that is not JSON was most likely for, or null. */
function unreadableAnswerId(text: string, waiting: readonly string[]): string | null {
  if (/"event"\s*:/.test(text)) return null;
  const named = /"id"\s*:\s*"([^"]+)"/.exec(text)?.[1];
  if (named !== undefined) return waiting.includes(named) ? named : null;
  return waiting.length === 1 ? waiting[0]! : null;
}

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
  // A token that came before anyone listened (the wrapper's login at start-up): the first listener gets it.
  let unheardToken: string | null = null;
  let nextId = 1;
  // Ids differ from one page load to the next: an answer meant for the page before a reload matches nothing.
  const load = Date.now().toString(36);

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
      const id = `${action}-${load}-${nextId++}`;
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
      // "null", a number, a string: readable JSON, but no message.
      if (typeof message !== 'object' || message === null) throw new TypeError('not a bridge message');
    } catch (error) {
      report(error);
      // End the request the unreadable answer was for, so the borrower hears at once that the
      // feature is unavailable rather than after the time-out (F32): the one its id names, else
      // the only one waiting. A broken event (newToken) is no answer, and with several requests
      // waiting and no id it cannot be told whose it was: those wait for their answer or time-out.
      const id = unreadableAnswerId(json, [...pending.keys()]);
      const entry = id === null ? undefined : pending.get(id);
      if (id !== null && entry) {
        pending.delete(id);
        clearTimeout(entry.timer);
        entry.reject(new Error('unreadable answer'));
      }
      return;
    }
    if (message.event === 'newToken' && typeof message.token === 'string' && message.token) {
      if (tokenListeners.size === 0) unheardToken = message.token;
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
  host.__nativeQueue?.splice(0).forEach(receive);

  return {
    isNative: true,
    login: () => send('login'),
    logout: () => void send('logout'),
    onToken(listener) {
      tokenListeners.add(listener);
      // After the subscriber's own start-up has run: a session that hears it mid-wiring would sign in half-built.
      const early = unheardToken;
      unheardToken = null;
      if (early !== null) queueMicrotask(() => listener(early));
      return () => tokenListeners.delete(listener);
    },
    logEventByLocal: (event) => void send('logEventByLocal', event),
    logEventByAF: (name, values) => void send('logEventByAF', { name, values: values ?? {} }),
    async timeSDK(req): Promise<TimeSdkResult> {
      try {
        const data = (await request('timeSDK', { ...req, ...req.flags })) as { result?: unknown } | undefined;
        // -1, 0 or 1, also as text; null, '', false or [] are no answer (Number() would make them 0, success).
        const code = ([-1, 0, 1] as const).find((known) => String(known) === String(data?.result).trim());
        return code === undefined ? { kind: 'failed' } : { kind: 'result', code };
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
