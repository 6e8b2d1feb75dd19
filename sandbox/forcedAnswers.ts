import { Hono } from 'hono';
import type { ControlDeps } from './control';
import { findUserByTypedMobile, readJson } from './controlHelpers';
import type { SandboxConfig } from './config';
import type { SandboxDb, UserRow } from './db';
import type { RequestHeaders, RoutedHandler } from './handlers';
import { deviceMarket, isMarket, sandboxMarket } from './market';
import { normalizeMobile, type Market } from './phone';

/**
 * QA's forced answers: the next call (or the next few) one borrower makes to one path answers what
 * QA set, and its handler does not run. The sandbox's own checks are the app's rules, so they never
 * refuse what the app sends; a real server also refuses for its own reasons (risk, limits, an SMS
 * quota, an ID it cannot read) and sheds load (429 or 503 with Retry-After). This makes the app's
 * screens for those answers reachable. A borrower is their number in a market: signed-in calls
 * match the user, signed-out ones the `mobile` their payload carries (sign-in), so a number that
 * has no account yet can be given answers too.
 */
export interface ForcedAnswer {
  market: Market;
  mobile: string;
  path: string;
  code: number;
  msg: string;
  data: unknown;
  /** An HTTP status other than 200 (the app then reads no envelope), with its Retry-After seconds. */
  status: number;
  retryAfter: number | null;
  /** Calls left to answer this way. */
  times: number;
}

type Caller = { market: Market; mobile: string };

const SETTING = 'forcedAnswers';
const MAX_TIMES = 100;

async function load(db: SandboxDb): Promise<ForcedAnswer[]> {
  return (await db.getSetting<ForcedAnswer[]>(SETTING)) ?? [];
}

/**
 * The answer QA set for this borrower's call to `path`, counted as used; null when there is none.
 * Every API call asks, and almost none has one: a single read settles those, without queueing the
 * call behind the others or looking up who is calling (`caller`).
 */
export async function takeForcedAnswer(db: SandboxDb, path: string, caller: () => Promise<Caller | null>) {
  if (!(await load(db)).some((answer) => answer.path === path)) return null;
  const who = await caller();
  if (!who) return null;
  return db.serialize(SETTING, async () => {
    const answers = await load(db);
    const index = answers.findIndex((a) => a.market === who.market && a.mobile === who.mobile && a.path === path);
    const found = answers[index];
    if (!found) return null;
    const left = found.times - 1;
    await db.putSetting(SETTING, left > 0 ? answers.map((a, i) => (i === index ? { ...a, times: left } : a)) : answers.filter((_, i) => i !== index));
    return found;
  });
}

/** The borrower a call is from: the signed-in user, else the number a sign-in payload carries. */
export async function callerOf(
  deps: { db: SandboxDb; config: SandboxConfig },
  user: UserRow | null,
  payload: Record<string, unknown>,
  headers: RequestHeaders,
): Promise<Caller | null> {
  if (user) return { market: user.market, mobile: user.mobile };
  if (typeof payload.mobile !== 'string') return null;
  const market = isMarket(payload.market) ? payload.market : await deviceMarket({ ...deps, headers });
  return { market, mobile: normalizeMobile(payload.mobile, market) };
}

type Parsed = { ok: true; answer: ForcedAnswer } | { ok: false; error: string };

async function parseRequest(deps: ControlDeps, handlers: ReadonlyMap<string, RoutedHandler>, body: Record<string, unknown> | null): Promise<Parsed> {
  const typed = body?.mobile;
  if (typeof typed !== 'string' || typed.trim() === '') return { ok: false, error: 'mobile is required (as typed in the app)' };
  const path = body?.path;
  if (typeof path !== 'string' || !handlers.has(path)) return { ok: false, error: 'path must be one of the API paths, e.g. /security/getVerifyCode' };
  const status = body?.status === undefined ? 200 : Number(body.status);
  if (!Number.isInteger(status) || (status !== 200 && (status < 400 || status > 599))) return { ok: false, error: 'status must be 200 or 400-599' };
  const code = body?.code === undefined ? 0 : Number(body.code);
  if (!Number.isInteger(code) || (status === 200 && body?.code === undefined)) return { ok: false, error: 'code (a whole number) is required unless status is given' };
  const retryAfter = body?.retryAfter === undefined ? null : Number(body.retryAfter);
  if (retryAfter !== null && !(Number.isInteger(retryAfter) && retryAfter >= 0)) return { ok: false, error: 'retryAfter must be whole seconds >= 0' };
  const times = body?.times === undefined ? 1 : Number(body.times);
  if (!Number.isInteger(times) || times < 1 || times > MAX_TIMES) return { ok: false, error: `times must be 1 to ${MAX_TIMES}` };
  const user = await findUserByTypedMobile(deps.db, typed, isMarket(body?.market) ? body.market : undefined);
  const market = isMarket(body?.market) ? body.market : (user?.market ?? (await sandboxMarket(deps)));
  const msg = typeof body?.msg === 'string' && body.msg.trim() !== '' ? body.msg : `Answer forced by QA (code ${code})`;
  return {
    ok: true,
    answer: { market, mobile: normalizeMobile(typed, market), path, code, msg, data: body?.data ?? null, status, retryAfter, times },
  };
}

/**
 * `POST /sandbox/answers` `{mobile, path, code, msg?, data?, market?, status?, retryAfter?, times?}`
 * adds one (the first one set for a borrower and path answers first); `GET` lists them; `DELETE`
 * drops them all. `POST /sandbox/reset` drops them too.
 */
export function createForcedAnswerControls(deps: ControlDeps & { handlers: ReadonlyMap<string, RoutedHandler> }): Hono {
  const app = new Hono();
  app.post('/answers', async (c) => {
    const parsed = await parseRequest(deps, deps.handlers, await readJson(c));
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    await deps.db.serialize(SETTING, async () => deps.db.putSetting(SETTING, [...(await load(deps.db)), parsed.answer]));
    return c.json({ added: parsed.answer });
  });
  app.get('/answers', async (c) => c.json({ answers: await load(deps.db) }));
  app.delete('/answers', async (c) => {
    await deps.db.serialize(SETTING, () => deps.db.putSetting(SETTING, []));
    return c.json({ answers: [] });
  });
  return app;
}
