import { Hono } from 'hono';
import { findUserByTypedMobile, readJson, type ControlDeps } from '../control';
import { markets } from '../../services/markets/markets';
import {
  FEEDBACK_AREA,
  getTicket,
  listTickets,
  oneTicketChangeAtATime,
  replyIn,
  saveTicket,
  addMessage,
  type TicketStatus,
} from './feedbackStore';
import { ownerOf, type StoredFile } from './feedbackFiles';
import { listMarketOrders, saveMarketOrder, type MarketOrderStatus } from './marketCatalog';

/**
 * QA controls for the support area (plain JSON, sandbox/README.md "Support controls"):
 * - `GET  /sandbox/users/:mobile/feedback` lists the user's tickets with their messages;
 * - `POST /sandbox/users/:mobile/feedback/:id` `{"status": 1|2|3, "reply"?: "text", "lang"?: "en"|"es"}`
 *   moves a ticket (a default support reply is added for 2 and 3 unless `reply` is given, in `lang`,
 *   else the language of the owner's market);
 * - `POST /sandbox/users/:mobile/market/:orderNo` `{"status": "approved"|"rejected"|"repaying"|"finished"}`;
 * - `GET  /sandbox/files/feedback/:name` serves an uploaded proof image.
 */
const TICKET_STATUSES: readonly number[] = [1, 2, 3];
const MARKET_STATUSES: readonly string[] = ['approved', 'rejected', 'repaying', 'finished'];

export function createSupportControls(deps: ControlDeps): Hono {
  const app = new Hono();
  const noUser = { error: 'no user with this mobile number' };

  app.get('/users/:mobile/feedback', async (c) => {
    const user = await findUserByTypedMobile(deps.db, c.req.param('mobile'), c.req.query('market'));
    if (!user) return c.json(noUser, 404);
    return c.json({ tickets: await listTickets(deps.db, user.id) });
  });

  app.post('/users/:mobile/feedback/:id', async (c) => {
    const user = await findUserByTypedMobile(deps.db, c.req.param('mobile'), c.req.query('market'));
    if (!user) return c.json(noUser, 404);
    const body = await readJson(c);
    const status = Number(body?.status);
    // The default reply is in the owner's market's language (a Mexican borrower reads Spanish); `lang` overrides it.
    const asked = body?.lang;
    const lang = asked === 'es' || asked === 'en' ? asked : markets[user.market].defaultLanguage;
    const reply = typeof body?.reply === 'string' && body.reply.trim() ? body.reply.trim() : null;
    return oneTicketChangeAtATime(deps.db, user.id, async () => {
      const ticket = await getTicket(deps.db, user.id, Number(c.req.param('id')));
      if (!ticket) return c.json({ error: 'no ticket with this id' }, 404);
      if (!TICKET_STATUSES.includes(status)) return c.json({ error: 'status must be 1 (pending), 2 (processing) or 3 (done)' }, 400);
      const now = deps.time();
      ticket.status = status as TicketStatus;
      if (reply) addMessage(ticket, reply, 'service', now);
      else if (status === 2) addMessage(ticket, replyIn(lang, 'processing'), 'service', now);
      else if (status === 3) addMessage(ticket, replyIn(lang, 'done'), 'service', now);
      await saveTicket(deps.db, user.id, ticket, now);
      return c.json({ id: ticket.id, status: ticket.status });
    });
  });

  app.post('/users/:mobile/market/:orderNo', async (c) => {
    const user = await findUserByTypedMobile(deps.db, c.req.param('mobile'), c.req.query('market'));
    if (!user) return c.json(noUser, 404);
    const order = (await listMarketOrders(deps.db, user.id)).find((o) => o.orderNo === c.req.param('orderNo'));
    if (!order) return c.json({ error: 'no market order with this number' }, 404);
    const body = await readJson(c);
    const status = String(body?.status);
    if (!MARKET_STATUSES.includes(status)) return c.json({ error: `status must be one of ${MARKET_STATUSES.join(', ')}` }, 400);
    order.finalStatus = status as MarketOrderStatus;
    await saveMarketOrder(deps.db, user.id, order, deps.time());
    return c.json({ orderNo: order.orderNo, status });
  });

  app.get('/files/feedback/:name', async (c) => {
    const name = c.req.param('name');
    const owner = ownerOf(name);
    const file = owner === null ? null : await deps.db.areaGet<StoredFile>(FEEDBACK_AREA, owner, `file-${name}`);
    if (!file) return c.json({ error: 'no such file' }, 404);
    return c.body(Buffer.from(file.base64, 'base64'), 200, { 'Content-Type': file.type, 'Cache-Control': 'private, max-age=3600' });
  });

  return app;
}
