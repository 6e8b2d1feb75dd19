import * as v from 'valibot';
import { markets } from '../../services/markets/markets';
import { checksNuban, ngBankByCode, type NgBank } from '../../services/options/ngBanks';
import { isValidPayoutAccount as isValidAccountOf } from '../../services/orders/payoutAccount';
import { mxPayoutBank, unpayableClabe } from '../mxPayoutBank';
import type { UserRow } from '../db';
import { ErrorCode } from '../errors';
import type { HandlerContext, HandlerResult } from '../handlers';
import { authed, defineHandlers, fail, ok, parsePayload } from '../handlers';
import { loanAgreement } from '../orders/agreement';
import { DEFAULT_PAYOUT_FAILURE } from '../orders/orderLifecycle.machine';
import type { StoredOrder } from '../orders/orderService';
import {
  applyBlock,
  countRepaidOnTime,
  createOrder,
  getLatestOrder,
  isClosed,
  listOrders,
  sendOrderEvent,
  userCreditLimit,
} from '../orders/orderService';
import { localDate } from '../orders/marketDay';
import { refusal } from '../refusalWords';
import { unknownNgAccount } from '../unknownNgAccount';
import { codeRefusal } from './auth';
import { PRODUCT_NAME, maskAccount, orderView, payoutAccount } from '../orders/orderView';
import { DAY_MS, PRICING, amountStep, creditLimit, isAllowedAmount, isAllowedDuration, quote, stepAmounts, yearlyCost } from '../orders/pricing';
import { StepCode } from '../orders/stepCodes';
import { isUploadRequired, pollUploadStatus } from '../orders/uploadStatus';

/**
 * The borrower's own loan (SPEC section 7, order side). Field names are ours; sandbox/README.md
 * documents them and services/api/endpoints/loan.ts reads them.
 */
type Ctx = HandlerContext<UserRow>;

const orderNoPayload = v.looseObject({ orderNo: v.optional(v.string()) });
const termsPayload = v.looseObject({
  orderNo: v.optional(v.string()),
  loanAmount: v.optional(v.number()),
  duration: v.optional(v.number()),
});

export const CANCEL_REASONS = ['noLongerNeeded', 'amountTooLow', 'costTooHigh', 'foundAnotherLoan', 'other'] as const;
const CANCEL_LABELS: Record<(typeof CANCEL_REASONS)[number], { en: string; es: string }> = {
  noLongerNeeded: { en: 'I no longer need the money', es: 'Ya no necesito el dinero' },
  amountTooLow: { en: 'The amount is too low', es: 'El monto es muy bajo' },
  costTooHigh: { en: 'The cost is too high', es: 'El costo es muy alto' },
  foundAnotherLoan: { en: 'I found another loan', es: 'Encontré otro préstamo' },
  other: { en: 'Other reason', es: 'Otro motivo' },
};

/** Steps at which the borrower may still cancel: before the money is requested. */
const CANCELLABLE_STEPS: readonly number[] = [
  StepCode.BasicInfo,
  StepCode.Addition,
  StepCode.IdentityOCR,
  StepCode.Question,
  StepCode.BindCard,
  StepCode.Confirm,
  StepCode.FinishLoading,
  StepCode.GetMoney,
];

/** Steps at which the credit line is taken by the current loan. */
const LOAN_IN_USE_STEPS: readonly number[] = [StepCode.Lending, StepCode.Repaying, StepCode.Overdued, StepCode.PayFail];

/** The lifecycle's default payout failure, as a Spanish-speaking borrower reads it. */
const PAYOUT_FAILURE_ES = 'No podemos depositar en esta cuenta bancaria.';

async function view(ctx: Ctx, order: StoredOrder) {
  const shown = orderView(order, ctx.user.market, ctx.clock.now(), payoutAccount(await ctx.db.getProfile(ctx.user.id)));
  if (ctx.headers.lang !== 'es' || shown.failReason !== DEFAULT_PAYOUT_FAILURE) return shown;
  return { ...shown, failReason: PAYOUT_FAILURE_ES, payFailReason: PAYOUT_FAILURE_ES };
}

const ref = (order: StoredOrder) => ({ orderNo: order.orderNo, stepCode: order.stepCode });
// In the borrower's words (the app shows them as sent); the order's step is in the order itself.
const noOrder = (ctx: Ctx) => fail(ErrorCode.noOrder, refusal(ctx, 'loanNotFound'));
const notNow = (ctx: Ctx, which: 'loanMovedOn' | 'loanNotCancellable' = 'loanMovedOn') => fail(ErrorCode.notAllowedNow, refusal(ctx, which));

/** The latest order when `orderNo` is absent or names it; null otherwise. */
async function orderFor(ctx: Ctx, orderNo: string | undefined): Promise<StoredOrder | null> {
  const latest = await getLatestOrder(ctx);
  if (!latest) return null;
  return orderNo === undefined || orderNo === latest.orderNo ? latest : null;
}

function checkTerms(loanAmount: number | undefined, duration: number | undefined, limit: number): HandlerResult | null {
  if (loanAmount !== undefined && !isAllowedAmount(loanAmount, limit)) {
    return fail(ErrorCode.invalidAmount, `loanAmount must be one of ${stepAmounts(limit).join(', ')}`);
  }
  if (duration !== undefined && !isAllowedDuration(duration)) {
    return fail(ErrorCode.invalidDuration, `duration must be one of ${PRICING.durations.join(', ')} days`);
  }
  return null;
}

/** Creates the borrower's order (one loan at a time). Also used by apply-market without a productId. */
export async function applyForLoan(ctx: Ctx): Promise<HandlerResult> {
  const { loanAmount, duration } = parsePayload(termsPayload, ctx.payload);
  const limit = await userCreditLimit(ctx);
  const invalid = checkTerms(loanAmount, duration, limit);
  if (invalid) return invalid;
  const created = await createOrder(ctx, { loanAmount: loanAmount ?? limit, duration: duration ?? PRICING.defaultDuration });
  if (!created.ok) {
    const code = created.reason.startsWith('rejected recently') ? ErrorCode.reapplyTooSoon : ErrorCode.orderInProgress;
    return fail(code, created.reason);
  }
  return ok(ref(created.order));
}

function offer(ctx: Ctx, order: StoredOrder | null, limit: number, loanAmount?: number, duration?: number) {
  const amount = loanAmount ?? order?.data.loanAmount ?? limit;
  const days = duration ?? order?.data.duration ?? PRICING.defaultDuration;
  const q = quote(amount, days);
  return {
    orderNo: order?.orderNo ?? null,
    stepCode: order?.stepCode ?? null,
    ...q,
    dueDate: localDate(ctx.clock.now() + days * DAY_MS, ctx.user.market),
    apr: yearlyCost(q),
    amounts: stepAmounts(limit),
    durations: [...PRICING.durations],
    currency: ctx.user.market === 'mx' ? 'MXN' : 'NGN',
  };
}

/**
 * A new payout account, by the app's own rule (services/orders/payoutAccount.ts): in Nigeria at
 * `bank` (the chosen one, else the one on file) by its NUBAN rule, shape only without one; in Mexico
 * a CLABE or a card.
 */
function isValidPayoutAccount(ctx: Ctx, digits: string, bank: NgBank | null): boolean {
  return isValidAccountOf(markets[ctx.user.market].bankAccount, digits, bank && { code: bank.code, checksNuban: checksNuban(bank) });
}

export default defineHandlers({
  'GET /loan/loan-order/latest': authed(async (ctx) => {
    const latest = await getLatestOrder(ctx);
    return ok(latest ? await view(ctx, latest) : null);
  }),

  'GET /loan/loan-order/list': authed(async (ctx) => {
    const input = parsePayload(
      v.looseObject({
        type: v.optional(v.picklist(['incomplete', 'finished'])),
        tab: v.optional(v.picklist(['incomplete', 'finished'])),
        page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
        pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
      }),
      ctx.payload,
    );
    const tab = input.type ?? input.tab ?? 'incomplete';
    const all = (await listOrders(ctx)).filter((o) => (tab === 'finished') === isClosed(o));
    const page = all.slice((input.page - 1) * input.pageSize, input.page * input.pageSize);
    const items = await Promise.all(page.map((o) => view(ctx, o)));
    return ok({ list: items, total: all.length, page: input.page, pageSize: input.pageSize, hasMore: input.page * input.pageSize < all.length });
  }),

  'GET /loan/loan-order/loanAgreement': authed(async (ctx) => {
    const { orderNo } = parsePayload(orderNoPayload, ctx.payload);
    const order = await orderFor(ctx, orderNo);
    const limit = await userCreditLimit(ctx);
    const q = quote(order?.data.loanAmount ?? limit, order?.data.duration ?? PRICING.defaultDuration);
    return ok(loanAgreement(q, ctx.user.market === 'mx' ? 'MXN' : 'NGN', ctx.headers.lang, order?.orderNo ?? null));
  }),

  'GET /loan/product/list': authed(async (ctx) => {
    const limit = await userCreditLimit(ctx);
    return ok({
      list: [
        {
          productId: 'quick',
          productName: PRODUCT_NAME,
          minAmount: PRICING.minAmount,
          maxAmount: limit,
          durations: [...PRICING.durations],
          interestRatePerYear: PRICING.annualInterestRate,
          processingFeeRatePerDay: PRICING.processingFeeDailyRate,
          feeTaxRate: PRICING.feeTaxRate,
          penaltyRate: PRICING.penaltyDailyRate,
        },
      ],
    });
  }),

  'GET /loan/loan-product/index': authed(async (ctx) => {
    const latest = await getLatestOrder(ctx);
    const limit = await userCreditLimit(ctx);
    const block = applyBlock(latest, ctx.clock.now());
    return ok({
      productName: PRODUCT_NAME,
      creditLimit: limit,
      minAmount: PRICING.minAmount,
      maxAmount: limit,
      amounts: stepAmounts(limit),
      durations: [...PRICING.durations],
      defaultDuration: PRICING.defaultDuration,
      canApply: block === null,
      cannotApplyReason: block,
      reapplyAt: block === 'rejectedRecently' ? (latest?.data.reapplyAt ?? null) : null,
      latestOrder: latest ? ref(latest) : null,
      quote: quote(limit, PRICING.defaultDuration),
    });
  }),

  'GET /loan/product/step-amount': authed(async (ctx) => {
    const limit = await userCreditLimit(ctx);
    return ok({
      amounts: stepAmounts(limit),
      step: amountStep(limit),
      limit,
      minAmount: PRICING.minAmount,
      durations: [...PRICING.durations],
      defaultDuration: PRICING.defaultDuration,
    });
  }),

  'GET /loan/confirm/product-info': authed(async (ctx) => {
    const { orderNo, loanAmount, duration } = parsePayload(termsPayload, ctx.payload);
    const order = await orderFor(ctx, orderNo);
    if (orderNo !== undefined && !order) return noOrder(ctx);
    const limit = await userCreditLimit(ctx);
    const invalid = checkTerms(loanAmount, duration, limit);
    if (invalid) return invalid;
    const account = payoutAccount(await ctx.db.getProfile(ctx.user.id));
    return ok({ ...offer(ctx, order, limit, loanAmount, duration), bankName: account.bankName, bankAccount: maskAccount(account.accountNumber) });
  }),

  // At Confirm (14) it submits the chosen terms for assessment; at GetMoney (18) it asks for the payout.
  'GET /loan/get-money': authed(async (ctx) => {
    const { orderNo, loanAmount, duration } = parsePayload(termsPayload, ctx.payload);
    // It moves money (applies, or asks for the payout), so it must name the order (SPEC section 5).
    if (orderNo === undefined || orderNo.trim() === '') return fail(ErrorCode.repayOrderNoEmpty, refusal(ctx, 'orderNoEmpty'));
    const order = await orderFor(ctx, orderNo);
    if (!order) return noOrder(ctx);
    if (order.stepCode === StepCode.Confirm || order.stepCode === StepCode.FinishLoading) {
      const invalid = checkTerms(loanAmount, duration, await userCreditLimit(ctx));
      if (invalid) return invalid;
      const sent = await sendOrderEvent(ctx, { type: 'order.submitted', loanAmount, duration });
      return sent.ok ? ok(ref(sent.order)) : notNow(ctx);
    }
    const sent = await sendOrderEvent(ctx, { type: 'order.moneyRequested' });
    return sent.ok ? ok(ref(sent.order)) : notNow(ctx);
  }),

  'GET /loan/get-money/contract': authed(async (ctx) => {
    const { orderNo } = parsePayload(orderNoPayload, ctx.payload);
    const order = await orderFor(ctx, orderNo);
    if (!order) return noOrder(ctx);
    return ok(loanAgreement(quote(order.data.loanAmount, order.data.duration), ctx.user.market === 'mx' ? 'MXN' : 'NGN', ctx.headers.lang, order.orderNo));
  }),

  // SPEC's second SMS check (the app does not ask for one: README); the sandbox's code is the sign-in one.
  'GET /loan/validateVerifyCode': authed(async (ctx) => {
    const { verifyCode } = parsePayload(v.looseObject({ verifyCode: v.optional(v.union([v.string(), v.number()]), '') }), ctx.payload);
    return codeRefusal(verifyCode) ?? ok({ valid: true });
  }),

  'GET /loan/get-money-time': authed(async (ctx) => {
    const { orderNo } = parsePayload(orderNoPayload, ctx.payload);
    const order = await orderFor(ctx, orderNo);
    if (!order) return noOrder(ctx);
    const expectedAt = order.stepCode === StepCode.Lending ? order.data.stateEnteredAt + ctx.config.disburseSeconds * 1000 : null;
    return ok({ orderNo: order.orderNo, stepCode: order.stepCode, expectedAt, minMinutes: 10, maxMinutes: 60 });
  }),

  'GET /loan/has-cancel-loan': authed(async (ctx) => {
    const { orderNo } = parsePayload(orderNoPayload, ctx.payload);
    const order = await orderFor(ctx, orderNo);
    const lang = ctx.headers.lang === 'es' ? 'es' : 'en';
    return ok({
      canCancel: order !== null && CANCELLABLE_STEPS.includes(order.stepCode),
      orderNo: order?.orderNo ?? null,
      stepCode: order?.stepCode ?? null,
      reasons: CANCEL_REASONS.map((code) => ({ code, label: CANCEL_LABELS[code][lang] })),
    });
  }),

  'POST /loan/cancel-loan': authed(async (ctx) => cancel(ctx, CANCELLABLE_STEPS)),
  'POST /loan/cancel-draw-money': authed(async (ctx) => cancel(ctx, [StepCode.GetMoney])),

  'GET /loan/get-credit-info': authed(async (ctx) => {
    const orders = await listOrders(ctx);
    const onTime = countRepaidOnTime(orders);
    const limit = creditLimit(onTime);
    const open = orders.find((o) => !isClosed(o));
    const used = open && LOAN_IN_USE_STEPS.includes(open.stepCode) ? open.data.loanAmount : 0;
    // What can be borrowed now: nothing while an order is open (one at a time) or a rejection's wait
    // runs. The list is newest first and brought up to date: its first order is the latest.
    const available = applyBlock(orders[0] ?? null, ctx.clock.now()) ? 0 : limit;
    return ok({ creditLimit: limit, availableLimit: available, usedAmount: used, loansRepaidOnTime: onTime, nextLimit: creditLimit(onTime + 1) });
  }),

  'GET /time/upload/enable': authed(async (ctx) => {
    const { orderNo } = parsePayload(v.looseObject({ orderNo: v.string() }), ctx.payload);
    if (!(await orderFor(ctx, orderNo))) return noOrder(ctx);
    return ok({ enableTimeSdk: await isUploadRequired(ctx.db, ctx.user.id) });
  }),

  'GET /time/upload/uploadStatus': authed(async (ctx) => {
    const { orderNo } = parsePayload(v.looseObject({ orderNo: v.string() }), ctx.payload);
    if (!(await orderFor(ctx, orderNo))) return noOrder(ctx);
    return ok(await pollUploadStatus(ctx.db, ctx.user.id, orderNo, ctx.clock.now()));
  }),

  'POST /user/update-bankCard': authed(async (ctx) => {
    const input = parsePayload(
      v.looseObject({ orderNo: v.string(), bankAccount: v.string(), bankAccountConfirm: v.string(), bankCode: v.optional(v.string()), bankName: v.optional(v.string()) }),
      ctx.payload,
    );
    const order = await orderFor(ctx, input.orderNo);
    if (!order) return noOrder(ctx);
    if (order.stepCode !== StepCode.PayFail) return notNow(ctx);
    const digits = input.bankAccount.replace(/\D/g, '');
    if (digits !== input.bankAccountConfirm.replace(/\D/g, '')) return fail(ErrorCode.badAccount, refusal(ctx, 'accountsDiffer'));
    const profile = await ctx.db.getProfile(ctx.user.id);
    const previous = typeof profile.bankCard === 'object' && profile.bankCard !== null ? (profile.bankCard as Record<string, unknown>) : {};
    // Another Nigerian bank must be one of the listed ones (its name is ours, not the app's); without
    // one, the number is checked against the bank on file, as binding the card checked it.
    const chosen = ctx.user.market === 'ng' && input.bankCode ? (ngBankByCode(input.bankCode) ?? null) : null;
    if (ctx.user.market === 'ng' && input.bankCode && !chosen) return fail(ErrorCode.badAccount, refusal(ctx, 'bankUnknown'));
    const onFile = ctx.user.market === 'ng' && typeof previous.bankCode === 'string' ? (ngBankByCode(previous.bankCode) ?? null) : null;
    const ngBank = chosen ?? onFile;
    if (!isValidPayoutAccount(ctx, digits, ngBank)) return fail(ErrorCode.badAccount, refusal(ctx, 'accountInvalid'));
    const notFound = ngBank && unknownNgAccount(ctx, ngBank, digits);
    if (notFound) return notFound;
    const cardType = ctx.user.market === 'mx' ? (digits.length === 18 ? 'clabe' : 'bankCard') : previous.cardType;
    // Nigeria: the bank chosen, else the one on file. Mexico: a CLABE names its bank (its first three
    // digits), a debit card's is not known; the old account's bank would be wrong on every screen.
    const mxBank = mxPayoutBank(cardType, digits);
    if (mxBank === undefined) return unpayableClabe(ctx);
    const bank =
      ctx.user.market === 'mx'
        ? { bankCode: mxBank?.code ?? null, bankName: mxBank?.label ?? null }
        : chosen
          ? { bankCode: chosen.code, bankName: chosen.label }
          : {};
    // Mexico: the new account replaces the old one whole, as binding a card writes it. The old
    // card's number and valid period must not stay beside a new CLABE or card (the app does not ask
    // a new card's valid period here). Nigeria keeps what binding checked (BVN, holder).
    const kept = ctx.user.market === 'mx' ? { holderName: previous.holderName, [cardType === 'clabe' ? 'clabe' : 'cardNumber']: digits } : previous;
    await ctx.db.mergeProfile(ctx.user.id, {
      bankCard: {
        ...kept,
        accountNumber: digits,
        ...(cardType ? { cardType } : {}),
        ...bank,
      },
    });
    const sent = await sendOrderEvent(ctx, { type: 'order.bankCardUpdated' });
    return sent.ok ? ok(ref(sent.order)) : notNow(ctx);
  }),
});

async function cancel(ctx: Ctx, allowedSteps: readonly number[]): Promise<HandlerResult> {
  // SPEC section 5: exactly one reason, from the list; the app never sends none.
  const input = parsePayload(v.looseObject({ orderNo: v.string(), reason: v.picklist(CANCEL_REASONS) }), ctx.payload);
  const order = await orderFor(ctx, input.orderNo);
  if (!order) return noOrder(ctx);
  if (!allowedSteps.includes(order.stepCode)) return notNow(ctx, 'loanNotCancellable');
  const sent = await sendOrderEvent(ctx, { type: 'order.cancelled', reason: input.reason });
  return sent.ok ? ok(ref(sent.order)) : notNow(ctx, 'loanNotCancellable');
}
