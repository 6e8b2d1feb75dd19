import type { Context, Hono } from 'hono';
import { userClock } from './clock';
import type { ControlDeps } from './control';
import { findUserByTypedMobile, readJson } from './controlHelpers';
import type { UserRow } from './db';
import type { OrderEventType } from './orders/orderLifecycle.types';
import type { OrderOutcome, OrderScope } from './orders/orderService';
import { createOrder, forgetRejectedApplicant, getLatestOrder, isClosed, jumpToStep, listOrders, sendOrderEvent } from './orders/orderService';
import { orderView, payoutAccount } from './orders/orderView';
import { sampleKycProfile } from './orders/sampleKyc';
import { StepCode } from './orders/stepCodes';
import { setUploadMode, UPLOAD_MODES, type UploadMode } from './orders/uploadStatus';
import { KYC_ORDER_RULE, kycOrderFor, parseKycOrder, setUserKycOrder } from './orders/kycOrder';

/** QA's order controls: `POST /sandbox/users/:mobile/order` with `{event}` or `{stepCode}`. */
export const CONTROL_EVENTS = {
  completeKyc: 'order.kycCompleted',
  submit: 'order.submitted',
  approve: 'order.approved',
  reject: 'order.rejected',
  requestMoney: 'order.moneyRequested',
  disburse: 'order.disbursed',
  failPayout: 'order.payoutFailed',
  overdue: 'order.overdue',
  settle: 'order.settled',
  cancel: 'order.cancelled',
} as const satisfies Record<string, OrderEventType>;

export type ControlEvent = keyof typeof CONTROL_EVENTS;

export function isControlEvent(value: unknown): value is ControlEvent {
  return typeof value === 'string' && Object.hasOwn(CONTROL_EVENTS, value);
}

function scopeFor(deps: ControlDeps, user: UserRow): OrderScope {
  return { db: deps.db, config: deps.config, user, clock: userClock(deps.time, user.clockOffsetMs) };
}

export async function describeUser(deps: ControlDeps, user: UserRow) {
  const scope = scopeFor(deps, user);
  await forgetRejectedApplicant(scope);
  const profile = await deps.db.getProfile(user.id);
  const orders = await listOrders(scope);
  const now = scope.clock.now();
  return {
    user: { userId: user.id, mobile: user.mobile, market: user.market, clockOffsetHours: user.clockOffsetMs / 3_600_000 },
    profile,
    orders: orders.map((o) => orderView(o, user.market, now, payoutAccount(profile))),
  };
}

async function completeKyc(deps: ControlDeps, scope: OrderScope): Promise<OrderOutcome> {
  const latest = await getLatestOrder(scope);
  if (!latest || isClosed(latest)) {
    const created = await createOrder(scope);
    if (!created.ok) return created;
  }
  const profile = await deps.db.getProfile(scope.user.id);
  const sample = sampleKycProfile(scope.user.market);
  // Fill only the steps the borrower has not saved, so real entries survive.
  const missing = Object.fromEntries(Object.entries(sample).filter(([key]) => profile[key] === undefined));
  if (Object.keys(missing).length > 0) await deps.db.mergeProfile(scope.user.id, missing);
  return sendOrderEvent(scope, { type: 'order.kycCompleted' });
}

/**
 * The borrower's own step an event of DESIGN's list goes through first, so that the list alone drives
 * an order from KYC to repaying: `approve` and `reject` at Confirm (14, or 19) submit the order first,
 * `disburse` and `failPayout` at GetMoney (18) ask for the money first. `submit` and `requestMoney`
 * remain for QA who want to stop in between.
 */
const BORROWER_STEP_FIRST: Partial<Record<ControlEvent, { atSteps: readonly number[]; event: OrderEventType }>> = {
  approve: { atSteps: [StepCode.Confirm, StepCode.FinishLoading], event: 'order.submitted' },
  reject: { atSteps: [StepCode.Confirm, StepCode.FinishLoading], event: 'order.submitted' },
  disburse: { atSteps: [StepCode.GetMoney], event: 'order.moneyRequested' },
  failPayout: { atSteps: [StepCode.GetMoney], event: 'order.moneyRequested' },
};

async function sendControlEvent(scope: OrderScope, event: Exclude<ControlEvent, 'completeKyc'>): Promise<OrderOutcome> {
  const first = BORROWER_STEP_FIRST[event];
  const latest = await getLatestOrder(scope);
  if (first && latest && first.atSteps.includes(latest.stepCode)) {
    const moved = await sendOrderEvent(scope, { type: first.event } as Parameters<typeof sendOrderEvent>[1]);
    if (!moved.ok) return moved;
  }
  return sendOrderEvent(scope, { type: CONTROL_EVENTS[event] } as Parameters<typeof sendOrderEvent>[1]);
}

export function registerOrderControls(app: Hono, deps: ControlDeps) {
  const withUser = async (c: Context) => findUserByTypedMobile(deps.db, c.req.param('mobile') ?? '', c.req.query('market'));

  app.get('/users/:mobile', async (c) => {
    const user = await withUser(c);
    if (!user) return c.json({ error: 'no user with this mobile number' }, 404);
    return c.json(await describeUser(deps, user));
  });

  app.post('/users/:mobile/order', async (c) => {
    const user = await withUser(c);
    if (!user) return c.json({ error: 'no user with this mobile number' }, 404);
    const body = await readJson(c);
    const scope = scopeFor(deps, user);
    let outcome: OrderOutcome;
    if (body && body.stepCode !== undefined) {
      outcome = await jumpToStep(scope, Number(body.stepCode));
    } else if (isControlEvent(body?.event)) {
      outcome = body.event === 'completeKyc' ? await completeKyc(deps, scope) : await sendControlEvent(scope, body.event);
    } else {
      return c.json({ error: `send {"event": one of ${Object.keys(CONTROL_EVENTS).join(', ')}} or {"stepCode": N}` }, 400);
    }
    if (!outcome.ok) return c.json({ error: outcome.reason }, 409);
    const profile = await deps.db.getProfile(user.id);
    return c.json({ order: orderView(outcome.order, user.market, scope.clock.now(), payoutAccount(profile)) });
  });

  app.post('/users/:mobile/upload', async (c) => {
    const user = await withUser(c);
    if (!user) return c.json({ error: 'no user with this mobile number' }, 404);
    const body = await readJson(c);
    const mode = body?.mode;
    if (!UPLOAD_MODES.includes(mode as UploadMode)) return c.json({ error: `mode must be one of ${UPLOAD_MODES.join(', ')}` }, 400);
    await setUploadMode(deps.db, user.id, mode as UploadMode, deps.time());
    return c.json({ mobile: user.mobile, uploadMode: mode });
  });

  // The order the borrower's next new order asks for its KYC steps in; null: the sandbox's again.
  app.post('/users/:mobile/kyc-order', async (c) => {
    const user = await withUser(c);
    if (!user) return c.json({ error: 'no user with this mobile number' }, 404);
    const body = await readJson(c);
    const order = body?.order === null ? null : parseKycOrder(body?.order);
    if (order === null && body?.order !== null) return c.json({ error: `order must list ${KYC_ORDER_RULE}, or be null` }, 400);
    await setUserKycOrder(deps.db, user.id, order, deps.time());
    return c.json({ mobile: user.mobile, kycOrder: await kycOrderFor(deps.db, user.id, deps.config.kycOrder) });
  });
}
