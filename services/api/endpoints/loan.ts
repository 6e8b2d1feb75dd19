import * as v from 'valibot';
import { toAmount, toEpochMs, toWholeNumber } from '../../orders/orderValues';
import { defineEndpoint } from '../endpoint';
import { yesNo } from './yesNo';
import { listOrEmpty } from './listOrEmpty';
import { wholeNumber } from './wholeNumber';

/**
 * Order lifecycle calls (SPEC section 7). Schemas are loose (extra server fields are fine) and
 * tolerant where the wire is known to vary: money may come as a number or a string ("1,000.00"),
 * times as epoch seconds, epoch milliseconds or ISO text; views turn them into numbers through
 * `services/orders/orderValues.ts`, which never yields NaN.
 */
const money = v.optional(v.nullable(v.union([v.number(), v.string()])));
const time = v.optional(v.nullable(v.union([v.number(), v.string()])));
const text = v.optional(v.nullable(v.string()));
// Shown as sent (masked): a number ("1234567890") is read as its digits rather than failing the answer.
const accountNumber = v.optional(v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String))));
const flag = v.optional(v.nullable(v.union([v.boolean(), v.number()])));
/**
 * Identifiers and counts as many backends send them: an order number as a JSON number (a safe
 * integer: a bigger one has already lost digits), a step code or a term in days as digits in text.
 */
const orderNumber = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.safeInteger(), v.minValue(0))]),
  v.transform((value) => String(value).trim()),
  v.minLength(1),
);
/** An order number an answer may leave out: text or a number, trimmed; null when missing or empty. */
const optionalOrderNumber = v.optional(
  v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform((value) => String(value).trim() || null))),
);
/** An optional count or term: null when unreadable, never a failed answer. */
const days = v.optional(v.pipe(v.unknown(), v.transform(toWholeNumber)));
/** A rate or figure the screens can do without (they work it out, or show "—"): a finite number, else null. */
const optionalNumber = v.optional(v.pipe(v.unknown(), v.transform((value) => (typeof value === 'number' && Number.isFinite(value) ? value : null))));
/** Amounts or terms to choose from, each read as the screens read one; what cannot be read is left out. */
const choices = (read: (value: unknown) => number | null) =>
  v.pipe(v.array(v.unknown()), v.transform((values) => values.map(read).filter((value): value is number => value !== null && value > 0)), v.nonEmpty());

export const loanOrderSchema = v.looseObject({
  orderNo: orderNumber,
  stepCode: wholeNumber,
  loanAmount: money,
  duration: days,
  fee: money,
  feeTax: money,
  interest: money,
  disbursalAmount: money,
  repayAmount: money,
  repaidAmount: money,
  unrepaidAmount: money,
  overdueDays: days,
  penaltyRate: optionalNumber,
  dueDate: time,
  createdAt: time,
  submittedAt: time,
  approvedAt: time,
  lendingAt: time,
  rejectedAt: time,
  reapplyAt: time,
  failReason: text,
  /** Why a cancelled order (step 8) ended, e.g. `offerExpired` 24 h after approval (FAULTS F28). */
  cancelReason: text,
  bankAccount: accountNumber,
  bankName: text,
  productName: text,
});
export type LoanOrder = v.InferOutput<typeof loanOrderSchema>;

const quoteFields = {
  loanAmount: money,
  duration: days,
  fee: money,
  feeTax: money,
  interest: money,
  disbursalAmount: money,
  repayAmount: money,
  dueDate: time,
  interestRatePerYear: optionalNumber,
  processingFeeRatePerDay: optionalNumber,
  feeTaxRate: optionalNumber,
  apr: optionalNumber,
};

export const orderListSchema = v.union([
  v.array(loanOrderSchema),
  v.looseObject({
    list: listOrEmpty(loanOrderSchema),
    total: v.optional(v.nullable(v.number())),
    hasMore: v.optional(v.nullable(yesNo)),
  }),
]);

// No amount or no term to choose is no offer at all: an answer the borrow screen cannot use.
export const stepAmountSchema = v.looseObject({
  amounts: choices(toAmount),
  durations: choices(toWholeNumber),
  limit: optionalNumber,
  defaultDuration: days,
});

// An offer that does not say how much, what is repaid and by when, what it costs (fee, its tax,
// interest) and what reaches the account cannot be agreed to: the confirm screen refuses it
// (Retry) rather than asking for consent to a row of dashes.
export const productInfoSchema = v.pipe(
  // The payout account, when one is on file: the borrower sees where the money goes before committing.
  v.looseObject({ orderNo: optionalOrderNumber, stepCode: days, ...quoteFields, bankAccount: accountNumber, bankName: text }),
  v.check(
    (offer) =>
      (toAmount(offer.loanAmount) ?? 0) > 0 &&
      (toAmount(offer.repayAmount) ?? 0) > 0 &&
      (toAmount(offer.disbursalAmount) ?? 0) > 0 &&
      [offer.fee, offer.feeTax, offer.interest].every((cost) => toAmount(cost) !== null) &&
      ((offer.duration ?? 0) > 0 || toEpochMs(offer.dueDate) !== null),
  ),
);
export type ProductInfo = v.InferOutput<typeof productInfoSchema>;

const documentSchema = v.union([
  v.string(),
  v.looseObject({ title: text, content: v.string() }),
]);

const orderRefSchema = v.looseObject({ orderNo: optionalOrderNumber, stepCode: days });

/** An amount read by the rule every screen uses (`toAmount`, FAULTS F46): a number, or null (also when missing). */
const amount = v.pipe(v.optional(v.unknown()), v.transform(toAmount));
const count = v.pipe(
  v.optional(v.unknown()),
  v.transform((value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null)),
);

/** The borrower's limit, what of it is free now, and the limit after one more loan repaid on time. */
export const creditInfoSchema = v.looseObject({
  creditLimit: amount,
  availableLimit: amount,
  usedAmount: amount,
  loansRepaidOnTime: count,
  nextLimit: amount,
});
export type CreditInfo = v.InferOutput<typeof creditInfoSchema>;

export const cancelStatusSchema = v.looseObject({
  canCancel: yesNo,
  reasons: v.optional(v.nullable(v.array(v.looseObject({ code: v.union([v.string(), v.number()]), label: text })))),
});

export const uploadEnableSchema = v.looseObject({ enableTimeSdk: flag });
export const uploadStatusSchema = v.looseObject({
  appList: flag,
  sms: flag,
  exif: flag,
  device: flag,
  contact: flag,
  location: flag,
});

type OrderNoPayload = { orderNo: string };
/** The borrower's own loan (amount and term; server defaults when left out), or a marketplace product. */
type ApplyPayload = { loanAmount?: number; duration?: number; productId?: string };

export const loanEndpoints = {
  /** The latest order, or null when the borrower never applied. */
  latest: defineEndpoint<Record<string, never>, LoanOrder | null>({
    method: 'GET',
    path: '/loan/loan-order/latest',
    data: v.nullable(loanOrderSchema),
  }),
  list: defineEndpoint<{ type: 'incomplete' | 'finished'; page: number; pageSize: number }, v.InferOutput<typeof orderListSchema>>({
    method: 'GET',
    path: '/loan/loan-order/list',
    data: orderListSchema,
  }),
  loanAgreement: defineEndpoint<{ orderNo?: string }, v.InferOutput<typeof documentSchema>>({
    method: 'GET',
    path: '/loan/loan-order/loanAgreement',
    data: documentSchema,
  }),
  productList: defineEndpoint({ method: 'GET', path: '/loan/product/list' }),
  productIndex: defineEndpoint({ method: 'GET', path: '/loan/loan-product/index' }),
  stepAmount: defineEndpoint<Record<string, never>, v.InferOutput<typeof stepAmountSchema>>({
    method: 'GET',
    path: '/loan/product/step-amount',
    data: stepAmountSchema,
  }),
  confirmProductInfo: defineEndpoint<{ orderNo?: string; loanAmount?: number; duration?: number }, ProductInfo>({
    method: 'GET',
    path: '/loan/confirm/product-info',
    data: productInfoSchema,
  }),
  /** Confirms the offer and asks for the payout (step 14 or 18); sent with an idempotency key. */
  getMoney: defineEndpoint<OrderNoPayload & { loanAmount?: number; duration?: number }, v.InferOutput<typeof orderRefSchema>>({
    method: 'GET',
    path: '/loan/get-money',
    data: orderRefSchema,
  }),
  getMoneyContract: defineEndpoint<Partial<OrderNoPayload>, v.InferOutput<typeof documentSchema>>({
    method: 'GET',
    path: '/loan/get-money/contract',
    data: documentSchema,
  }),
  getMoneyTime: defineEndpoint({ method: 'GET', path: '/loan/get-money-time' }),
  creditInfo: defineEndpoint<Record<string, never>, CreditInfo>({ method: 'GET', path: '/loan/get-credit-info', data: creditInfoSchema }),
  hasCancelLoan: defineEndpoint<Partial<OrderNoPayload>, v.InferOutput<typeof cancelStatusSchema>>({
    method: 'GET',
    path: '/loan/has-cancel-loan',
    data: cancelStatusSchema,
  }),
  cancelLoan: defineEndpoint<OrderNoPayload & { reason: string }, unknown>({
    method: 'POST',
    path: '/loan/cancel-loan',
    data: v.unknown(),
  }),
  cancelDrawMoney: defineEndpoint<OrderNoPayload & { reason: string }, unknown>({
    method: 'POST',
    path: '/loan/cancel-draw-money',
    data: v.unknown(),
  }),
  /** Creates the order; sent with an idempotency key so a retry never makes two. */
  applyMarket: defineEndpoint<ApplyPayload, v.InferOutput<typeof orderRefSchema>>({
    method: 'POST',
    path: '/loan/loan-order/apply-market',
    data: orderRefSchema,
  }),
  applyMarketAgain: defineEndpoint<ApplyPayload, v.InferOutput<typeof orderRefSchema>>({
    method: 'POST',
    path: '/loan/loan-order/apply-market-again',
    data: orderRefSchema,
  }),
  updateBankCard: defineEndpoint<
    { orderNo: string; bankAccount: string; bankAccountConfirm: string; bankCode?: string; bankName?: string },
    unknown
  >({
    method: 'POST',
    path: '/user/update-bankCard',
    data: v.unknown(),
  }),
  uploadEnable: defineEndpoint<OrderNoPayload, v.InferOutput<typeof uploadEnableSchema>>({
    method: 'GET',
    path: '/time/upload/enable',
    data: uploadEnableSchema,
  }),
  uploadStatus: defineEndpoint<OrderNoPayload, v.InferOutput<typeof uploadStatusSchema>>({
    method: 'GET',
    path: '/time/upload/uploadStatus',
    data: uploadStatusSchema,
  }),
};
