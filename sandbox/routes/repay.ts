import * as v from 'valibot';
import type { UserRow } from '../db';
import type { HandlerContext, HandlerResult } from '../handlers';
import { authed, defineHandlers, fail, ok, parsePayload } from '../handlers';
import { markets, type RepaymentMethod } from '../../services/markets/markets';
import { isRefusal, refusal } from '../refusalWords';
import { getLatestOrder, userCreditLimit, type StoredOrder } from '../orders/orderService';
import { PRICING } from '../orders/pricing';
import { CLOSED_STEPS, StepCode } from '../orders/stepCodes';
import {
  balanceOf,
  dayIn,
  extensionOffer,
  get,
  isRepayable,
  LUCKY_DRAW_PRIZE,
  list,
  newId,
  put,
  receivePayment,
  RepayCode,
  repayTiming,
  type CouponRecord,
  type PaymentIntent,
  type PayMethod,
} from '../repay/repayStore';

/**
 * Repayment, rollover, repayment proof, coupons and lucky draw (sandbox/README.md "Repay calls").
 * Every handler first applies whatever has fallen due (payments landing, rollovers, proof reviews).
 */
type Ctx = HandlerContext<UserRow>;

const orderNoPayload = v.looseObject({ orderNo: v.optional(v.union([v.string(), v.number()])) });

/**
 * Runs a check-then-write on the borrower's money one call at a time: two taps that arrive together
 * (with different idempotency keys, or none) must not both see the coupon unused, the draw not yet
 * taken, or no rollover pending.
 */
function oneAtATime(ctx: Ctx, run: () => Promise<HandlerResult>): Promise<HandlerResult> {
  return ctx.db.serialize(`repay-money:${ctx.user.id}`, run);
}

/** The open order the payload names; a business failure when the name is empty or not repayable. */
async function repayableOrder(ctx: Ctx): Promise<StoredOrder | HandlerResult> {
  const { orderNo } = parsePayload(orderNoPayload, ctx.payload);
  if (orderNo === undefined || String(orderNo).trim() === '') return fail(RepayCode.orderNoEmpty, refusal(ctx, 'orderNoEmpty'));
  const order = await getLatestOrder(ctx);
  if (!order || order.orderNo !== String(orderNo)) return fail(RepayCode.orderNotRepayable, refusal(ctx, 'noSuchOrder'));
  if (!isRepayable(order)) return fail(RepayCode.orderNotRepayable, refusal(ctx, 'orderNotRepayable'));
  return order;
}
const isOrder = (x: StoredOrder | HandlerResult): x is StoredOrder => 'orderNo' in x;

function maskAccount(profile: Record<string, unknown>): string {
  const card = (profile.bankCard ?? {}) as Record<string, unknown>;
  const raw = [card.accountNumber, card.bankAccount, card.clabe, card.cardNumber, card.cardNo].find(
    (x) => typeof x === 'string' && x.length > 0,
  );
  const digits = typeof raw === 'string' ? raw.replace(/\D/g, '') : '';
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '';
}

/** Which of the market's ways of paying (services/markets/markets.ts) each start is. */
const METHOD_KIND: Record<PayMethod, RepaymentMethod> = {
  paystack: 'cardGateway',
  flutterwaveLink: 'payLink',
  monnify: 'reservedAccount',
  flutterwaveAccount: 'reservedAccount',
  dedicated: 'dedicatedAccount',
  stp: 'stpTransfer',
  oxxo: 'oxxoCash',
};

/** DESIGN "Markets": Nigeria pays by card, link or account, Mexico by STP or OXXO; the other market's methods are refused. */
function notOfferedHere(ctx: Ctx, method: PayMethod): HandlerResult | null {
  return markets[ctx.user.market].repaymentMethods.includes(METHOD_KIND[method]) ? null : fail(RepayCode.methodNotOffered, refusal(ctx, 'methodNotOffered'));
}

/** The methods paid on a gateway's page (card, pay link): the only ones with a payment the borrower waits on. */
const GATEWAY_METHODS: readonly PayMethod[] = ['paystack', 'flutterwaveLink'];

/** Reuses the open intent of this order and method, so reopening a screen does not start a second payment. */
async function intentFor(ctx: Ctx, order: StoredOrder, method: PayMethod): Promise<PaymentIntent> {
  const open = (await list.intents(ctx)).find(
    (i) => i.orderNo === order.orderNo && i.method === method && (i.status === 'awaiting' || i.status === 'paid'),
  );
  if (open) return open;
  const now = ctx.clock.now();
  const gateway = GATEWAY_METHODS.includes(method);
  const intent: PaymentIntent = {
    payOrderId: newId('PO', now),
    orderNo: order.orderNo,
    method,
    // A transfer or cash payment is simulated as made right away; a gateway waits for its page.
    status: gateway ? 'awaiting' : 'paid',
    amount: null,
    createdAt: now,
    settleAt: gateway ? null : now + repayTiming().paySeconds * 1000,
  };
  await put.intent(ctx, intent);
  return intent;
}

function digitsFrom(seed: string, length: number): string {
  let out = '';
  let x = [...seed].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 1_000_000_007, 7);
  while (out.length < length) {
    x = (x * 48271) % 2_147_483_647;
    out += String(x % 10);
  }
  return out;
}

/** An 18-digit STP CLABE (bank code 646) with a valid control digit. */
export function stpClabeFor(seed: string): string {
  const body = `646180${digitsFrom(seed, 11)}`;
  const weights = [3, 7, 1];
  const sum = [...body].reduce((s, d, i) => s + ((Number(d) * (weights[i % 3] as number)) % 10), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function account(ctx: Ctx, order: StoredOrder, bankName: string, accountNumber: string) {
  return {
    accountNumber,
    bankName,
    accountName: `SwiftCash/${ctx.user.mobile.slice(-4)}`,
    amount: balanceOf(order, ctx.clock.now()).unrepaidAmount,
  };
}

/**
 * A way of paying started: offered in the borrower's market, for the open order the payload names,
 * with its payment intent (reused if open); `answer` says what the borrower is given.
 */
function methodStart(method: PayMethod, answer: (ctx: Ctx, order: StoredOrder, intent: PaymentIntent) => unknown) {
  return authed(async (ctx) => {
    const refused = notOfferedHere(ctx, method);
    if (refused) return refused;
    const order = await repayableOrder(ctx);
    if (!isOrder(order)) return order;
    return ok(answer(ctx, order, await intentFor(ctx, order, method)));
  });
}

function transferMethod(method: PayMethod, bankName: string, length: number) {
  return methodStart(method, (ctx, order) => account(ctx, order, bankName, digitsFrom(`${method}${ctx.user.id}`, length)));
}

function gatewayMethod(method: PayMethod) {
  return methodStart(method, (ctx, order, intent) => ({
    url: `/sandbox/gateway/${ctx.user.id}/${intent.payOrderId}`,
    payOrderId: intent.payOrderId,
    amount: balanceOf(order, ctx.clock.now()).unrepaidAmount,
  }));
}

/**
 * The payment the repay card names ("Payment ID"): as in the app (machines/repayment/openedGateway.ts),
 * only a card or pay-link payment has a payment order; a transfer, STP or OXXO has none. The one still
 * awaiting its page comes first, else the newest the borrower paid (on its way or landed); a cancelled
 * or void one is never shown. Null when there is none.
 */
async function shownPayment(ctx: Ctx, orderNo: string): Promise<PaymentIntent | null> {
  const gateway = (await list.intents(ctx)).filter((i) => i.orderNo === orderNo && GATEWAY_METHODS.includes(i.method));
  return gateway.find((i) => i.status === 'awaiting') ?? gateway.find((i) => i.status === 'paid' || i.status === 'settled') ?? null;
}

function couponView(c: CouponRecord) {
  return { couponId: c.couponId, kind: c.kind, amount: c.amount, expiresAt: c.expiresAt, usedAt: c.usedAt };
}

async function usableCoupons(ctx: Ctx): Promise<CouponRecord[]> {
  const now = ctx.clock.now();
  return (await list.coupons(ctx)).filter((c) => c.usedAt === null && (c.expiresAt === null || c.expiresAt > now));
}

/** One lucky-draw chance per loan that is being repaid or was repaid. */
async function drawChances(ctx: Ctx): Promise<{ order: StoredOrder | null; chances: number }> {
  const order = await getLatestOrder(ctx);
  const eligible = order !== null && [StepCode.Repaying, StepCode.Overdued, StepCode.Finish].includes(order.stepCode as 2 | 3 | 4);
  return { order, chances: eligible && !(await get.hasDrawn(ctx, order.orderNo)) ? 1 : 0 };
}

// A missing orderNo or payOrderId is an empty one: SPEC's "cannot be empty" refusal, not a malformed request.
const voucherPayload = v.looseObject({ orderNo: v.optional(v.string(), ''), imageUrl: v.pipe(v.string(), v.minLength(1)) });
const extensionStatusPayload = v.looseObject({ extensionOrderNo: v.string() });
const couponUsePayload = v.looseObject({ couponId: v.string(), orderNo: v.string() });
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_VOUCHER_BYTES = 5 * 1024 * 1024;

export default defineHandlers({
  'GET /repay/repay-order/detail': authed(async (ctx) => {
    const { orderNo } = parsePayload(orderNoPayload, ctx.payload);
    if (orderNo === undefined || String(orderNo).trim() === '') return fail(RepayCode.orderNoEmpty, refusal(ctx, 'orderNoEmpty'));
    const latest = await getLatestOrder(ctx);
    // The latest order is brought up to date (overdue, penalty); an older one is read as stored.
    const fresh = latest?.orderNo === String(orderNo) ? latest : ((await ctx.db.orderByNo(String(orderNo))) as StoredOrder | null);
    if (!fresh || fresh.userId !== ctx.user.id) return fail(RepayCode.orderNotRepayable, refusal(ctx, 'noSuchOrder'));
    const now = ctx.clock.now();
    const b = balanceOf(fresh, CLOSED_STEPS.includes(fresh.stepCode) ? (fresh.data.settledAt ?? now) : now);
    const payment = await shownPayment(ctx, fresh.orderNo);
    return ok({
      orderNo: fresh.orderNo,
      payOrderId: payment?.payOrderId ?? '',
      stepCode: fresh.stepCode,
      loanAmount: fresh.data.loanAmount,
      repayAmount: b.totalDue,
      repaidAmount: b.repaidAmount,
      unrepaidAmount: b.unrepaidAmount,
      dueDate: dayIn(ctx, fresh.data.dueAt),
      overdueDays: b.overdueDays,
      penaltyRate: PRICING.penaltyDailyRate,
      penaltyAmount: b.penaltyAmount,
      bankAccount: maskAccount(await ctx.db.getProfile(ctx.user.id)),
      extensionEnabled: markets[ctx.user.market].extensionEnabled && isRepayable(fresh),
      creditLimit: await userCreditLimit(ctx),
    });
  }),

  'GET /repay/getStpClabe': methodStart('stp', (ctx, order) => ({ ...account(ctx, order, 'STP', ''), clabe: stpClabeFor(`${ctx.user.id}`) })),

  'GET /repay/getOXXOReference': methodStart('oxxo', (ctx, order) => ({
    reference: `9300${digitsFrom(`oxxo${ctx.user.id}`, 10)}`,
    amount: balanceOf(order, ctx.clock.now()).unrepaidAmount,
    expiresAt: ctx.clock.now() + 3 * 86_400_000,
  })),

  'GET /repay/paystack/authorization': gatewayMethod('paystack'),
  'GET /repay/flutterwave/repay-link': gatewayMethod('flutterwaveLink'),

  'GET /repay/flutterwave/verify-opt': authed(async (ctx) => {
    const { payOrderId } = parsePayload(v.looseObject({ payOrderId: v.optional(v.string(), '') }), ctx.payload);
    if (payOrderId.trim() === '') return fail(RepayCode.unknownPayment, refusal(ctx, 'payOrderIdEmpty'));
    const intent = await get.intent(ctx, payOrderId);
    if (!intent) return fail(RepayCode.unknownPayment, refusal(ctx, 'noSuchPayment'));
    return ok({ status: intent.status === 'settled' ? 'successful' : intent.status === 'cancelled' ? 'cancelled' : 'pending' });
  }),

  'GET /repay/monnify_reserved_account': transferMethod('monnify', 'Moniepoint MFB', 10),
  'GET /repay/flutterwave_reserved_account': transferMethod('flutterwaveAccount', 'Wema Bank', 10),
  'GET /repay/dedicated_account/create': transferMethod('dedicated', 'Titan Trust Bank', 10),

  'POST /repay/upload/user/voucher': authed(async (ctx) => {
    const file = ctx.files.file?.[0];
    if (!file) return fail(RepayCode.voucherRejected, refusal(ctx, 'receiptMissing'));
    if (!IMAGE_TYPES.includes(file.type)) return fail(RepayCode.voucherRejected, refusal(ctx, 'receiptType'));
    if (file.size > MAX_VOUCHER_BYTES) return fail(RepayCode.voucherRejected, refusal(ctx, 'receiptSize'));
    const imageUrl = `voucher/${newId('IMG', ctx.clock.now())}.${file.type.split('/')[1]}`;
    await put.upload(ctx, imageUrl);
    return ok({ imageUrl });
  }),

  'POST /repay/save/user/voucher': authed(async (ctx) => {
    const { orderNo, imageUrl } = parsePayload(voucherPayload, ctx.payload);
    if (orderNo.trim() === '') return fail(RepayCode.orderNoEmpty, refusal(ctx, 'orderNoEmpty'));
    const order = await getLatestOrder(ctx);
    if (!order || order.orderNo !== orderNo || !isRepayable(order)) return fail(RepayCode.orderNotRepayable, refusal(ctx, 'orderNotRepayable'));
    if (!(await get.isUploaded(ctx, imageUrl))) return fail(RepayCode.voucherRejected, refusal(ctx, 'receiptNotUploaded'));
    const now = ctx.clock.now();
    const voucherId = newId('VC', now);
    await put.voucher(ctx, { voucherId, orderNo, imageUrl, status: 1, createdAt: now, reviewAt: now + repayTiming().voucherSeconds * 1000, reason: '' });
    return ok({ voucherId });
  }),

  'POST /repay/get/voucher/list': authed(async (ctx) => {
    const { orderNo } = parsePayload(orderNoPayload, ctx.payload);
    const vouchers = (await list.vouchers(ctx))
      .filter((x) => orderNo === undefined || x.orderNo === String(orderNo))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(({ voucherId, imageUrl, status, createdAt, reason }) => ({
        voucherId,
        imageUrl,
        status,
        createdAt,
        reason: isRefusal(reason) ? refusal(ctx, reason) : reason,
      }));
    return ok({ list: vouchers });
  }),

  'GET /repay/getExtensionData': authed(async (ctx) => {
    if (!markets[ctx.user.market].extensionEnabled) return fail(RepayCode.extensionNotAllowed, refusal(ctx, 'extensionNotOffered'));
    const order = await repayableOrder(ctx);
    if (!isOrder(order)) return order;
    const offer = extensionOffer(order, ctx.clock.now());
    return ok({
      orderNo: order.orderNo,
      extensionDays: offer.days,
      extensionFee: offer.fee,
      dueDate: dayIn(ctx, offer.dueAt),
      newDueDate: dayIn(ctx, offer.newDueAt),
      repayNowAmount: offer.repayNowAmount,
      repayLaterAmount: offer.repayLaterAmount,
    });
  }),

  'GET /repay/confirmExtensionOrder': authed(async (ctx) => oneAtATime(ctx, async () => {
    if (!markets[ctx.user.market].extensionEnabled) return fail(RepayCode.extensionNotAllowed, refusal(ctx, 'extensionNotOffered'));
    const order = await repayableOrder(ctx);
    if (!isOrder(order)) return order;
    const pending = (await list.extensions(ctx)).find((e) => e.orderNo === order.orderNo && e.status === 'pending');
    const now = ctx.clock.now();
    const offer = extensionOffer(order, now);
    const ext = pending ?? {
      extensionOrderNo: newId('EX', now),
      orderNo: order.orderNo,
      fee: offer.fee,
      days: offer.days,
      status: 'pending' as const,
      settleAt: now + repayTiming().paySeconds * 1000,
    };
    if (!pending) await put.extension(ctx, ext);
    return ok({ extensionOrderNo: ext.extensionOrderNo, status: ext.status, dueDate: dayIn(ctx, offer.dueAt) });
  })),

  'GET /repay/updateExtensionOrderStatus': authed(async (ctx) => {
    const { extensionOrderNo } = parsePayload(extensionStatusPayload, ctx.payload);
    const ext = await get.extension(ctx, extensionOrderNo);
    if (!ext) return fail(RepayCode.unknownPayment, refusal(ctx, 'noSuchExtension'));
    const order = await getLatestOrder(ctx);
    return ok({ extensionOrderNo, status: ext.status, dueDate: dayIn(ctx, order?.data.dueAt ?? null) });
  }),

  'GET /lottery-draw/is-show': authed(async (ctx) => {
    const { chances } = await drawChances(ctx);
    return ok({ show: chances > 0, chances });
  }),

  'POST /lottery-draw/create': authed(async (ctx) => oneAtATime(ctx, async () => {
    const { order, chances } = await drawChances(ctx);
    if (!order || chances === 0) return fail(RepayCode.noDrawChance, refusal(ctx, 'noDrawChance'));
    await put.draw(ctx, order.orderNo);
    if ((await get.drawOutcome(ctx)) === 'nothing') return ok({ prize: null });
    const now = ctx.clock.now();
    const prize: CouponRecord = {
      couponId: newId('CP', now),
      kind: 'luckyDraw',
      amount: LUCKY_DRAW_PRIZE[ctx.user.market],
      expiresAt: now + 30 * 86_400_000,
      usedAt: null,
      orderNo: null,
    };
    await put.coupon(ctx, prize);
    return ok({ prize: couponView(prize) });
  })),

  'GET /lottery-draw/coupons': authed(async (ctx) => ok({ list: (await usableCoupons(ctx)).map(couponView) })),
  'GET /lottery-draw/coupon/quantity': authed(async (ctx) => ok({ quantity: (await usableCoupons(ctx)).length })),
  'POST /lottery-draw/coupon/used': authed(async (ctx) =>
    ok({ list: (await list.coupons(ctx)).filter((c) => c.usedAt !== null).map(couponView) }),
  ),

  'POST /lottery-draw/coupon/use': authed(async (ctx) => oneAtATime(ctx, async () => {
    const { couponId, orderNo } = parsePayload(couponUsePayload, ctx.payload);
    if (orderNo.trim() === '') return fail(RepayCode.orderNoEmpty, refusal(ctx, 'orderNoEmpty'));
    const order = await getLatestOrder(ctx);
    if (!order || order.orderNo !== orderNo || !isRepayable(order)) return fail(RepayCode.orderNotRepayable, refusal(ctx, 'orderNotRepayable'));
    const coupon = (await usableCoupons(ctx)).find((c) => c.couponId === couponId);
    if (!coupon) return fail(RepayCode.couponNotUsable, refusal(ctx, 'couponNotUsable'));
    // A coupon pays part of the balance; marked used only when the payment went through.
    if (!(await receivePayment(ctx, coupon.amount))) return fail(RepayCode.orderNotRepayable, refusal(ctx, 'orderNotRepayable'));
    await put.coupon(ctx, { ...coupon, usedAt: ctx.clock.now(), orderNo });
    const after = await getLatestOrder(ctx);
    return ok({ unrepaidAmount: after ? balanceOf(after, ctx.clock.now()).unrepaidAmount : 0 });
  })),
});

