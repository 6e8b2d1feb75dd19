import type { Context } from 'hono';
import type { SandboxDb, UserRow } from './db';
import { isMarket } from './market';
import { normalizeMobile } from './phone';

/** Finds a user by the number as typed; `?market=` narrows it when both markets have the digits. */
export async function findUserByTypedMobile(db: SandboxDb, typed: string, market?: string): Promise<UserRow | null> {
  const markets = isMarket(market) ? [market] : (['ng', 'mx'] as const);
  for (const m of markets) {
    const user = await db.findUser(m, normalizeMobile(typed, m));
    if (user) return user;
  }
  return null;
}

export async function readJson(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

