import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { ErrorCode } from '../errors';
import { authed, defineHandlers, fail, ok, open, parsePayload } from '../handlers';
import { contactProblem } from '../../machines/feedback/feedback.rules';
import { isMarketEmail } from '../../machines/marketApply/marketApply.rules';
import { marketFor } from '../market';
import { amountRangeRefusal, refusal, termRefusal } from '../refusalWords';
import { applyForLoan } from './loan';
import { getLatestOrder } from '../orders/orderService';
import { StepCode } from '../orders/stepCodes';
import { faqFor } from '../support/faq';
import {
  addMessage,
  getTicket,
  listTickets,
  nextTicketId,
  oneTicketChangeAtATime,
  openTicketOfType,
  publicTicket,
  replyIn,
  saveTicket,
  type StoredTicket,
} from '../support/feedbackStore';
import { isIssuedUpload, storeUpload } from '../support/feedbackFiles';
import {
  findProduct,
  isOpen,
  listMarketOrders,
  productsFor,
  repayAmount,
  saveMarketOrder,
  statusAt,
  type MarketOrderRow,
  type MarketProductRow,
} from '../support/marketCatalog';

/**
 * Support area: feedback tickets, FAQ, user centre (version, download, device activation) and the
 * loan marketplace. Shapes match services/api/endpoints/support.ts; see sandbox/README.md
 * "Support calls". QA moves a ticket's status with POST /sandbox/users/:mobile/feedback/:id.
 */
export const CURRENT_VERSION = '1.4.0';
/** Proof images per ticket; the app says the same number (ui/support). */
export const MAX_TICKET_IMAGES = 3;
const MAX_DESCRIPTION = 500;
const MAX_MESSAGE = 300;

const intLike = v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.number(), v.integer());
const ticketType = v.pipe(intLike, v.picklist([1, 2, 3] as const));
const idPayload = v.looseObject({ id: intLike });
// Where support replies: the app form's own rule (machines/feedback/feedback.rules.ts).
const contact = v.pipe(v.string(), v.trim(), v.check((text) => contactProblem(text) === null, 'a phone number or an email address'));
const createPayload = v.looseObject({
  type: ticketType,
  description: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_DESCRIPTION)),
  receiverAccount: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ''),
  images: v.optional(v.pipe(v.array(v.string()), v.maxLength(MAX_TICKET_IMAGES)), []),
  contact,
});
const editPayload = v.looseObject({
  id: intLike,
  description: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_DESCRIPTION))),
  contact: v.optional(contact),
});
const messagePayload = v.looseObject({
  feedbackId: intLike,
  content: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_MESSAGE)),
});
const applyPayload = v.looseObject({ productId: v.string(), loanAmount: v.number(), duration: v.optional(intLike) });
const basicInfoMarket = v.looseObject({
  productId: v.string(),
  fullName: v.pipe(v.string(), v.trim(), v.minLength(3)),
  // The app's own rule, not valibot's stricter one: what the form accepts is never a bare HTTP 400.
  email: v.pipe(v.string(), v.check(isMarketEmail)),
});
const additionInfoMarket = v.looseObject({
  productId: v.string(),
  monthlyIncome: v.pipe(v.string(), v.minLength(1)),
  employment: v.pipe(v.string(), v.minLength(1)),
});

function ticketNotFound(ctx: { headers: { lang: string } }) {
  return fail(ErrorCode.feedbackNotFound, refusal(ctx, 'feedbackNotFound'));
}

function isOlderVersion(edition: string, current: string): boolean {
  const parts = (text: string) => text.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const [a, b] = [parts(edition), parts(current)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  }
  return false;
}

/**
 * A product as the borrower sees it: `appliedBefore` (a repeat application goes to
 * apply-market-again) and `hasOpenOrder` (an application is still open, so none can be made).
 */
function productFor(ctx: { clock: { now: () => number }; config: { assessSeconds: number } }, product: MarketProductRow, orders: MarketOrderRow[]) {
  const mine = orders.filter((order) => order.productId === product.productId);
  const now = ctx.clock.now();
  return {
    ...product,
    appliedBefore: mine.length > 0,
    hasOpenOrder: mine.some((order) => isOpen(statusAt(order, now, ctx.config.assessSeconds))),
  };
}

function newOrderNo(now: number): string {
  return `MK${now}${randomBytes(2).toString('hex').toUpperCase()}`;
}

export default defineHandlers({
  // ---------- feedback centre ----------
  'GET /feedback/check/notHandle': authed(async (ctx) => {
    const open = (await listTickets(ctx.db, ctx.user.id)).filter((ticket) => ticket.status !== 3);
    return ok({ count: open.length, types: [...new Set(open.map((ticket) => ticket.type))] });
  }),

  'GET /feedback/check/canHandle': authed(async (ctx) => {
    const { type } = parsePayload(v.looseObject({ type: ticketType }), ctx.payload);
    const existing = openTicketOfType(await listTickets(ctx.db, ctx.user.id), type);
    return ok({ canHandle: !existing, openTicketId: existing?.id ?? null });
  }),

  'POST /feedback/list/feedback': authed(async (ctx) => {
    const { page, pageSize } = parsePayload(
      v.looseObject({ page: v.optional(intLike, 1), pageSize: v.optional(intLike, 20) }),
      ctx.payload,
    );
    const size = Math.min(Math.max(pageSize, 1), 50);
    const tickets = await listTickets(ctx.db, ctx.user.id);
    const start = (Math.max(page, 1) - 1) * size;
    return ok({ list: tickets.slice(start, start + size).map(publicTicket), total: tickets.length });
  }),

  'GET /feedback/detail': authed(async (ctx) => {
    const { id } = parsePayload(idPayload, ctx.payload);
    const ticket = await getTicket(ctx.db, ctx.user.id, id);
    return ticket ? ok(publicTicket(ticket)) : ticketNotFound(ctx);
  }),

  'POST /feedback/create': authed(async (ctx) => {
    const input = parsePayload(createPayload, ctx.payload);
    for (const url of input.images) {
      if (!(await isIssuedUpload(ctx, url))) return fail(ErrorCode.uploadRejected, refusal(ctx, 'feedbackImageNotUploaded'));
    }
    return oneTicketChangeAtATime(ctx.db, ctx.user.id, async () => {
      const existing = openTicketOfType(await listTickets(ctx.db, ctx.user.id), input.type);
      if (existing) {
        return fail(ErrorCode.feedbackOpenOfType, refusal(ctx, 'feedbackOpenOfType'), { openTicketId: existing.id });
      }
      const now = ctx.clock.now();
      // The app's fields only: `id`, `status`, `messages` or the payload's `timestamp` are not the caller's to set.
      const ticket: StoredTicket = {
        id: await nextTicketId(ctx.db, ctx.user.id),
        type: input.type,
        status: 1,
        description: input.description,
        receiverAccount: input.receiverAccount,
        images: input.images,
        contact: input.contact,
        createTime: now,
        messages: [],
      };
      addMessage(ticket, replyIn(ctx.headers.lang, 'received'), 'service', now);
      await saveTicket(ctx.db, ctx.user.id, ticket, now);
      return ok({ id: ticket.id });
    });
  }),

  'POST /feedback/edit': authed(async (ctx) => {
    const { id, description, contact } = parsePayload(editPayload, ctx.payload);
    return oneTicketChangeAtATime(ctx.db, ctx.user.id, async () => {
      const ticket = await getTicket(ctx.db, ctx.user.id, id);
      if (!ticket) return ticketNotFound(ctx);
      if (ticket.status !== 1) return fail(ErrorCode.feedbackClosed, refusal(ctx, 'feedbackNotEditable'));
      const updated = { ...ticket, description: description ?? ticket.description, contact: contact ?? ticket.contact };
      await saveTicket(ctx.db, ctx.user.id, updated, ctx.clock.now());
      return ok({});
    });
  }),

  'POST /feedback/update/status': authed(async (ctx) => {
    const { id, status } = parsePayload(v.looseObject({ id: intLike, status: intLike }), ctx.payload);
    return oneTicketChangeAtATime(ctx.db, ctx.user.id, async () => {
      const ticket = await getTicket(ctx.db, ctx.user.id, id);
      if (!ticket) return ticketNotFound(ctx);
      // The borrower may only close their own ticket; the team moves it to processing (control endpoint).
      if (status !== 3) return fail(ErrorCode.notAllowedNow, refusal(ctx, 'feedbackOnlySolved'));
      ticket.status = 3;
      await saveTicket(ctx.db, ctx.user.id, ticket, ctx.clock.now());
      return ok({});
    });
  }),

  'POST /feedback/add/leaveMsg': authed(async (ctx) => {
    const { feedbackId, content } = parsePayload(messagePayload, ctx.payload);
    return oneTicketChangeAtATime(ctx.db, ctx.user.id, async () => {
      const ticket = await getTicket(ctx.db, ctx.user.id, feedbackId);
      if (!ticket) return ticketNotFound(ctx);
      if (ticket.status === 3) return fail(ErrorCode.feedbackClosed, refusal(ctx, 'feedbackClosed'));
      const message = addMessage(ticket, content, 'user', ctx.clock.now());
      await saveTicket(ctx.db, ctx.user.id, ticket, ctx.clock.now());
      return ok({ message });
    });
  }),

  'POST /feedback/list/leave-message': authed(async (ctx) => {
    const { feedbackId } = parsePayload(v.looseObject({ feedbackId: intLike }), ctx.payload);
    const ticket = await getTicket(ctx.db, ctx.user.id, feedbackId);
    return ticket ? ok({ list: ticket.messages }) : ticketNotFound(ctx);
  }),

  'POST /feedback/upload/credential': authed(async (ctx) => storeUpload(ctx, 'credential')),
  'POST /feedback/uploadFile': authed(async (ctx) => storeUpload(ctx, 'file')),

  'GET /feedback/list/question_answer': open(async (ctx) => ok({ list: faqFor(ctx.headers.lang) })),

  // ---------- user centre ----------
  'GET /app/getNewVersion': open(async (ctx) => {
    const { edition } = parsePayload(v.looseObject({ edition: v.optional(v.string(), '') }), ctx.payload);
    const hasNew = edition !== '' && isOlderVersion(edition, CURRENT_VERSION);
    return ok({ hasNew, version: CURRENT_VERSION, mustUpdate: false, url: `https://play.google.com/store/apps/details?id=${ctx.headers.packageName}` });
  }),

  'GET /app-download/getAddress': open(async (ctx) =>
    ok({ url: `https://play.google.com/store/apps/details?id=${ctx.headers.packageName}`, version: CURRENT_VERSION }),
  ),

  'GET /user/device/packageList': authed(async (ctx) => ok({ list: [ctx.headers.packageName] })),

  'GET /user/device/check-activation': open(async (ctx) => {
    const { afid } = parsePayload(v.looseObject({ afid: v.optional(v.string(), '') }), ctx.payload);
    const key = afid || ctx.headers.afid;
    if (!key || !ctx.user) return ok({ activated: false });
    return ok({ activated: (await ctx.db.areaGet('device', ctx.user.id, key)) !== null });
  }),

  'POST /user/device/addActive': authed(async (ctx) => {
    const { afid } = parsePayload(v.looseObject({ afid: v.optional(v.string(), '') }), ctx.payload);
    const key = afid || ctx.headers.afid || 'unknown-device';
    await ctx.db.areaPut('device', ctx.user.id, key, { appName: ctx.headers.appName, at: ctx.clock.now() }, ctx.clock.now());
    return ok({ activated: true });
  }),

  // ---------- loan marketplace ----------
  // Partner lenders while a rejected borrower waits to apply again; not once the wait is over.
  'GET /app/isRejectRecommendation': authed(async (ctx) => {
    const latest = await getLatestOrder(ctx);
    const waiting = latest?.stepCode === StepCode.Reject && latest.data.reapplyAt !== null && ctx.clock.now() < latest.data.reapplyAt;
    return ok({ recommend: waiting });
  }),

  'GET /loanMarket/index': open(async (ctx) => {
    const market = await marketFor(ctx);
    const orders = ctx.user ? await listMarketOrders(ctx.db, ctx.user.id) : [];
    const products = productsFor(market).map((product) => productFor(ctx, product, orders));
    return ok({ products: products.slice(0, 2) });
  }),

  'GET /loan/product/list-market': open(async (ctx) => {
    const market = await marketFor(ctx);
    const orders = ctx.user ? await listMarketOrders(ctx.db, ctx.user.id) : [];
    return ok({ list: productsFor(market).map((product) => productFor(ctx, product, orders)) });
  }),

  'GET /loan/loan-order/list-market': authed(async (ctx) => {
    const now = ctx.clock.now();
    const orders = await listMarketOrders(ctx.db, ctx.user.id);
    return ok({
      list: orders.map((order) => ({
        orderNo: order.orderNo,
        productId: order.productId,
        productName: order.productName,
        amount: order.amount,
        status: statusAt(order, now, ctx.config.assessSeconds),
        createTime: order.createTime,
      })),
    });
  }),

  'GET /loanMarket/lending-record': open(async (ctx) => {
    const market = await marketFor(ctx);
    const now = ctx.clock.now();
    const names = productsFor(market);
    const masks = market === 'mx' ? ['55****1234', '33****8821', '81****4410'] : ['803****12', '706****48', '915****03'];
    return ok({
      list: masks.map((maskedMobile, i) => ({
        maskedMobile,
        productName: names[i % names.length]?.name ?? '',
        amount: [12000, 5000, 30000][i],
        time: now - (i + 1) * 7 * 60_000,
      })),
    });
  }),

  'GET /loanMarket/repay-color': authed(async (ctx) => {
    const now = ctx.clock.now();
    const orders = await listMarketOrders(ctx.db, ctx.user.id);
    const due = orders.filter((order) => statusAt(order, now, ctx.config.assessSeconds) === 'repaying');
    return ok({
      list: due.map((order) => {
        const daysLeft = (order.createTime + order.termDays * 86_400_000 - now) / 86_400_000;
        return { orderNo: order.orderNo, tone: daysLeft < 0 ? 'overdue' : daysLeft <= 3 ? 'dueSoon' : 'normal' };
      }),
    });
  }),

  'GET /loanMarket/customer-service': open(async (ctx) => {
    const market = await marketFor(ctx);
    return ok(
      market === 'mx'
        ? { email: 'ayuda@swiftcash.mx', phone: '+52 55 1234 5678', hours: '9:00-18:00' }
        : { email: 'help@swiftcash.ng', phone: '+234 803 123 4567', hours: '9:00-18:00' },
    );
  }),

  'GET /loanMarket/repay/products': authed(async (ctx) => {
    const now = ctx.clock.now();
    const orders = await listMarketOrders(ctx.db, ctx.user.id);
    return ok({
      list: orders
        .filter((order) => statusAt(order, now, ctx.config.assessSeconds) === 'repaying')
        .map((order) => ({
          orderNo: order.orderNo,
          productName: order.productName,
          repayAmount: repayAmount(order, findProduct(ctx.user.market, order.productId)),
          dueDate: order.createTime + order.termDays * 86_400_000,
        })),
    });
  }),

  'POST /user/saveBasicInfo-market': authed(async (ctx) => {
    const { productId, ...info } = parsePayload(basicInfoMarket, ctx.payload);
    if (!findProduct(ctx.user.market, productId)) return fail(ErrorCode.marketProductNotFound, refusal(ctx, 'productNotFound'));
    await ctx.db.mergeProfile(ctx.user.id, { marketBasicInfo: info });
    return ok({});
  }),

  'POST /user/saveAdditionInfo-market': authed(async (ctx) => {
    const { productId, ...info } = parsePayload(additionInfoMarket, ctx.payload);
    if (!findProduct(ctx.user.market, productId)) return fail(ErrorCode.marketProductNotFound, refusal(ctx, 'productNotFound'));
    await ctx.db.mergeProfile(ctx.user.id, { marketAdditionInfo: info });
    return ok({});
  }),

  // Without a productId these create the borrower's own loan order (sandbox/routes/loan.ts, applyForLoan).
  'POST /loan/loan-order/apply-market': authed(async (ctx) =>
    ctx.payload.productId === undefined ? applyForLoan(ctx) : applyToProduct(ctx, false),
  ),
  'POST /loan/loan-order/apply-market-again': authed(async (ctx) =>
    ctx.payload.productId === undefined ? applyForLoan(ctx) : applyToProduct(ctx, true),
  ),
});

/**
 * apply-market without a `productId` is the app's own loan application (the loan area's handler);
 * with one it is an application to a marketplace partner's product.
 */
async function applyToProduct(ctx: Parameters<Parameters<typeof authed>[0]>[0], again: boolean) {
  if (ctx.payload.productId === undefined) return applyForLoan(ctx);
  const input = parsePayload(applyPayload, ctx.payload);
  const product = findProduct(ctx.user.market, input.productId);
  if (!product) return fail(ErrorCode.marketProductNotFound, refusal(ctx, 'productNotFound'));
  if (!(input.loanAmount >= product.minAmount && input.loanAmount <= product.maxAmount)) {
    return fail(ErrorCode.invalidAmount, amountRangeRefusal(ctx, product.minAmount, product.maxAmount));
  }
  if (!Number.isInteger(input.loanAmount)) return fail(ErrorCode.invalidAmount, refusal(ctx, 'amountNotWhole'));
  // Each partner product has one term; the app sends the one the list gave.
  if (input.duration !== undefined && input.duration !== product.termDays) {
    return fail(ErrorCode.invalidDuration, termRefusal(ctx, product.termDays));
  }
  const now = ctx.clock.now();
  const previous = (await listMarketOrders(ctx.db, ctx.user.id)).filter((order) => order.productId === product.productId);
  if (previous.some((order) => isOpen(statusAt(order, now, ctx.config.assessSeconds)))) {
    return fail(ErrorCode.marketOrderOpen, refusal(ctx, 'marketOrderOpen'));
  }
  // apply-market is the first application to a product; apply-market-again a repeat one.
  if (again && previous.length === 0) return fail(ErrorCode.marketNoPreviousOrder, refusal(ctx, 'marketNoPrevious'));
  if (!again && previous.length > 0) return fail(ErrorCode.marketOrderOpen, refusal(ctx, 'marketUseAgain'));
  const order: MarketOrderRow = {
    orderNo: newOrderNo(now),
    productId: product.productId,
    productName: product.name,
    amount: input.loanAmount,
    termDays: input.duration ?? product.termDays,
    createTime: now,
    finalStatus: null,
  };
  await saveMarketOrder(ctx.db, ctx.user.id, order, now);
  return ok({ orderNo: order.orderNo, stepCode: null, status: statusAt(order, now, ctx.config.assessSeconds) });
}
