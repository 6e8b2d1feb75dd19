import { Hono } from 'hono';
import type { Context } from 'hono';
import { userClock } from '../clock';
import { findUserByTypedMobile, readJson } from '../controlHelpers';
import type { ControlDeps } from '../control';
import type { UserRow } from '../db';
import { getLatestOrder, type OrderScope } from '../orders/orderService';
import { balanceOf, get, grantRepayNowCoupon, list, put, receivePayment, repayTiming, reviewVoucher, settleDue } from './repayStore';

/**
 * QA controls for repayment (plain JSON, sandbox/README.md "Repay controls"), and the simulated
 * card / pay-link gateway page the app opens outside itself:
 * - `POST /sandbox/users/:mobile/pay` `{"amount"?: n}` money lands now (default: the whole balance);
 * - `POST /sandbox/users/:mobile/vouchers` `{"decision": "approve"|"reject"}` reviews every proof under review;
 * - `POST /sandbox/users/:mobile/draw` `{"outcome": "prize"|"nothing"}` what the borrower's draws win from now on;
 * - `GET  /sandbox/gateway/:userId/:payOrderId` the gateway page (Pay / Cancel), then
 *   `POST .../pay` (lands after SANDBOX_PAY_SECONDS; on a Paystack card, grants the Repay-now coupon)
 *   or `POST .../cancel`.
 */
export function createRepayControls(deps: ControlDeps): Hono {
  const app = new Hono();
  const scopeFor = (user: UserRow): OrderScope => ({ db: deps.db, config: deps.config, user, clock: userClock(deps.time, user.clockOffsetMs) });
  const userFrom = (c: Context) => findUserByTypedMobile(deps.db, c.req.param('mobile') ?? '', c.req.query('market'));
  const noUser = { error: 'no user with this mobile number' };

  async function orderView(scope: OrderScope) {
    const order = await getLatestOrder(scope);
    if (!order) return null;
    return { orderNo: order.orderNo, stepCode: order.stepCode, status: order.state, ...balanceOf(order, scope.clock.now()) };
  }

  app.post('/users/:mobile/pay', async (c) => {
    const user = await userFrom(c);
    if (!user) return c.json(noUser, 404);
    const body = (await readJson(c)) ?? {};
    const amount = body.amount === undefined ? null : Number(body.amount);
    if (amount !== null && (!Number.isFinite(amount) || amount <= 0)) return c.json({ error: 'amount must be a number > 0' }, 400);
    const scope = scopeFor(user);
    await settleDue(scope);
    if (!(await receivePayment(scope, amount))) return c.json({ error: 'the latest order is not repaying or overdue' }, 409);
    return c.json({ order: await orderView(scope) });
  });

  app.post('/users/:mobile/vouchers', async (c) => {
    const user = await userFrom(c);
    if (!user) return c.json(noUser, 404);
    const decision = (await readJson(c))?.decision;
    if (decision !== 'approve' && decision !== 'reject') return c.json({ error: "decision must be 'approve' or 'reject'" }, 400);
    const scope = scopeFor(user);
    const reviewed = [];
    for (const voucher of await list.vouchers(scope)) {
      if (voucher.status === 1) reviewed.push(await reviewVoucher(scope, voucher, decision));
    }
    return c.json({ reviewed: reviewed.map((v) => ({ voucherId: v.voucherId, status: v.status })), order: await orderView(scope) });
  });

  app.post('/users/:mobile/draw', async (c) => {
    const user = await userFrom(c);
    if (!user) return c.json(noUser, 404);
    const outcome = (await readJson(c))?.outcome;
    if (outcome !== 'prize' && outcome !== 'nothing') return c.json({ error: "outcome must be 'prize' or 'nothing'" }, 400);
    await put.drawOutcome(scopeFor(user), outcome);
    return c.json({ mobile: user.mobile, drawOutcome: outcome });
  });

  async function intentOf(c: Context) {
    const user = await deps.db.getUser(Number(c.req.param('userId')));
    if (!user) return null;
    const scope = scopeFor(user);
    const intent = await get.intent(scope, c.req.param('payOrderId') ?? '');
    return intent ? { scope, intent } : null;
  }

  app.get('/gateway/:userId/:payOrderId', async (c) => {
    const found = await intentOf(c);
    if (!found) return c.html(page('Payment not found', '<p>This payment link is not valid.</p>'), 404);
    const base = `/sandbox/gateway/${c.req.param('userId')}/${found.intent.payOrderId}`;
    if (found.intent.status !== 'awaiting') {
      return c.html(page('Sandbox payment', `<p>This payment is ${found.intent.status}. You can go back to the app.</p>`));
    }
    return c.html(
      page(
        'Sandbox payment',
        `<p>Payment ${found.intent.payOrderId}</p>
<form method="post" action="${base}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${base}/cancel"><button type="submit">Cancel payment</button></form>`,
      ),
    );
  });

  app.post('/gateway/:userId/:payOrderId/:decision', async (c) => {
    const found = await intentOf(c);
    if (!found) return c.html(page('Payment not found', '<p>This payment link is not valid.</p>'), 404);
    const decision = c.req.param('decision');
    if (found.intent.status !== 'awaiting' || (decision !== 'pay' && decision !== 'cancel')) {
      return c.html(page('Sandbox payment', `<p>This payment is ${found.intent.status}.</p>`), 409);
    }
    const now = found.scope.clock.now();
    await put.intent(
      found.scope,
      decision === 'pay'
        ? { ...found.intent, status: 'paid', settleAt: now + repayTiming().paySeconds * 1000 }
        : { ...found.intent, status: 'cancelled' },
    );
    if (decision === 'pay' && found.intent.method === 'paystack') await grantRepayNowCoupon(found.scope);
    const message = decision === 'pay' ? 'Payment received. You can go back to the app.' : 'Payment cancelled. You can go back to the app.';
    return c.html(page('Sandbox payment', `<p role="status">${message}</p>`));
  });

  return app;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
}
