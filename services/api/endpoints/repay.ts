import * as v from 'valibot';
import { toAmount, toCalendarDayOrMs, toEpochMs, toWholeNumber, type WireTime } from '../../orders/orderValues';
import { defineEndpoint } from '../endpoint';
import { offeredIfYes, yesNo } from './yesNo';
import { knownOr } from './knownOr';
import { listOrEmpty } from './listOrEmpty';
import { epochMs } from './time';
import { wholeNumber } from './wholeNumber';

/**
 * Repayment, rollover, coupons and lucky draw (SPEC section 7). Field names are ours (the spec does
 * not show them); the sandbox (sandbox/routes/repay.ts) answers exactly these shapes.
 */

export type Amount = number | null;
/**
 * Read by the same rule as home and records (`toAmount`, FAULTS F46) so one odd field never breaks
 * the screen; an unreadable or missing amount is `null`, which the views show as a placeholder with
 * an error.
 */
const amount = v.optional(v.pipe(v.unknown(), v.transform(toAmount)), null);
const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((s) => (s == null ? '' : String(s))),
);
/**
 * A number the borrower pays into or quotes (account number, CLABE, cash reference): text only. Sent
 * as a JSON number it may already have lost digits (a CLABE's 18 digits are past 2^53; an account
 * number's leading zero is gone), so it is read as missing, never shown wrong.
 */
const payInto = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((s) => (typeof s === 'string' ? s.trim() : '')),
);
/** A count (overdue days, chances): a whole number, also when sent as text ("3"); anything else is 0. */
const count = v.optional(v.pipe(v.unknown(), v.transform((n) => toWholeNumber(n) ?? 0)), 0);
/**
 * A date as home and records read it (`toCalendarDayOrMs`): a calendar day stays that day, seconds
 * or milliseconds become an ISO moment the views can show; '' when unreadable.
 */
const date = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((value) => {
    const read = toCalendarDayOrMs(value);
    return read === null ? '' : typeof read === 'number' ? new Date(read).toISOString() : read;
  }),
);

export const repayDetailSchema = v.looseObject({
  orderNo: text,
  payOrderId: text,
  stepCode: wholeNumber,
  loanAmount: amount,
  /** Everything owed: principal, interest, penalty and rollover fees. */
  repayAmount: amount,
  repaidAmount: amount,
  unrepaidAmount: amount,
  /** The due day (yyyy-mm-dd), or the moment as ISO text. */
  dueDate: date,
  overdueDays: count,
  /** Share of the principal per overdue day, e.g. 0.02. */
  penaltyRate: v.optional(v.pipe(v.unknown(), v.transform((r) => (typeof r === 'number' && r >= 0 && r < 1 ? r : null))), null),
  penaltyAmount: amount,
  bankAccount: text,
  extensionEnabled: offeredIfYes,
  /** The limit of the next loan (after a full repayment it has been raised). */
  creditLimit: v.optional(amount, null),
});
export type RepayDetail = v.InferOutput<typeof repayDetailSchema>;

interface OrderNoPayload {
  orderNo: string;
}

const accountSchema = v.looseObject({ accountNumber: payInto, bankName: text, accountName: text, amount });
export type RepayAccount = v.InferOutput<typeof accountSchema>;

const gatewaySchema = v.looseObject({ url: text, payOrderId: text, amount });
export type GatewayLink = v.InferOutput<typeof gatewaySchema>;

export const VOUCHER_STATUS = { underReview: 1, approved: 2, rejected: 3 } as const;
type VoucherStatusCode = (typeof VOUCHER_STATUS)[keyof typeof VOUCHER_STATUS];
/**
 * One odd receipt must not hide the others, nor the photo picker behind a failed list: a status
 * other than approved or rejected (a new code, "2" as text) reads as under review, the server's
 * decision not known yet; a date that cannot be read is shown as unknown.
 */
const voucherSchema = v.looseObject({
  voucherId: text,
  imageUrl: text,
  status: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((s): VoucherStatusCode => (Number(s) === VOUCHER_STATUS.approved || Number(s) === VOUCHER_STATUS.rejected ? (Number(s) as VoucherStatusCode) : VOUCHER_STATUS.underReview)),
    ),
    VOUCHER_STATUS.underReview,
  ),
  createdAt: epochMs,
  reason: text,
});
export type Voucher = v.InferOutput<typeof voucherSchema>;

export const extensionSchema = v.looseObject({
  orderNo: text,
  extensionDays: wholeNumber,
  extensionFee: amount,
  dueDate: date,
  newDueDate: date,
  /** What repaying in full today costs, for the side-by-side comparison. */
  repayNowAmount: amount,
  /** What will be owed on the new due date if the borrower extends. */
  repayLaterAmount: amount,
});
export type ExtensionData = v.InferOutput<typeof extensionSchema>;

export const EXTENSION_STATUS = ['pending', 'success', 'failed'] as const;
const extensionStatusSchema = v.looseObject({
  extensionOrderNo: text,
  // Anything but success or failure ("processing") is still under way: polled again.
  status: knownOr(EXTENSION_STATUS, 'pending'),
  dueDate: date,
});
export type ExtensionStatus = v.InferOutput<typeof extensionStatusSchema>;

export const COUPON_KIND = ['repayNow', 'luckyDraw'] as const;
const couponSchema = v.looseObject({
  couponId: text,
  /** null: a kind added since, shown as a plain coupon and usable all the same. */
  kind: knownOr(COUPON_KIND, null),
  amount,
  expiresAt: epochMs,
  /**
   * When it was used (milliseconds, read like every other moment); `true` when the server says it
   * was used at a time that cannot be read: any time at all means used.
   */
  usedAt: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((time): number | true | null => (time === null || time === undefined || time === '' ? null : (toEpochMs(time as WireTime) ?? true))),
    ),
    null,
  ),
});
export type Coupon = v.InferOutput<typeof couponSchema>;
// A coupon without an id can be neither used nor told apart from another: it is left out.
const couponList = v.looseObject({ list: v.pipe(listOrEmpty(couponSchema), v.filterItems((coupon) => coupon.couponId !== '')) });

export const repayEndpoints = {
  detail: defineEndpoint<{ orderNo: string }, RepayDetail>({
    method: 'GET',
    path: '/repay/repay-order/detail',
    data: repayDetailSchema,
  }),
  stpClabe: defineEndpoint<OrderNoPayload, RepayAccount & { clabe: string }>({
    method: 'GET',
    path: '/repay/getStpClabe',
    data: v.looseObject({ ...accountSchema.entries, clabe: payInto }),
  }),
  oxxoReference: defineEndpoint<OrderNoPayload, { reference: string; amount: Amount; expiresAt: number | null }>({
    method: 'GET',
    path: '/repay/getOXXOReference',
    data: v.looseObject({ reference: payInto, amount, expiresAt: epochMs }),
  }),
  paystackAuthorization: defineEndpoint<OrderNoPayload, GatewayLink>({
    method: 'GET',
    path: '/repay/paystack/authorization',
    data: gatewaySchema,
  }),
  flutterwaveRepayLink: defineEndpoint<OrderNoPayload, GatewayLink>({
    method: 'GET',
    path: '/repay/flutterwave/repay-link',
    data: gatewaySchema,
  }),
  /** Asks the server to check the pay-link payment with the gateway; the answer is only a hint. */
  flutterwaveVerifyOtp: defineEndpoint<{ orderNo: string; payOrderId: string }, { status: string }>({
    method: 'GET',
    path: '/repay/flutterwave/verify-opt',
    data: v.looseObject({ status: text }),
  }),
  monnifyReservedAccount: defineEndpoint<OrderNoPayload, RepayAccount>({
    method: 'GET',
    path: '/repay/monnify_reserved_account',
    data: accountSchema,
  }),
  flutterwaveReservedAccount: defineEndpoint<OrderNoPayload, RepayAccount>({
    method: 'GET',
    path: '/repay/flutterwave_reserved_account',
    data: accountSchema,
  }),
  createDedicatedAccount: defineEndpoint<OrderNoPayload, RepayAccount>({
    method: 'GET',
    path: '/repay/dedicated_account/create',
    data: accountSchema,
  }),
  /** Multipart: file field `file`, extra `{ orderNo }`. */
  uploadVoucher: defineEndpoint<{ files: { file: Blob }; extra: { orderNo: string } }, { imageUrl: string }>({
    method: 'MULTIPART',
    path: '/repay/upload/user/voucher',
    data: v.looseObject({ imageUrl: v.pipe(v.string(), v.minLength(1)) }),
  }),
  saveVoucher: defineEndpoint<{ orderNo: string; imageUrl: string }, { voucherId: string }>({
    method: 'POST',
    path: '/repay/save/user/voucher',
    data: v.looseObject({ voucherId: text }),
  }),
  voucherList: defineEndpoint<OrderNoPayload, { list: Voucher[] }>({
    method: 'POST',
    path: '/repay/get/voucher/list',
    // No receipts may come as a null or missing list: an empty one, so the borrower can still send one.
    data: v.looseObject({ list: listOrEmpty(voucherSchema) }),
  }),
  extensionData: defineEndpoint<OrderNoPayload, ExtensionData>({
    method: 'GET',
    path: '/repay/getExtensionData',
    data: extensionSchema,
  }),
  /** Starts the rollover: the server collects the fee; its status is then read below. */
  confirmExtensionOrder: defineEndpoint<OrderNoPayload, ExtensionStatus>({
    method: 'GET',
    path: '/repay/confirmExtensionOrder',
    data: extensionStatusSchema,
  }),
  updateExtensionOrderStatus: defineEndpoint<{ orderNo: string; extensionOrderNo: string }, ExtensionStatus>({
    method: 'GET',
    path: '/repay/updateExtensionOrderStatus',
    data: extensionStatusSchema,
  }),
  lotteryIsShow: defineEndpoint<Record<string, never>, { show: boolean; chances: number }>({
    method: 'GET',
    path: '/lottery-draw/is-show',
    // A draw shown without a count is one chance: the server refuses any draw too many.
    data: v.looseObject({ show: yesNo, chances: v.optional(count, 1) }),
  }),
  lotteryCreate: defineEndpoint<Record<string, never>, { prize: Coupon | null }>({
    method: 'POST',
    path: '/lottery-draw/create',
    // No prize may come as null or not at all.
    data: v.looseObject({ prize: v.optional(v.nullable(couponSchema), null) }),
  }),
  couponQuantity: defineEndpoint<Record<string, never>, { quantity: number }>({
    method: 'GET',
    path: '/lottery-draw/coupon/quantity',
    data: v.looseObject({ quantity: count }),
  }),
  coupons: defineEndpoint<Record<string, never>, { list: Coupon[] }>({
    method: 'GET',
    path: '/lottery-draw/coupons',
    data: couponList,
  }),
  couponUse: defineEndpoint<{ couponId: string; orderNo: string }, { unrepaidAmount: Amount }>({
    method: 'POST',
    path: '/lottery-draw/coupon/use',
    data: v.looseObject({ unrepaidAmount: amount }),
  }),
  couponUsed: defineEndpoint<Record<string, never>, { list: Coupon[] }>({
    method: 'POST',
    path: '/lottery-draw/coupon/used',
    data: couponList,
  }),
};
