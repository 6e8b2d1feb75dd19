import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { TimeSource } from './clock';
import { userClock } from './clock';
import type { SandboxConfig } from './config';
import type { SandboxDb, UserRow } from './db';
import { ErrorCode, RequestError, SESSION_MESSAGES } from './errors';
import type { HandlerContext, HandlerResult, RoutedHandler } from './handlers';
import { decodePath, decodePayload, keyFor, pickField } from './protocol';
import { forgetRejectedApplicant } from './orders/orderService';
import { settleDue } from './repay/repayStore';
import { callerOf, takeForcedAnswer } from './forcedAnswers';

/** Paths that live under `/cou` instead of `/api` (DESIGN.md "Wire protocol"). */
export const COUNTRY_PATHS = new Set(['/country/meta/ip', '/country/meta/code']);

export interface DispatchDeps {
  db: SandboxDb;
  handlers: ReadonlyMap<string, RoutedHandler>;
  config: SandboxConfig;
  time: TimeSource;
}

interface Answer {
  status: ContentfulStatusCode;
  body: HandlerResult;
  headers?: Record<string, string>;
}

const answer = (body: HandlerResult, status: ContentfulStatusCode = 200): Answer => ({ status, body });

function bearer(header: string | undefined): string {
  return (header ?? '').replace(/^Bearer\s+/i, '').trim();
}

async function collectFields(c: Context): Promise<{ fields: Record<string, unknown>; files: Record<string, File[]> }> {
  const fields: Record<string, unknown> = { ...c.req.query() };
  const files: Record<string, File[]> = {};
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return { fields, files };
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      throw new RequestError(ErrorCode.badPayload, 'form body could not be read');
    }
    for (const [name, value] of Object.entries(body)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string') fields[name] = item;
        else (files[name] ??= []).push(item);
      }
    }
    return { fields, files };
  }
  const text = await c.req.text();
  if (text.trim() === '') return { fields, files };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RequestError(ErrorCode.badPayload, 'body is not valid JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new RequestError(ErrorCode.badPayload, 'body is not a JSON object');
  }
  return { fields: { ...fields, ...(json as Record<string, unknown>) }, files };
}

async function resolve(c: Context, base: 'api' | 'cou', deps: DispatchDeps): Promise<Answer> {
  const headers = {
    packageName: c.req.header('packageName') ?? '',
    appName: c.req.header('appName') ?? '',
    afid: c.req.header('afid') ?? '',
    lang: c.req.header('lang') ?? 'en',
  };
  const key = keyFor(headers.packageName);
  const path = decodePath(c.req.param('hex') ?? '', key);
  const entry = deps.handlers.get(path);
  if (!entry || COUNTRY_PATHS.has(path) !== (base === 'cou')) {
    throw new RequestError(ErrorCode.unknownEndpoint, `unknown endpoint ${path}`);
  }
  if (c.req.method !== entry.method) {
    const refused = { code: ErrorCode.wrongMethod, msg: `${path} takes ${entry.method}, not ${c.req.method}`, data: null };
    return { status: 405, body: refused, headers: { Allow: entry.method } };
  }
  const { fields, files } = await collectFields(c);
  const payload = decodePayload(pickField(fields), key);

  const token = bearer(c.req.header('Authorization'));
  const user: UserRow | null = token ? await deps.db.userByToken(token) : null;
  if (entry.auth === 'required' && !user) {
    return answer({ code: ErrorCode.sessionInvalidToken, msg: SESSION_MESSAGES[ErrorCode.sessionInvalidToken] ?? '', data: null });
  }
  if (user) {
    const forced = await deps.db.takePendingSessionCode(user.id);
    if (forced !== null) return answer({ code: forced, msg: SESSION_MESSAGES[forced] ?? 'session ended', data: null });
  }
  const qa = await takeForcedAnswer(deps.db, path, () => callerOf(deps, user, payload, headers));
  if (qa) {
    const retryAfter = qa.retryAfter === null ? undefined : { 'Retry-After': String(qa.retryAfter) };
    return { status: qa.status as ContentfulStatusCode, body: { code: qa.code, msg: qa.msg, data: qa.data }, headers: retryAfter };
  }

  const clock = userClock(deps.time, user?.clockOffsetMs ?? 0);
  // Compared with sandbox time, not the user's moved clock: QA moving a user 30 days ahead is not a skewed phone.
  const skewSeconds = Math.abs(payload.timestamp - deps.time() / 1000);
  if (deps.config.maxSkewSeconds > 0 && skewSeconds > deps.config.maxSkewSeconds) {
    return answer({
      code: ErrorCode.clockSkew,
      msg: "the device clock is too far from the server's; check the phone's date and time",
      data: { serverTime: Math.floor(deps.time() / 1000) },
    });
  }

  const idempotencyKey = c.req.header('Idempotency-Key')?.trim() || null;
  const ctx: HandlerContext = { path, payload, user, db: deps.db, clock, files, idempotencyKey, headers, config: deps.config };
  // Money that landed while nobody was looking (a transfer, a rollover fee, an approved proof) is
  // applied at the time it landed before any signed-in answer: home, records and limits included.
  // So is the deletion of a rejected applicant's data a week on (SPEC section 9).
  if (user) {
    await settleDue({ ...ctx, user });
    await forgetRejectedApplicant({ ...ctx, user });
  }
  if (!idempotencyKey) return answer(await entry.run(ctx));

  const scope = user ? `user:${user.id}` : `anon:${headers.packageName}`;
  // Serialised per key: a concurrent double tap waits for the first answer instead of running twice.
  return deps.db.serialize(`idempotency:${scope}\n${idempotencyKey}`, async () => {
    const stored = await deps.db.findIdempotent(scope, idempotencyKey);
    if (stored && stored.path !== path) {
      return answer({ code: ErrorCode.idempotencyConflict, msg: 'idempotency key was already used for another call', data: null }, 409);
    }
    if (stored) return answer(stored.response);
    const result = await entry.run(ctx);
    // Only successes are remembered: a failed call changed nothing, so retrying it is safe.
    if (result.code === 0) await deps.db.saveIdempotent(scope, idempotencyKey, path, result, clock.now());
    return answer(result);
  });
}

/** The Hono handler for `/api/:hex` and `/cou/:hex`. Bad input answers 400; it never throws. */
export function createDispatcher(base: 'api' | 'cou', deps: DispatchDeps) {
  return async (c: Context) => {
    try {
      const { status, body, headers } = await resolve(c, base, deps);
      return c.json(body, status, headers);
    } catch (error) {
      if (error instanceof RequestError) return c.json({ code: error.code, msg: error.message, data: null }, 400);
      console.error(`[sandbox] handler failed: ${error instanceof Error ? error.message : String(error)}`);
      return c.json({ code: ErrorCode.internal, msg: 'internal error', data: null }, 500);
    }
  };
}
