import ky from 'ky';
import * as v from 'valibot';
import { encodeRequest, type RandomSource } from '../protocol/envelope';
import type { Endpoint, MultipartPayload } from './endpoint';
import { envelopeSchema } from './envelope';
import { CLOCK_SKEW_CODE, ClockSkewFault } from './clockSkew';
import { ApiFault, isSessionCode, type ApiResult } from './result';
import type { Language } from '../storage/localStore';

export const REQUEST_TIMEOUT_MS = 60_000;
const MAX_GET_RETRIES = 2;
/** A longer Retry-After is not waited out under the overlay: the call fails and the frame shows the wait. */
export const MAX_RETRY_AFTER_WAIT_MS = REQUEST_TIMEOUT_MS;

export interface RequestHeaders {
  token: string | null;
  packageName: string;
  appName: string;
  afid: string;
  lang: Language;
}

export interface ApiClientDeps {
  /** Origin the `/api` and `/cou` paths hang off, e.g. `https://host` or `location.origin`. */
  origin: string;
  headers: () => RequestHeaders;
  now?: () => number;
  random?: RandomSource;
  fetch?: typeof fetch;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  isOnline?: () => boolean;
  /** +1 when a non-silent call starts, -1 when it ends, whatever the outcome (the loading overlay). */
  onActivity?: (delta: 1 | -1) => void;
  /** Every fault, for telemetry: endpoint path and status only, never payloads. */
  onFault?: (fault: ApiFault) => void;
  /** The server answered (the network works): the cold-start offline screen stays away after this. */
  onAnswer?: () => void;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Background polling: no loading overlay. */
  silent?: boolean;
  /** Sent as `Idempotency-Key` on calls that create orders or move money. */
  idempotencyKey?: string;
}

export interface ApiClient {
  call<P, D>(endpoint: Endpoint<P, D>, payload?: P, options?: CallOptions): Promise<ApiResult<D>>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A wait between tries that ends at once, with the abort's reason, when the caller lets go (its
 * screen was left): a Retry-After of 60 s must not hold the loading overlay over the next screen.
 */
function untilAborted(wait: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return wait;
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    wait.then(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, reject);
  });
}

/** The server refused the request's timestamp (FAULTS F22); its own time, when it said, in ms. */
class ClockSkew {
  constructor(readonly serverTimeMs: number | null) {}
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;
  const isOnline = deps.isOnline ?? (() => true);
  // Server time minus device time, learned from a clock-skew refusal; the phone's clock may be days off.
  let clockOffsetMs = 0;
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // ky's own timeout ends when the headers arrive; the body can stall after them (FAULTS F1, F8),
  // so each exchange runs under its own deadline (`startDeadline`), headers and body together.
  const http = ky.create({
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });

  async function once<P, D>(endpoint: Endpoint<P, D>, payload: P | undefined, options: CallOptions) {
    const h = deps.headers();
    const isMultipart = endpoint.method === 'MULTIPART';
    const plainPayload = isMultipart
      ? (payload as MultipartPayload | undefined)?.extra
      : (payload as Record<string, unknown> | undefined);
    const encoded = encodeRequest({
      path: endpoint.path,
      payload: plainPayload,
      packageName: h.packageName,
      nowMs: now() + clockOffsetMs,
      random: deps.random,
    });
    const url = `${deps.origin.replace(/\/$/, '')}/${endpoint.base}/${encoded.encryptedPath}`;
    const headers: Record<string, string> = {
      Authorization: h.token ?? '',
      packageName: h.packageName,
      appName: h.appName,
      afid: h.afid,
      lang: h.lang,
    };
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

    const deadline = startDeadline(timeoutMs, options.signal);
    const fault = (error: unknown): unknown => {
      if (options.signal?.aborted) return error;
      if (deadline.expired()) return new ApiFault('timeout', endpoint.path);
      return error instanceof ApiFault ? error : new ApiFault(isOnline() ? 'network' : 'offline', endpoint.path);
    };
    const signal = deadline.signal;
    try {
      let response: Response;
      try {
        if (endpoint.method === 'GET') {
          response = await deadline.race(
            http.get(url, { headers, signal, searchParams: { [encoded.field]: encoded.encryptedPayload } }),
          );
        } else if (isMultipart) {
          const form = new FormData();
          for (const [name, file] of Object.entries((payload as MultipartPayload | undefined)?.files ?? {})) {
            form.append(name, file);
          }
          form.append(encoded.field, encoded.encryptedPayload);
          response = await deadline.race(http.post(url, { headers, signal, body: form }));
        } else {
          response = await deadline.race(
            http.post(url, { headers, signal, json: { [encoded.field]: encoded.encryptedPayload } }),
          );
        }
      } catch (error) {
        throw fault(error);
      }
      checkHead(endpoint, response, now() + clockOffsetMs);
      let text: string;
      try {
        text = await deadline.race(response.text());
      } catch (error) {
        // A connection cut mid-body is the network's fault, not a bad answer.
        throw fault(error);
      }
      return parseBody(endpoint, response, text);
    } finally {
      deadline.stop();
    }
  }

  async function call<P, D>(endpoint: Endpoint<P, D>, payload?: P, options: CallOptions = {}) {
    if (!options.silent) deps.onActivity?.(1);
    let corrected = false;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await once(endpoint, payload, options);
          deps.onAnswer?.();
          return result;
        } catch (caught) {
          let error = caught;
          if (error instanceof ClockSkew) {
            deps.onAnswer?.();
            // Resent once with the server's time (the server ran nothing, so even a keyed call may
            // be resent); a second refusal is the borrower's to fix: never a loop.
            if (!corrected && error.serverTimeMs !== null && !options.signal?.aborted) {
              corrected = true;
              clockOffsetMs = error.serverTimeMs - now();
              continue;
            }
            error = new ClockSkewFault(endpoint.path);
          }
          if (error instanceof ApiFault) deps.onFault?.(error);
          // A call with an idempotency key moves money or creates an order (get-money is a GET):
          // never retried blindly, the caller reconciles with the server instead (FAULTS F2).
          const wait = options.idempotencyKey ? null : retryDelay(endpoint, error, attempt, deps.random ?? Math.random);
          if (wait === null || options.signal?.aborted) throw error;
          await untilAborted(sleep(wait), options.signal);
        }
      }
    } finally {
      if (!options.silent) deps.onActivity?.(-1);
    }
  }

  return { call };
}

/**
 * Reads are retried at most twice with backoff and jitter, never sooner than Retry-After.
 * Writes are never retried blindly: their outcome may be unknown (FAULTS F2, F7).
 */
function retryDelay(endpoint: Endpoint<unknown, unknown>, error: unknown, attempt: number, random: RandomSource) {
  if (endpoint.method !== 'GET' || attempt >= MAX_GET_RETRIES || !(error instanceof ApiFault)) return null;
  const retriable =
    error.reason === 'network' || (error.reason === 'http' && [429, 502, 503, 504].includes(error.status ?? 0));
  if (!retriable) return null;
  const retryAfterMs = (error.retryAfterSeconds ?? 0) * 1000;
  if (retryAfterMs > MAX_RETRY_AFTER_WAIT_MS) return null;
  const backoff = 500 * 2 ** attempt + Math.floor(random() * 250);
  return Math.max(backoff, retryAfterMs);
}

/**
 * `Retry-After` in whole seconds, either form (RFC 9110 section 10.2.3): delta-seconds, or an
 * HTTP-date read against the server's own `Date` header when it sent one (the phone's clock may be
 * days off, FAULTS F22), else against `nowMs`. A date in the past means no wait.
 */
function retryAfterSeconds(response: Response, nowMs: number): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : undefined;
  const until = Date.parse(value);
  if (!Number.isFinite(until)) return undefined;
  const serverNow = Date.parse(response.headers.get('date') ?? '');
  const seconds = Math.ceil((until - (Number.isFinite(serverNow) ? serverNow : nowMs)) / 1000);
  return seconds > 0 ? seconds : undefined;
}

/** Status and content type, before the body is read: an HTTP error or a captive portal's page. */
function checkHead(endpoint: Endpoint<unknown, unknown>, response: Response, nowMs: number): void {
  if (!response.ok) throw new ApiFault('http', endpoint.path, response.status, retryAfterSeconds(response, nowMs));
  const type = response.headers.get('content-type') ?? '';
  // A 200 with an HTML page is a captive portal, not an answer (FAULTS F9); some portals send it
  // with no content type, or as text/plain, so a body that opens like markup counts too.
  if (type.includes('text/html')) throw new ApiFault('network', endpoint.path, response.status);
}

function parseBody<D>(endpoint: Endpoint<unknown, D>, response: Response, text: string): ApiResult<D> {
  if (text.trimStart().startsWith('<')) throw new ApiFault('network', endpoint.path, response.status);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiFault('malformed', endpoint.path, response.status);
  }
  const envelope = v.safeParse(envelopeSchema, body);
  if (!envelope.success) throw new ApiFault('malformed', endpoint.path, response.status);
  const { code, msg, data } = envelope.output;
  if (code === CLOCK_SKEW_CODE) throw new ClockSkew(serverTimeMs(data, response));
  if (code !== 0) {
    return isSessionCode(code)
      ? { ok: false, kind: 'session', code, msg: msg ?? '' }
      : { ok: false, kind: 'business', code, msg: msg ?? '' };
  }
  const parsed = v.safeParse(endpoint.data, data);
  if (!parsed.success) throw new ApiFault('malformed', endpoint.path, response.status);
  return { ok: true, data: parsed.output };
}

/**
 * The server's time from its clock-skew answer (`data.serverTime`, seconds; in milliseconds when it
 * is that large, as some servers send it), else its `Date` header.
 */
function serverTimeMs(data: unknown, response: Response): number | null {
  const time = (data as { serverTime?: unknown } | null)?.serverTime;
  if (typeof time === 'number' && Number.isFinite(time) && time > 0) return time < 1e12 ? time * 1000 : time;
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isFinite(date) ? date : null;
}

interface Deadline {
  signal: AbortSignal;
  /** The exchange, or a rejection once the deadline passes (a stalled body may never settle). */
  race<T>(work: Promise<T>): Promise<T>;
  expired(): boolean;
  stop(): void;
}

/** Aborts the exchange after `ms`, or when the caller's own signal aborts. */
function startDeadline(ms: number, outer: AbortSignal | undefined): Deadline {
  const controller = new AbortController();
  let isExpired = false;
  let expire: (reason: unknown) => void = () => {};
  const expiry = new Promise<never>((_, reject) => (expire = reject));
  expiry.catch(() => {});
  const abort = () => {
    controller.abort(outer?.reason);
    expire(outer?.reason);
  };
  const timer = setTimeout(() => {
    isExpired = true;
    controller.abort();
    expire(new Error('deadline'));
  }, ms);
  if (outer?.aborted) abort();
  else outer?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    race: (work) => Promise.race([work, expiry]),
    expired: () => isExpired,
    stop() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    },
  };
}
