import * as v from 'valibot';
import { toAmount } from '../../orders/orderValues';
import { defineEndpoint, type MultipartPayload } from '../endpoint';
import { yesNo } from './yesNo';
import { knownOr } from './knownOr';
import { listOrEmpty } from './listOrEmpty';
import { epochMs } from './time';

/**
 * Feedback centre, user centre, device, marketplace (SPEC section 7). Field names are ours to design
 * (SPEC: "mostly not shown"); the sandbox (sandbox/routes/support.ts) answers exactly these shapes.
 * `looseObject` everywhere so extra server fields never break the app.
 */

/** SPEC section 3: type 1 payment, 2 rollover, 3 other; status 1 pending, 2 processing, 3 done. */
export const FEEDBACK_TYPES = [1, 2, 3] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = [1, 2, 3] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

const isFeedbackType = (type: unknown): type is FeedbackType => FEEDBACK_TYPES.includes(type as FeedbackType);
const id = v.pipe(v.number(), v.integer());
/**
 * Money read by the rule every screen uses (`toAmount`, FAULTS F46): a number, or null when the
 * server sent something unreadable ("1.000,50", a negative, an unbelievable figure), so one odd
 * field shows a placeholder instead of failing the whole list.
 */
const money = v.pipe(v.unknown(), v.transform(toAmount));
/** Likewise a product's rate and term: null when unreadable, and the product then cannot be applied for. */
const rate = v.pipe(v.unknown(), v.transform((value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null)));
const days = v.pipe(v.unknown(), v.transform((value) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null)));
/** A link the app opens: https only. An intent:, data: or file: address could start something else; http can be tampered with. */
const HTTPS_ADDRESS = /^https:\/\/\S+$/i;
/** An https address to open, trimmed; '' for anything else (another scheme, none, not text). */
const httpsAddressOrNone = v.pipe(
  v.unknown(),
  v.transform((url) => (typeof url === 'string' && HTTPS_ADDRESS.test(url.trim()) ? url.trim() : '')),
);

/** Text that may come as null or be missing (a ticket filed by phone has no contact): empty, never a failed answer. */
const textOrEmpty = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((text) => text ?? ''),
);

export const ticketSchema = v.looseObject({
  id,
  // A type or status added on the server since: the ticket is listed as "Other", still open.
  type: knownOr(FEEDBACK_TYPES, 3),
  status: knownOr(FEEDBACK_STATUSES, 2),
  description: textOrEmpty,
  receiverAccount: textOrEmpty,
  images: listOrEmpty(v.string()),
  contact: textOrEmpty,
  createTime: epochMs,
});
export type FeedbackTicket = v.InferOutput<typeof ticketSchema>;

export const leaveMessageSchema = v.looseObject({
  id,
  content: textOrEmpty,
  /** Who wrote it: the borrower or the support team; anyone else (a system note) reads as the team. */
  from: knownOr(['user', 'service'], 'service'),
  createTime: epochMs,
});
export type LeaveMessage = v.InferOutput<typeof leaveMessageSchema>;

export const faqItemSchema = v.looseObject({ id, question: v.string(), answer: v.string() });
export type FaqItem = v.InferOutput<typeof faqItemSchema>;

export const marketProductSchema = v.looseObject({
  productId: v.string(),
  name: v.string(),
  minAmount: money,
  maxAmount: money,
  termDays: days,
  /** Daily interest in percent, e.g. 0.1 for 0.1 % a day. */
  dailyRate: rate,
  tags: listOrEmpty(v.string()),
  /** True when the borrower already has an order with this product (apply-market-again). */
  appliedBefore: v.optional(yesNo, false),
  /** True while an application to this product is open: no new one can be made. */
  hasOpenOrder: v.optional(yesNo, false),
});
export type MarketProduct = v.InferOutput<typeof marketProductSchema>;

export const MARKET_ORDER_STATUSES = ['applying', 'approved', 'rejected', 'repaying', 'finished'] as const;
export type MarketOrderStatus = (typeof MARKET_ORDER_STATUSES)[number];

export const marketOrderSchema = v.looseObject({
  orderNo: v.string(),
  productId: v.string(),
  productName: v.string(),
  amount: money,
  /** null: a status added since, shown without a label. */
  status: knownOr(MARKET_ORDER_STATUSES, null),
  createTime: epochMs,
});
export type MarketOrder = v.InferOutput<typeof marketOrderSchema>;

export const repayProductSchema = v.looseObject({
  orderNo: v.string(),
  productName: v.string(),
  repayAmount: money,
  dueDate: epochMs,
});
export type RepayProduct = v.InferOutput<typeof repayProductSchema>;

const uploadAnswer = v.looseObject({ url: v.pipe(v.string(), v.minLength(1)) });
const listOf = <S extends v.GenericSchema>(item: S) => v.looseObject({ list: listOrEmpty(item) });
const empty = v.unknown();

export interface FeedbackDraftPayload {
  type: FeedbackType;
  description: string;
  receiverAccount: string;
  images: string[];
  contact: string;
}

export const supportEndpoints = {
  /** Open (not done) tickets of the borrower, by type. */
  feedbackNotHandle: defineEndpoint<Record<string, never>, { count: number; types: FeedbackType[] }>({
    method: 'GET',
    path: '/feedback/check/notHandle',
    // A type added on the server since cannot block one of ours: it is left out, not a failed check.
    data: v.looseObject({ count: v.number(), types: v.pipe(v.array(v.unknown()), v.transform((types) => types.filter(isFeedbackType))) }),
  }),
  /** One open ticket per type at a time: false with the open ticket's id when one exists. */
  feedbackCanHandle: defineEndpoint<{ type: FeedbackType }, { canHandle: boolean; openTicketId: number | null }>({
    method: 'GET',
    path: '/feedback/check/canHandle',
    data: v.looseObject({ canHandle: yesNo, openTicketId: v.optional(v.nullable(id), null) }),
  }),
  feedbackDetail: defineEndpoint<{ id: number }, FeedbackTicket>({
    method: 'GET',
    path: '/feedback/detail',
    data: ticketSchema,
  }),
  feedbackFaq: defineEndpoint<Record<string, never>, { list: FaqItem[] }>({
    method: 'GET',
    path: '/feedback/list/question_answer',
    data: listOf(faqItemSchema),
  }),
  feedbackList: defineEndpoint<{ page: number; pageSize: number }, { list: FeedbackTicket[]; total: number }>({
    method: 'POST',
    path: '/feedback/list/feedback',
    data: v.looseObject({ list: listOrEmpty(ticketSchema), total: v.number() }),
  }),
  feedbackEdit: defineEndpoint<{ id: number; description?: string; contact?: string }, unknown>({
    method: 'POST',
    path: '/feedback/edit',
    data: empty,
  }),
  feedbackCreate: defineEndpoint<FeedbackDraftPayload, { id: number }>({
    method: 'POST',
    path: '/feedback/create',
    data: v.looseObject({ id }),
  }),
  feedbackAddLeaveMsg: defineEndpoint<{ feedbackId: number; content: string }, { message: LeaveMessage }>({
    method: 'POST',
    path: '/feedback/add/leaveMsg',
    data: v.looseObject({ message: leaveMessageSchema }),
  }),
  feedbackLeaveMessages: defineEndpoint<{ feedbackId: number }, { list: LeaveMessage[] }>({
    method: 'POST',
    path: '/feedback/list/leave-message',
    data: listOf(leaveMessageSchema),
  }),
  /** The borrower marks their own ticket solved (status 3). */
  feedbackUpdateStatus: defineEndpoint<{ id: number; status: FeedbackStatus }, unknown>({
    method: 'POST',
    path: '/feedback/update/status',
    data: empty,
  }),
  /** Payment proof (receipt) for payment and rollover tickets; file field `file`. */
  feedbackUploadCredential: defineEndpoint<MultipartPayload, { url: string }>({
    method: 'MULTIPART',
    path: '/feedback/upload/credential',
    data: uploadAnswer,
  }),
  /** Any other attachment (type 3); file field `file`. */
  feedbackUploadFile: defineEndpoint<MultipartPayload, { url: string }>({
    method: 'MULTIPART',
    path: '/feedback/uploadFile',
    data: uploadAnswer,
  }),
  newVersion: defineEndpoint<
    { edition: string },
    { hasNew: boolean; version: string; mustUpdate: boolean; url: string }
  >({
    method: 'GET',
    path: '/app/getNewVersion',
    data: v.looseObject({
      hasNew: yesNo,
      version: v.string(),
      mustUpdate: v.optional(yesNo, false),
      // A notice without its link rather than a link the app should not open.
      url: httpsAddressOrNone,
    }),
  }),
  appDownloadAddress: defineEndpoint<Record<string, never>, { url: string; version: string }>({
    method: 'GET',
    path: '/app-download/getAddress',
    // A web address or none: an empty one would reopen the app, another scheme is not a download.
    // None is an answer (no download to offer), not a failed read a Retry could mend.
    data: v.looseObject({ url: httpsAddressOrNone, version: v.optional(v.string(), '') }),
  }),
  devicePackageList: defineEndpoint({ method: 'GET', path: '/user/device/packageList' }),
  deviceCheckActivation: defineEndpoint<{ afid: string }, { activated: boolean }>({
    method: 'GET',
    path: '/user/device/check-activation',
    data: v.looseObject({ activated: yesNo }),
  }),
  deviceAddActive: defineEndpoint<{ afid: string; appName: string }, { activated: boolean }>({
    method: 'POST',
    path: '/user/device/addActive',
    data: v.looseObject({ activated: yesNo }),
  }),
  /** After a rejection: should the app show the marketplace's recommended products? */
  isRejectRecommendation: defineEndpoint<Record<string, never>, { recommend: boolean }>({
    method: 'GET',
    path: '/app/isRejectRecommendation',
    data: v.looseObject({ recommend: yesNo }),
  }),
  marketIndex: defineEndpoint<Record<string, never>, { products: MarketProduct[] }>({
    method: 'GET',
    path: '/loanMarket/index',
    data: v.looseObject({ products: listOrEmpty(marketProductSchema) }),
  }),
  /** Recent loans paid out by the marketplace, anonymised (masked mobile), for reassurance. */
  marketLendingRecord: defineEndpoint<
    Record<string, never>,
    { list: { maskedMobile: string; productName: string; amount: number | null; time: number }[] }
  >({
    method: 'GET',
    path: '/loanMarket/lending-record',
    data: listOf(
      v.looseObject({ maskedMobile: v.string(), productName: v.string(), amount: money, time: v.number() }),
    ),
  }),
  marketOrderList: defineEndpoint<Record<string, never>, { list: MarketOrder[] }>({
    method: 'GET',
    path: '/loan/loan-order/list-market',
    data: listOf(marketOrderSchema),
  }),
  marketProductList: defineEndpoint<Record<string, never>, { list: MarketProduct[] }>({
    method: 'GET',
    path: '/loan/product/list-market',
    data: listOf(marketProductSchema),
  }),
  /** Urgency tone per market order awaiting repayment (drives the badge colour). */
  marketRepayColor: defineEndpoint<
    Record<string, never>,
    { list: { orderNo: string; tone: 'normal' | 'dueSoon' | 'overdue' | null }[] }
  >({
    method: 'GET',
    path: '/loanMarket/repay-color',
    data: listOf(v.looseObject({ orderNo: v.string(), tone: knownOr(['normal', 'dueSoon', 'overdue'], null) })),
  }),
  marketCustomerService: defineEndpoint<Record<string, never>, { email: string; phone: string; hours: string }>({
    method: 'GET',
    path: '/loanMarket/customer-service',
    data: v.looseObject({ email: v.string(), phone: v.string(), hours: v.string() }),
  }),
  marketRepayProducts: defineEndpoint<Record<string, never>, { list: RepayProduct[] }>({
    method: 'GET',
    path: '/loanMarket/repay/products',
    data: listOf(repayProductSchema),
  }),
  saveBasicInfoMarket: defineEndpoint<{ productId: string; fullName: string; email: string }, unknown>({
    method: 'POST',
    path: '/user/saveBasicInfo-market',
    data: empty,
  }),
  saveAdditionInfoMarket: defineEndpoint<{ productId: string; monthlyIncome: string; employment: string }, unknown>({
    method: 'POST',
    path: '/user/saveAdditionInfo-market',
    data: empty,
  }),
};

/** The marketplace's extra field on the loan registry's apply-market calls (amount and duration are theirs). */
export interface MarketApplyPayload {
  productId: string;
}
