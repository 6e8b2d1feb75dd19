import * as v from 'valibot';
import type { Clock } from './clock';
import type { SandboxDb, StoredResponse, UserRow } from './db';
import { ErrorCode, RequestError } from './errors';
import type { Payload } from './protocol';
import type { SandboxConfig } from './config';

/**
 * The handler pattern every area uses (sandbox/README.md). A routes module default-exports
 * `defineHandlers({ 'GET /plain/path': authed(async (ctx) => ok(data)) })`, each call under the
 * method SPEC section 7 gives it (a multipart upload is a POST); the dispatcher has already refused
 * another method, decoded the path and payload, resolved the user from the token and applied
 * idempotency.
 */
export interface RequestHeaders {
  packageName: string;
  appName: string;
  afid: string;
  lang: string;
}

export interface HandlerContext<U extends UserRow | null = UserRow | null> {
  /** The plain path, e.g. `/loan/loan-order/latest`. */
  path: string;
  /** The decrypted payload (it includes `timestamp`, in seconds). */
  payload: Payload;
  user: U;
  db: SandboxDb;
  /** The user's clock (sandbox time plus their offset), or the sandbox clock for anonymous calls. */
  clock: Clock;
  /** Multipart file fields (empty for GET/JSON requests). */
  files: Record<string, File[]>;
  idempotencyKey: string | null;
  headers: RequestHeaders;
  config: SandboxConfig;
}

export type HandlerResult = StoredResponse;

export interface HandlerEntry {
  auth: 'required' | 'optional';
  run: (ctx: HandlerContext) => Promise<HandlerResult>;
}

export type HttpMethod = 'GET' | 'POST';

/** A handler with the one method its call is answered on. */
export interface RoutedHandler extends HandlerEntry {
  method: HttpMethod;
}

/** Keyed by method and plain path, e.g. `'GET /loan/loan-order/latest'`. */
export type HandlerMap = Readonly<Record<`${HttpMethod} /${string}`, HandlerEntry>>;

const ROUTE_KEY = /^(GET|POST) (\/\S*)$/;

/** `'GET /loan/loan-order/latest'` -> its method and path; throws on any other shape. */
export function parseRouteKey(key: string): { method: HttpMethod; path: string } {
  const [, method, path] = ROUTE_KEY.exec(key) ?? [];
  if (!method || !path) throw new Error(`handler key must be 'GET /path' or 'POST /path': ${key}`);
  return { method: method as HttpMethod, path };
}

export function ok(data: unknown = null, msg = 'success'): HandlerResult {
  return { code: 0, msg, data };
}

export function fail(code: number, msg: string, data: unknown = null): HandlerResult {
  return { code, msg, data };
}

/** A call that needs a valid token; a missing or unknown token answers 100103 before `run`. */
export function authed(run: (ctx: HandlerContext<UserRow>) => Promise<HandlerResult>): HandlerEntry {
  return { auth: 'required', run: run as HandlerEntry['run'] };
}

/** A call anyone can make (sign-up, country look-up); `ctx.user` is set when a valid token came along. */
export function open(run: (ctx: HandlerContext) => Promise<HandlerResult>): HandlerEntry {
  return { auth: 'optional', run };
}

export function defineHandlers<M extends HandlerMap>(map: M): M {
  Object.keys(map).forEach(parseRouteKey);
  return map;
}

/**
 * Validates the payload with a valibot schema. A mismatch answers HTTP 400 with code 40002 and a
 * message naming the first bad field, e.g. "mobile: Invalid type: Expected string but received undefined".
 */
export function parsePayload<S extends v.GenericSchema>(schema: S, payload: Payload): v.InferOutput<S> {
  const result = v.safeParse(schema, payload);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue.path?.map((p) => String(p.key)).join('.') ?? 'payload';
  throw new RequestError(ErrorCode.badPayload, `${where}: ${issue.message}`);
}
