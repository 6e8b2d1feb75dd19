import { createActor, transition } from 'xstate';
import type { Clock } from '../clock';
import type { SandboxConfig } from '../config';
import type { OrderRow, SandboxDb, UserRow } from '../db';
import { orderLifecycleMachine } from './orderLifecycle.machine';
import type { OrderContext, OrderEvent, OrderEventInput } from './orderLifecycle.types';
import { APPLICATION_DATA, isApplicationDataGone } from './applicationData';
import { kycOrderFor } from './kycOrder';
import { restoreSnapshot, statePathOf, stepCodeOf } from './orderSnapshot';
import { PRICING, creditLimit } from './pricing';
import { CLOSED_STEPS, StepCode, stepByCode } from './stepCodes';

/**
 * Order changes, for the loan routes, the control endpoints and other areas. Every change is a
 * machine transition computed purely (`transition`) from the persisted snapshot; timed steps
 * (assessment, payout, offer expiry, due date) are applied lazily whenever an order is read.
 */
export type StoredOrder = OrderRow<OrderContext>;

export interface OrderScope {
  db: SandboxDb;
  config: SandboxConfig;
  user: UserRow;
  clock: Clock;
}

export type OrderOutcome = { ok: true; order: StoredOrder } | { ok: false; reason: string };

/** One change at a time per user, so a double tap or a poll racing a POST cannot fork an order. */
function withUserLock<T>(scope: OrderScope, run: () => Promise<T>): Promise<T> {
  return scope.db.serialize(`order-user:${scope.user.id}`, run);
}

export function isClosed(order: StoredOrder): boolean {
  return CLOSED_STEPS.includes(order.stepCode);
}

/** Why a borrower cannot apply now (SPEC 1: one loan at a time; rejected: reapply after 30 days), or null. */
export function applyBlock(latest: StoredOrder | null, now: number): 'orderInProgress' | 'rejectedRecently' | null {
  if (latest && !isClosed(latest)) return 'orderInProgress';
  if (latest?.stepCode === StepCode.Reject && latest.data.reapplyAt !== null && now < latest.data.reapplyAt) return 'rejectedRecently';
  return null;
}

function describe(order: StoredOrder): string {
  return `step ${order.stepCode} (${order.state})`;
}

/** Applies one event; `null` when the machine does not accept it in the order's state. */
function applyEvent(order: StoredOrder, event: OrderEvent): StoredOrder | null {
  const snapshot = restoreSnapshot(order.state, order.data);
  if (!snapshot.can(event)) return null;
  const [next] = transition(orderLifecycleMachine, snapshot, event);
  const state = statePathOf(next.value);
  return { ...order, state, stepCode: stepCodeOf(state), data: next.context, updatedAt: event.at };
}

/** The timed event due for this order by `now`, stamped with the time it fell due. */
function dueTimedEvent(order: StoredOrder, config: SandboxConfig, now: number): OrderEvent | null {
  const d = order.data;
  switch (order.stepCode) {
    case StepCode.Applying: {
      const at = d.stateEnteredAt + config.assessSeconds * 1000;
      return now >= at ? { type: 'order.approved', at } : null;
    }
    case StepCode.GetMoney:
      return d.offerExpiresAt !== null && now >= d.offerExpiresAt ? { type: 'order.offerExpired', at: d.offerExpiresAt } : null;
    case StepCode.Lending: {
      const at = d.stateEnteredAt + config.disburseSeconds * 1000;
      return now >= at ? { type: 'order.disbursed', at } : null;
    }
    case StepCode.Repaying:
      return d.dueAt !== null && now > d.dueAt ? { type: 'order.overdue', at: d.dueAt + 1 } : null;
    default:
      return null;
  }
}

function catchUp(order: StoredOrder, config: SandboxConfig, now: number): StoredOrder {
  let current = order;
  for (let i = 0; i < 10; i += 1) {
    const event = dueTimedEvent(current, config, now);
    const next = event ? applyEvent(current, event) : null;
    if (!next) break;
    current = next;
  }
  return current;
}

/** `order` with its timed steps applied up to `until` (now unless said), stored when that changed it. */
async function refreshed(scope: OrderScope, order: StoredOrder | null, until = scope.clock.now()): Promise<StoredOrder | null> {
  if (!order) return null;
  const caught = catchUp(order, scope.config, until);
  if (caught !== order) await scope.db.updateOrder(caught);
  return caught;
}

/** The user's latest order with its timed steps brought up to date (or up to `until`), or null. */
export function getLatestOrder(scope: OrderScope, until?: number): Promise<StoredOrder | null> {
  return withUserLock(scope, async () => refreshed(scope, await scope.db.latestOrder<OrderContext>(scope.user.id), until));
}

/** Every order of the user, newest first, brought up to date. */
export function listOrders(scope: OrderScope): Promise<StoredOrder[]> {
  return withUserLock(scope, async () => {
    const orders = await scope.db.listOrders<OrderContext>(scope.user.id);
    return Promise.all(orders.map(async (o) => (await refreshed(scope, o)) as StoredOrder));
  });
}

/** Loans finished without ever going overdue (nor extended once overdue); they raise the credit limit. */
export function countRepaidOnTime(orders: StoredOrder[]): number {
  return orders.filter(
    (o) => o.stepCode === StepCode.Finish && o.data.dueAt !== null && (o.data.settledAt ?? 0) <= o.data.dueAt && !o.data.extendedOverdue,
  ).length;
}

export async function userCreditLimit(scope: OrderScope): Promise<number> {
  return creditLimit(countRepaidOnTime(await scope.db.listOrders<OrderContext>(scope.user.id)));
}

function newOrderNo(now: number): string {
  const random = Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0');
  return `LN${now}${random}`;
}

/**
 * Whether this order took the borrower through KYC: it reached Confirm (14) or FinishLoading (19),
 * even if it was cancelled there, or it was submitted (orders stored before `kycCompletedAt` was kept).
 */
function finishedKyc(order: StoredOrder): boolean {
  return (order.data.kycCompletedAt ?? null) !== null || order.data.submittedAt !== null;
}

/**
 * Creates an order (one loan at a time). A borrower who already went through KYC on an earlier order
 * (`finishedKyc`: also one cancelled before it was submitted) starts at Confirm (14); anyone else at
 * the first step of their KYC order (BasicInfo, 6, unless QA set another).
 */
export function createOrder(scope: OrderScope, terms?: { loanAmount?: number; duration?: number }): Promise<OrderOutcome> {
  return withUserLock(scope, async () => {
    const now = scope.clock.now();
    const latest = await refreshed(scope, await scope.db.latestOrder<OrderContext>(scope.user.id));
    const block = applyBlock(latest, now);
    if (latest && block === 'orderInProgress') return { ok: false, reason: `an order is already in progress: ${describe(latest)}` };
    if (block === 'rejectedRecently') return { ok: false, reason: 'rejected recently: reapply after reapplyAt' };
    const history = await scope.db.listOrders<OrderContext>(scope.user.id);
    const limit = creditLimit(countRepaidOnTime(history));
    const kycOrder = await kycOrderFor(scope.db, scope.user.id, scope.config.kycOrder);
    const actor = createActor(orderLifecycleMachine, {
      input: {
        market: scope.user.market,
        kycOrder,
        loanAmount: terms?.loanAmount ?? limit,
        duration: terms?.duration ?? PRICING.defaultDuration,
        at: now,
      },
    });
    let snapshot = actor.getSnapshot();
    // A rejected applicant's data is gone a week on (SPEC section 9): the next order asks for it again.
    const knowsBorrower = history.some(finishedKyc) && !isApplicationDataGone(latest, now);
    if (knowsBorrower) {
      [snapshot] = transition(orderLifecycleMachine, snapshot, { type: 'order.kycCompleted', at: now });
    }
    const state = statePathOf(snapshot.value);
    const order = await scope.db.insertOrder<OrderContext>({
      orderNo: newOrderNo(now),
      userId: scope.user.id,
      state,
      stepCode: stepCodeOf(state),
      data: snapshot.context,
      createdAt: now,
      updatedAt: now,
    });
    return { ok: true, order };
  });
}

/**
 * Sends an event to the user's latest order (after catching up its timed steps to the event's time:
 * now, or `event.at` for something that happened earlier, such as a transfer that landed while nobody
 * was looking). Answers the reason when there is no order or the event is not allowed in its state;
 * nothing is written then.
 */
export function sendOrderEvent(scope: OrderScope, event: OrderEventInput): Promise<OrderOutcome> {
  return withUserLock(scope, async () => {
    const at = event.at ?? scope.clock.now();
    const latest = await refreshed(scope, await scope.db.latestOrder<OrderContext>(scope.user.id), at);
    if (!latest) return { ok: false, reason: 'this user has no order' };
    const next = applyEvent(latest, { ...event, at } as OrderEvent);
    if (!next) return { ok: false, reason: `${event.type} is not allowed at ${describe(latest)}` };
    await scope.db.updateOrder(next);
    return { ok: true, order: next };
  });
}

/**
 * For the KYC routes: the borrower saved the form of `stepCode`. When that is the latest order's
 * current step, the order moves to the next step; otherwise (an edit of an earlier step, or no open
 * order) nothing changes. Answers the order as it now is, or null when there is none.
 */
export async function completeStep(scope: OrderScope, stepCode: number): Promise<StoredOrder | null> {
  const outcome = await sendOrderEvent(scope, { type: 'kyc.stepCompleted', stepCode });
  return outcome.ok ? outcome.order : getLatestOrder(scope);
}

/** For the repay routes: money received for the latest order; settles it when the balance is covered. */
export function recordRepayment(scope: OrderScope, amount: number, at?: number): Promise<OrderOutcome> {
  return sendOrderEvent(scope, { type: 'order.paymentReceived', amount, ...(at === undefined ? {} : { at }) });
}

/** For the repay routes: a rollover moves the due date `days` later for `fee` (added to what is owed). */
export function extendOrder(scope: OrderScope, days: number, fee: number, at?: number): Promise<OrderOutcome> {
  return sendOrderEvent(scope, { type: 'order.extended', days, fee, ...(at === undefined ? {} : { at }) });
}

/**
 * SPEC section 9: a rejected applicant's application data is deleted a week after the rejection.
 * Lazy like the rest of the sandbox: done on the borrower's first call after that week. The stored
 * order is enough (no catch-up, no lock on every call): a rejection is an event, never a timed step.
 */
export async function forgetRejectedApplicant(scope: OrderScope): Promise<void> {
  if (!isApplicationDataGone(await scope.db.latestOrder<OrderContext>(scope.user.id), scope.clock.now())) return;
  const profile = await scope.db.getProfile(scope.user.id);
  if (APPLICATION_DATA.some((key) => key in profile)) await scope.db.dropProfileKeys(scope.user.id, APPLICATION_DATA);
}

/** QA: moves the latest order to any step code; creates an order first when there is none. */
export async function jumpToStep(scope: OrderScope, stepCode: number): Promise<OrderOutcome> {
  if (!stepByCode(stepCode)) return { ok: false, reason: `unknown step code ${stepCode}` };
  const latest = await getLatestOrder(scope);
  if (!latest) {
    const created = await createOrder(scope);
    if (!created.ok) return created;
  }
  return sendOrderEvent(scope, { type: 'order.jumped', stepCode });
}
