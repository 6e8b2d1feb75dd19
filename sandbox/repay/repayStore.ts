import { secondsFromEnv } from '../config';
import type { OrderScope, StoredOrder } from '../orders/orderService';
import { extendOrder, getLatestOrder, recordRepayment } from '../orders/orderService';
import { balance, DAY_MS, extensionFee, PRICING } from '../orders/pricing';
import { localDate } from '../orders/marketDay';
import { dueDayEnd } from '../orders/orderLifecycle.machine';
import { StepCode } from '../orders/stepCodes';
import { ErrorCode } from '../errors';
import type { Market } from '../phone';

/**
 * The repay area's sandbox records (area_records, area 'repay'): payment intents, rollover (extension)
 * orders, repayment proofs (vouchers) and coupons. Nothing here settles by a timer: whatever has
 * fallen due by the user's clock is applied before the user's next signed-in call is answered
 * (`settleDue`, run by sandbox/dispatch.ts), the same lazy catch-up the order lifecycle uses. Money in
 * major units.
 */
export const REPAY_AREA = 'repay';

/** Business codes of the repay calls (HTTP 200): the 15xx block of the one table (`sandbox/errors.ts`). */
export const RepayCode = {
  orderNoEmpty: ErrorCode.repayOrderNoEmpty,
  orderNotRepayable: ErrorCode.repayOrderNotRepayable,
  extensionNotAllowed: ErrorCode.repayExtensionNotAllowed,
  couponNotUsable: ErrorCode.repayCouponNotUsable,
  noDrawChance: ErrorCode.repayNoDrawChance,
  voucherRejected: ErrorCode.repayVoucherRejected,
  unknownPayment: ErrorCode.repayUnknownPayment,
  methodNotOffered: ErrorCode.repayMethodNotOffered,
} as const;

export type PayMethod = 'stp' | 'oxxo' | 'paystack' | 'flutterwaveLink' | 'monnify' | 'flutterwaveAccount' | 'dedicated';
/** awaiting: a gateway page not paid yet; paid: money on its way, lands at settleAt; settled/cancelled/void: over. */
export type IntentStatus = 'awaiting' | 'paid' | 'settled' | 'cancelled' | 'void';

export interface PaymentIntent {
  payOrderId: string;
  orderNo: string;
  method: PayMethod;
  status: IntentStatus;
  /** null: the whole balance at the time it lands. */
  amount: number | null;
  createdAt: number;
  settleAt: number | null;
}

export interface ExtensionOrder {
  extensionOrderNo: string;
  orderNo: string;
  fee: number;
  days: number;
  status: 'pending' | 'success' | 'failed';
  settleAt: number;
}

export type VoucherStatus = 1 | 2 | 3;
export interface VoucherRecord {
  voucherId: string;
  orderNo: string;
  imageUrl: string;
  status: VoucherStatus;
  createdAt: number;
  reviewAt: number;
  reason: string;
}

export interface CouponRecord {
  couponId: string;
  kind: 'repayNow' | 'luckyDraw';
  amount: number;
  expiresAt: number | null;
  usedAt: number | null;
  orderNo: string | null;
}

export interface RepayTiming {
  /** Seconds before a simulated payment lands (SANDBOX_PAY_SECONDS, default 3). */
  paySeconds: number;
  /** Seconds before a repayment proof is approved by itself (SANDBOX_VOUCHER_SECONDS, default 60). */
  voucherSeconds: number;
}

/** "Never" as a time that survives JSON (Infinity would be stored as null): some 30 years on. */
const storable = (seconds: number) => Math.min(seconds, 1e9);

/** Read at each call, so a test or QA can change them without a restart. */
export function repayTiming(env: NodeJS.ProcessEnv = process.env): RepayTiming {
  return {
    paySeconds: storable(secondsFromEnv(env.SANDBOX_PAY_SECONDS, 3)),
    voucherSeconds: storable(secondsFromEnv(env.SANDBOX_VOUCHER_SECONDS, 60)),
  };
}

export const REPAY_NOW_COUPON = { amount: 100, validDays: 30 } as const;
export const LUCKY_DRAW_PRIZE = { ng: 200, mx: 20 } as const;

const key = {
  intent: (id: string) => `intent:${id}`,
  extension: (id: string) => `extension:${id}`,
  voucher: (id: string) => `voucher:${id}`,
  upload: (imageUrl: string) => `upload:${imageUrl}`,
  coupon: (id: string) => `coupon:${id}`,
  draw: (orderNo: string) => `draw:${orderNo}`,
  drawOutcome: 'drawOutcome',
};

/** What the borrower's draws win: a coupon (the default) or nothing (QA's `draw` control). */
export type DrawOutcome = 'prize' | 'nothing';

export function newId(prefix: string, now: number): string {
  return `${prefix}${now}${Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0')}`;
}

async function listByPrefix<T>(scope: OrderScope, prefix: string): Promise<T[]> {
  const records = await scope.db.areaList<T>(REPAY_AREA, scope.user.id);
  return records.filter((r) => r.key.startsWith(prefix)).map((r) => r.data);
}

export const put = {
  intent: (scope: OrderScope, i: PaymentIntent) => scope.db.areaPut(REPAY_AREA, scope.user.id, key.intent(i.payOrderId), i, scope.clock.now()),
  extension: (scope: OrderScope, e: ExtensionOrder) =>
    scope.db.areaPut(REPAY_AREA, scope.user.id, key.extension(e.extensionOrderNo), e, scope.clock.now()),
  voucher: (scope: OrderScope, v: VoucherRecord) => scope.db.areaPut(REPAY_AREA, scope.user.id, key.voucher(v.voucherId), v, scope.clock.now()),
  coupon: (scope: OrderScope, c: CouponRecord) => scope.db.areaPut(REPAY_AREA, scope.user.id, key.coupon(c.couponId), c, scope.clock.now()),
  draw: (scope: OrderScope, orderNo: string) => scope.db.areaPut(REPAY_AREA, scope.user.id, key.draw(orderNo), { orderNo }, scope.clock.now()),
  drawOutcome: (scope: OrderScope, outcome: DrawOutcome) => scope.db.areaPut(REPAY_AREA, scope.user.id, key.drawOutcome, outcome, scope.clock.now()),
  upload: (scope: OrderScope, imageUrl: string) => scope.db.areaPut(REPAY_AREA, scope.user.id, key.upload(imageUrl), { imageUrl }, scope.clock.now()),
};

export const get = {
  intent: (scope: OrderScope, id: string) => scope.db.areaGet<PaymentIntent>(REPAY_AREA, scope.user.id, key.intent(id)),
  extension: (scope: OrderScope, id: string) => scope.db.areaGet<ExtensionOrder>(REPAY_AREA, scope.user.id, key.extension(id)),
  coupon: (scope: OrderScope, id: string) => scope.db.areaGet<CouponRecord>(REPAY_AREA, scope.user.id, key.coupon(id)),
  hasDrawn: async (scope: OrderScope, orderNo: string) => (await scope.db.areaGet(REPAY_AREA, scope.user.id, key.draw(orderNo))) !== null,
  drawOutcome: async (scope: OrderScope): Promise<DrawOutcome> =>
    (await scope.db.areaGet<DrawOutcome>(REPAY_AREA, scope.user.id, key.drawOutcome)) === 'nothing' ? 'nothing' : 'prize',
  /** Whether this borrower's receipt upload issued the address. */
  isUploaded: async (scope: OrderScope, imageUrl: string) => (await scope.db.areaGet(REPAY_AREA, scope.user.id, key.upload(imageUrl))) !== null,
};

export const list = {
  intents: (scope: OrderScope) => listByPrefix<PaymentIntent>(scope, 'intent:'),
  extensions: (scope: OrderScope) => listByPrefix<ExtensionOrder>(scope, 'extension:'),
  vouchers: (scope: OrderScope) => listByPrefix<VoucherRecord>(scope, 'voucher:'),
  coupons: (scope: OrderScope) => listByPrefix<CouponRecord>(scope, 'coupon:'),
};

export function isRepayable(order: StoredOrder | null): order is StoredOrder {
  return order !== null && (order.stepCode === StepCode.Repaying || order.stepCode === StepCode.Overdued);
}

export function balanceOf(order: StoredOrder, now: number) {
  const d = order.data;
  return balance(d.loanAmount, d.duration, d.dueAt, now, d.repaidAmount, d.extensionFees);
}

/**
 * Money received for the latest order: the whole balance when `amount` is null, else `amount`
 * (capped at the balance). Returns false when the order cannot take payments now.
 */
export async function receivePayment(scope: OrderScope, amount: number | null, at = scope.clock.now()): Promise<boolean> {
  const order = await getLatestOrder(scope, at);
  if (!isRepayable(order)) return false;
  const owed = balanceOf(order, at).unrepaidAmount;
  const paid = amount === null ? owed : Math.min(amount, owed);
  if (paid <= 0) return false;
  return (await recordRepayment(scope, paid, at)).ok;
}

/**
 * SPEC section 1: a Repay-now coupon of 100 naira for authorising a card, once per user. Granted when
 * the card is authorised (the gateway page's Pay), not when the link is asked for: a borrower who
 * opens the page and backs out has authorised nothing.
 */
export async function grantRepayNowCoupon(scope: OrderScope): Promise<void> {
  if ((await list.coupons(scope)).some((c) => c.kind === 'repayNow')) return;
  const now = scope.clock.now();
  await put.coupon(scope, {
    couponId: newId('CP', now),
    kind: 'repayNow',
    amount: REPAY_NOW_COUPON.amount,
    expiresAt: now + REPAY_NOW_COUPON.validDays * 86_400_000,
    usedAt: null,
    orderNo: null,
  });
}

/** The rollover offer for an order: fee, new due date and both costs for the comparison. */
export function extensionOffer(order: StoredOrder, now: number) {
  const d = order.data;
  const fee = extensionFee(d.loanAmount);
  const days = PRICING.extensionDays;
  const dueAt = d.dueAt ?? now;
  const newDueAt = dueDayEnd(Math.max(dueAt, now) + days * DAY_MS, d);
  const later = balance(d.loanAmount, d.duration, newDueAt, newDueAt, d.repaidAmount + fee, d.extensionFees + fee);
  return {
    fee,
    days,
    dueAt,
    newDueAt,
    repayNowAmount: balanceOf(order, now).unrepaidAmount,
    // The fee is paid now, so what is owed later is the balance without today's penalty.
    repayLaterAmount: later.unrepaidAmount,
  };
}

/**
 * Applies every payment, rollover and proof review that has fallen due by the user's clock, in the
 * order they fell due and each at its own time: a transfer that landed before the due date is on
 * time (no penalty, counts toward a higher limit) however late someone next looks at the loan.
 */
export async function settleDue(scope: OrderScope): Promise<void> {
  const now = scope.clock.now();
  type Due = { at: number; apply: () => Promise<void> };
  const due: Due[] = [];
  for (const intent of await list.intents(scope)) {
    if (intent.status !== 'paid' || intent.settleAt === null || intent.settleAt > now) continue;
    const at = intent.settleAt;
    due.push({
      at,
      apply: async () => {
        const order = await getLatestOrder(scope, at);
        const landed = order?.orderNo === intent.orderNo && (await receivePayment(scope, intent.amount, at));
        await put.intent(scope, { ...intent, status: landed ? 'settled' : 'void' });
      },
    });
  }
  for (const ext of await list.extensions(scope)) {
    if (ext.status !== 'pending' || ext.settleAt > now) continue;
    const at = ext.settleAt;
    due.push({
      at,
      apply: async () => {
        const order = await getLatestOrder(scope, at);
        let status: ExtensionOrder['status'] = 'failed';
        if (order?.orderNo === ext.orderNo && isRepayable(order) && (await extendOrder(scope, ext.days, ext.fee, at)).ok) {
          // The fee was charged separately: it is owed (extendOrder) and paid at once.
          await recordRepayment(scope, ext.fee, at);
          status = 'success';
        }
        await put.extension(scope, { ...ext, status });
      },
    });
  }
  for (const voucher of await list.vouchers(scope)) {
    if (voucher.status !== 1 || voucher.reviewAt > now) continue;
    due.push({ at: voucher.reviewAt, apply: async () => void (await reviewVoucher(scope, voucher, 'approve', voucher.reviewAt)) });
  }
  for (const item of due.sort((a, b) => a.at - b.at)) await item.apply();
}

/**
 * An approved proof counts as the whole balance paid, paid when the proof was sent: the money had
 * left the borrower's account by then, so a review after the due date charges no penalty for the
 * days it took. A rejected one changes nothing.
 */
export async function reviewVoucher(
  scope: OrderScope,
  voucher: VoucherRecord,
  decision: 'approve' | 'reject',
  at = scope.clock.now(),
): Promise<VoucherRecord> {
  const reviewed: VoucherRecord =
    decision === 'approve'
      ? { ...voucher, status: 2, reason: '' }
      : // Kept as a key: the borrower reads it in the language of the call that lists it.
        { ...voucher, status: 3, reason: 'receiptNotMatched' };
  if (decision === 'approve') {
    const order = await getLatestOrder(scope, at);
    if (order?.orderNo === voucher.orderNo) await receivePayment(scope, null, Math.min(voucher.createdAt, at));
  }
  await put.voucher(scope, reviewed);
  return reviewed;
}

/** A moment as the calendar day of the borrower's market ("2027-02-20"), as the loan routes write it; '' for none. */
export function dayIn(ctx: { user: { market: Market } }, ms: number | null): string {
  return ms === null ? '' : localDate(ms, ctx.user.market);
}
