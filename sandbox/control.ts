import { Hono } from 'hono';
import type { Context } from 'hono';
import type { TimeSource } from './clock';
import { HOUR_MS } from './clock';
import type { SandboxConfig } from './config';
import type { SandboxDb } from './db';
import { SESSION_CODES } from './errors';
import { isMarket, setSandboxMarket } from './market';
import { registerOrderControls } from './orderControl';
import { findUserByTypedMobile, readJson } from './controlHelpers';

export { findUserByTypedMobile, readJson };

/**
 * QA and test controls, plain JSON (not encrypted): inspect a user, force session codes, move a
 * user's clock, switch the market, empty the database. Order controls live in orderControl.ts.
 */
export interface ControlDeps {
  db: SandboxDb;
  config: SandboxConfig;
  time: TimeSource;
}

export function createControlRoutes(deps: ControlDeps) {
  const app = new Hono();
  const notFound = (c: Context) => c.json({ error: 'no user with this mobile number' }, 404);

  app.post('/reset', async (c) => {
    await deps.db.reset();
    return c.json({ reset: true });
  });

  app.post('/market', async (c) => {
    const body = await readJson(c);
    if (!isMarket(body?.market)) return c.json({ error: "market must be 'ng' or 'mx'" }, 400);
    await setSandboxMarket(deps, body.market);
    return c.json({ market: body.market });
  });

  app.post('/users/:mobile/session', async (c) => {
    const user = await findUserByTypedMobile(deps.db, c.req.param('mobile'), c.req.query('market'));
    if (!user) return notFound(c);
    const body = await readJson(c);
    const code = Number(body?.code);
    if (!SESSION_CODES.includes(code)) return c.json({ error: `code must be one of ${SESSION_CODES.join(', ')}` }, 400);
    await deps.db.setPendingSessionCode(user.id, code);
    return c.json({ mobile: user.mobile, nextCallAnswers: code });
  });

  app.post('/users/:mobile/clock', async (c) => {
    const user = await findUserByTypedMobile(deps.db, c.req.param('mobile'), c.req.query('market'));
    if (!user) return notFound(c);
    const body = await readJson(c);
    const hours = Number(body?.advanceHours);
    if (!Number.isFinite(hours) || hours < 0) return c.json({ error: 'advanceHours must be a number >= 0' }, 400);
    await deps.db.advanceUserClock(user.id, Math.round(hours * HOUR_MS));
    const updated = await deps.db.getUser(user.id);
    return c.json({ mobile: user.mobile, clockOffsetHours: (updated?.clockOffsetMs ?? 0) / HOUR_MS });
  });

  registerOrderControls(app, deps);
  return app;
}
