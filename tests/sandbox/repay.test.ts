import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/app';
import { createSandbox } from '../../sandbox/app';
import { authed, defineHandlers, ok } from '../../sandbox/handlers';
import { jumpToStep } from '../../sandbox/orders/orderService';
import { callApi, signUp } from './apiClient';

/**
 * Repay handlers through HTTP with the real protocol. Time is a manual clock, so "the payment lands
 * after SANDBOX_PAY_SECONDS" and penalty accrual are checked without waiting.
 */
let sandbox: Sandbox;
let now = Date.UTC(2026, 10, 2, 9, 0, 0);
const DAY = 86_400_000;
const MOBILE = '08034567890';

beforeAll(async () => {
  process.env.SANDBOX_PAY_SECONDS = '3';
  process.env.SANDBOX_VOUCHER_SECONDS = '60';
  // A test-only call that jumps the caller's latest order to a step code (QA's `{"stepCode": N}`).
  const jump = defineHandlers({
    'POST /test/jump': authed(async (ctx) => {
      const outcome = await jumpToStep(ctx, Number(ctx.payload.stepCode));
      if (!outcome.ok) throw new Error(outcome.reason);
      return ok({ orderNo: outcome.order.orderNo });
    }),
  });
  sandbox = await createSandbox({ dataDir: 'memory://', clock: () => now, maxSkewSeconds: 0, extraHandlers: [jump] });
}, 30_000);
afterAll(() => sandbox.close());

let token: string;
let orderNo: string;

async function control(path: string, body: unknown = {}) {
  const res = await sandbox.app.request(`/sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- QA JSON, asserted field by field
}

async function orderInStep(stepCode: number): Promise<string> {
  const answer = await callApi<{ orderNo: string }>(sandbox.app, '/test/jump', { stepCode }, { token, nowMs: now });
  if (answer.code !== 0) throw new Error(`jump failed: ${answer.msg}`);
  return answer.data.orderNo;
}

const get = (path: string, payload: Record<string, unknown> = {}) => callApi(sandbox.app, path, payload, { token, method: 'GET', nowMs: now });
const post = (path: string, payload: Record<string, unknown> = {}, idempotencyKey?: string) =>
  callApi(sandbox.app, path, payload, { token, idempotencyKey, nowMs: now });

beforeEach(async () => {
  now = Date.UTC(2026, 10, 2, 9, 0, 0);
  await sandbox.app.request('/sandbox/reset', { method: 'POST' });
  token = await signUp(sandbox.app, MOBILE);
  orderNo = await orderInStep(2);
});

describe('repay detail', () => {
  it('a missing orderNo or payOrderId gets the same "cannot be empty" refusal as an empty one (SPEC section 8)', async () => {
    const voucher = await post('/repay/save/user/voucher', { imageUrl: 'https://example.test/v.jpg' });
    expect(voucher).toMatchObject({ status: 200, msg: 'orderNo cannot be empty' });
    const verify = await get('/repay/flutterwave/verify-opt', {});
    expect(verify).toMatchObject({ status: 200, msg: 'payOrderId cannot be empty, try again' });
  });

  it('answers the balance of a repaying order and refuses an empty orderNo', async () => {
    const detail = await get('/repay/repay-order/detail', { orderNo });
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({ orderNo, stepCode: 2, overdueDays: 0, penaltyAmount: 0, penaltyRate: 0.02 });
    expect(detail.data.unrepaidAmount).toBe(detail.data.repayAmount);
    expect(detail.data.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const empty = await get('/repay/repay-order/detail', { orderNo: '' });
    expect(empty).toMatchObject({ code: 1501, msg: 'orderNo cannot be empty' });
  });

  it("writes due dates as the market's calendar day, the day the loan screens show", async () => {
    now = Date.UTC(2026, 10, 2, 23, 30, 0); // already 3 November in Lagos
    await sandbox.app.request('/sandbox/reset', { method: 'POST' });
    token = await signUp(sandbox.app, MOBILE);
    orderNo = await orderInStep(2);
    const latest = await get('/loan/loan-order/latest');
    expect(latest.data.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await get('/repay/repay-order/detail', { orderNo })).data.dueDate).toBe(latest.data.dueDate);
    expect((await get('/repay/getExtensionData', { orderNo })).data.dueDate).toBe(latest.data.dueDate);
  });

  it("words a refusal in the request's language (the app shows it as sent)", async () => {
    const use = (lang: 'en' | 'es') =>
      callApi(sandbox.app, '/lottery-draw/coupon/use', { couponId: 'CP-none', orderNo }, { token, nowMs: now, lang, idempotencyKey: `k-${lang}` });
    expect(await use('en')).toMatchObject({ code: 1504, msg: 'this coupon cannot be used' });
    expect(await use('es')).toMatchObject({ code: 1504, msg: 'Este cupón no se puede usar.' });
  });

  it('accrues a 2 % daily penalty once the order is overdue', async () => {
    await orderInStep(3);
    const first = await get('/repay/repay-order/detail', { orderNo });
    expect(first.data).toMatchObject({ stepCode: 3, overdueDays: 1 });
    now += 2 * DAY;
    const later = await get('/repay/repay-order/detail', { orderNo });
    expect(later.data.overdueDays).toBe(3);
    expect(later.data.penaltyAmount).toBeCloseTo(later.data.loanAmount * 0.02 * 3, 2);
  });
});

describe('paying by transfer, cash reference and gateway', () => {
  it('a transfer lands after SANDBOX_PAY_SECONDS and finishes the order with a raised limit', async () => {
    const before = await get('/repay/repay-order/detail', { orderNo });
    const account = await get('/repay/monnify_reserved_account', { orderNo });
    expect(account.data.accountNumber).toMatch(/^\d{10}$/);
    now += 2_000;
    expect((await get('/repay/repay-order/detail', { orderNo })).data.stepCode).toBe(2);
    now += 2_000;
    const after = await get('/repay/repay-order/detail', { orderNo });
    expect(after.data).toMatchObject({ stepCode: 4, unrepaidAmount: 0 });
    expect(after.data.creditLimit).toBeGreaterThan(before.data.creditLimit);
  });

  it('a transfer that landed an hour before the due time is on time, however late the loan is next read', async () => {
    const { dueAt, repayAmount } = (await get('/loan/loan-order/latest')).data as { dueAt: number; repayAmount: number };
    now = dueAt - 3_600_000;
    await get('/repay/monnify_reserved_account', { orderNo });
    // Nobody looks for two days; the first call after is not a repay call.
    now += 2 * DAY;
    const latest = await get('/loan/loan-order/latest');
    expect(latest.data).toMatchObject({ stepCode: 4, penaltyAmount: 0, repaidAmount: repayAmount });
    expect(latest.data.settledAt).toBeLessThanOrEqual(dueAt);
    expect((await get('/loan/get-credit-info')).data).toMatchObject({ loansRepaidOnTime: 1, usedAmount: 0 });
  });

  it("offers each market its own ways of paying (DESIGN 'Markets'): Nigeria's accounts and gateways, Mexico's STP and OXXO", async () => {
    const account = await get('/repay/monnify_reserved_account', { orderNo });
    expect(account.data.accountNumber).toMatch(/^\d{10}$/);
    for (const path of ['/repay/getOXXOReference', '/repay/getStpClabe']) {
      expect(await get(path, { orderNo })).toMatchObject({ code: 1508, msg: 'This way of paying is not offered in your country.' });
    }

    const mexican = await callApi<{ token: string }>(sandbox.app, '/security/register', { mobile: '5512340099', verifyCode: '123456', market: 'mx' }, { nowMs: now });
    const jumped = await callApi<{ orderNo: string }>(sandbox.app, '/test/jump', { stepCode: 2 }, { token: mexican.data.token, nowMs: now });
    const mx = (path: string) =>
      callApi(sandbox.app, path, { orderNo: jumped.data.orderNo }, { token: mexican.data.token, nowMs: now, lang: 'es' });
    expect((await mx('/repay/getOXXOReference')).data.reference).toMatch(/^\d{14}$/);
    expect((await mx('/repay/getStpClabe')).data.clabe).toMatch(/^646\d{15}$/);
    for (const path of ['/repay/paystack/authorization', '/repay/flutterwave/repay-link', '/repay/monnify_reserved_account', '/repay/flutterwave_reserved_account', '/repay/dedicated_account/create']) {
      expect(await mx(path)).toMatchObject({ code: 1508, msg: 'Esta forma de pago no está disponible en tu país.' });
    }
  });

  it('a gateway payment waits for its page: cancelled stays unpaid, paid lands after the delay', async () => {
    const link = await get('/repay/paystack/authorization', { orderNo });
    expect(link.data.payOrderId).toMatch(/^PO/);
    const page = await sandbox.app.request(link.data.url);
    expect(await page.text()).toContain('Cancel payment');
    await sandbox.app.request(`${link.data.url}/cancel`, { method: 'POST' });
    now += 10_000;
    expect((await get('/repay/repay-order/detail', { orderNo })).data.stepCode).toBe(2);

    const again = await get('/repay/flutterwave/repay-link', { orderNo });
    await sandbox.app.request(`${again.data.url}/pay`, { method: 'POST' });
    expect((await get('/repay/flutterwave/verify-opt', { orderNo, payOrderId: again.data.payOrderId })).data.status).toBe('pending');
    now += 4_000;
    expect((await get('/repay/flutterwave/verify-opt', { orderNo, payOrderId: again.data.payOrderId })).data.status).toBe('successful');
    expect((await get('/repay/repay-order/detail', { orderNo })).data.stepCode).toBe(4);
  });

  it("the detail's Payment ID is the order's open gateway payment, never a cancelled one nor a transfer's", async () => {
    const payOrderId = async () => (await get('/repay/repay-order/detail', { orderNo })).data.payOrderId;
    const card = await get('/repay/paystack/authorization', { orderNo });
    await sandbox.app.request(`${card.data.url}/cancel`, { method: 'POST' });
    expect(await payOrderId()).toBe('');
    // Showing transfer details counts as paying (the money lands later), but a transfer names no payment order.
    await get('/repay/monnify_reserved_account', { orderNo });
    expect(await payOrderId()).toBe('');

    const link = await get('/repay/flutterwave/repay-link', { orderNo });
    now += 500; // before the monnify transfer lands
    await get('/repay/dedicated_account/create', { orderNo }); // a transfer opened after the link
    expect(await payOrderId()).toBe(link.data.payOrderId);
    // Paid on the page, still on its way: the borrower still waits for that payment.
    await sandbox.app.request(`${link.data.url}/pay`, { method: 'POST' });
    expect(await payOrderId()).toBe(link.data.payOrderId);
  });

  it('card authorisation grants the 100 naira Repay-now coupon; asking for the link or cancelling grants none', async () => {
    const cancelled = await get('/repay/paystack/authorization', { orderNo });
    await sandbox.app.request(`${cancelled.data.url}/cancel`, { method: 'POST' });
    expect((await get('/lottery-draw/coupons')).data.list).toEqual([]);

    const link = await get('/repay/paystack/authorization', { orderNo });
    expect((await get('/lottery-draw/coupons')).data.list).toEqual([]);
    await sandbox.app.request(`${link.data.url}/pay`, { method: 'POST' });
    expect((await get('/lottery-draw/coupons')).data.list).toEqual([expect.objectContaining({ kind: 'repayNow', amount: 100 })]);
  });

  it('a payment through a pay link (Flutterwave) is no card authorisation: no Repay-now coupon', async () => {
    const link = await get('/repay/flutterwave/repay-link', { orderNo });
    await sandbox.app.request(`${link.data.url}/pay`, { method: 'POST' });
    expect((await get('/lottery-draw/coupons')).data.list).toEqual([]);
  });

  it('the pay control makes a partial, then a full repayment', async () => {
    const partial = await control(`/users/${MOBILE}/pay`, { amount: 500 });
    expect(partial.body.order).toMatchObject({ stepCode: 2, repaidAmount: 500 });
    const full = await control(`/users/${MOBILE}/pay`);
    expect(full.body.order).toMatchObject({ stepCode: 4, unrepaidAmount: 0 });
    expect((await control(`/users/${MOBILE}/pay`)).status).toBe(409);
  });
});

describe('rollover', () => {
  it('compares costs, then moves the due date by 7 days once the fee lands', async () => {
    const offer = await get('/repay/getExtensionData', { orderNo });
    expect(offer.data).toMatchObject({ extensionDays: 7 });
    expect(offer.data.extensionFee).toBeGreaterThan(0);
    const due = Date.parse(offer.data.dueDate);
    expect(Date.parse(offer.data.newDueDate) - due).toBe(7 * DAY);

    const confirmed = await get('/repay/confirmExtensionOrder', { orderNo });
    expect(confirmed.data.status).toBe('pending');
    const no = confirmed.data.extensionOrderNo;
    expect((await get('/repay/updateExtensionOrderStatus', { orderNo, extensionOrderNo: no })).data.status).toBe('pending');
    now += 4_000;
    const done = await get('/repay/updateExtensionOrderStatus', { orderNo, extensionOrderNo: no });
    expect(done.data).toMatchObject({ status: 'success', dueDate: offer.data.newDueDate });
  });

  it('a rollover fee that landed just before the due time moves the due date to the date quoted, read days later', async () => {
    const { dueAt } = (await get('/loan/loan-order/latest')).data as { dueAt: number };
    now = dueAt - 3_600_000;
    const offer = await get('/repay/getExtensionData', { orderNo });
    const confirmed = await get('/repay/confirmExtensionOrder', { orderNo });
    now += 2 * DAY;
    const done = await get('/repay/updateExtensionOrderStatus', { orderNo, extensionOrderNo: confirmed.data.extensionOrderNo });
    expect(done.data).toMatchObject({ status: 'success', dueDate: offer.data.newDueDate });
    expect((await get('/loan/loan-order/latest')).data).toMatchObject({ stepCode: 2, penaltyAmount: 0 });
  });
});

describe('repaid on time, which raises the limit', () => {
  async function extendAt(at: number) {
    now = at;
    const confirmed = await get('/repay/confirmExtensionOrder', { orderNo });
    now += 4_000;
    const done = await get('/repay/updateExtensionOrderStatus', { orderNo, extensionOrderNo: confirmed.data.extensionOrderNo });
    expect(done.data.status).toBe('success');
  }

  it('a loan rolled over once overdue is not on time, however soon it is paid after', async () => {
    const { dueAt } = (await get('/loan/loan-order/latest')).data as { dueAt: number };
    await extendAt(dueAt + 3 * DAY);
    expect((await control(`/users/${MOBILE}/pay`)).body.order).toMatchObject({ stepCode: 4 });
    expect((await get('/loan/get-credit-info')).data).toMatchObject({ loansRepaidOnTime: 0, creditLimit: 5000 });
  });

  it('a loan rolled over before its due date and paid by the new one is on time', async () => {
    const { dueAt } = (await get('/loan/loan-order/latest')).data as { dueAt: number };
    await extendAt(dueAt - DAY);
    now = dueAt + 3 * DAY;
    expect((await control(`/users/${MOBILE}/pay`)).body.order).toMatchObject({ stepCode: 4 });
    expect((await get('/loan/get-credit-info')).data).toMatchObject({ loansRepaidOnTime: 1 });
  });
});

describe('repayment proof', () => {
  async function uploadReceipt(): Promise<string> {
    const form = new FormData();
    form.append('file', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'receipt.jpg', { type: 'image/jpeg' }));
    const { encodeRequest } = await import('../../services/protocol/envelope');
    const encoded = encodeRequest({ path: '/repay/upload/user/voucher', payload: { orderNo }, packageName: 'com.example.loan', nowMs: now });
    form.append(encoded.field, encoded.encryptedPayload);
    const res = await sandbox.app.request(`/api/${encoded.encryptedPath}`, {
      method: 'POST',
      headers: { Authorization: token, packageName: 'com.example.loan', appName: 'Test', afid: 'a', lang: 'en' },
      body: form,
    });
    const uploaded = (await res.json()) as { code: number; data: { imageUrl: string } };
    expect(uploaded.code).toBe(0);
    return uploaded.data.imageUrl;
  }

  it('uploads, lists as under review, and is approved by the control call', async () => {
    const saved = await post('/repay/save/user/voucher', { orderNo, imageUrl: await uploadReceipt() }, 'key-1');
    expect(saved.code).toBe(0);
    const listed = await post('/repay/get/voucher/list', { orderNo });
    expect(listed.data.list).toEqual([expect.objectContaining({ voucherId: saved.data.voucherId, status: 1 })]);

    const reviewed = await control(`/users/${MOBILE}/vouchers`, { decision: 'approve' });
    expect(reviewed.body.reviewed).toEqual([{ voucherId: saved.data.voucherId, status: 2 }]);
    expect(reviewed.body.order.stepCode).toBe(4);
  });

  it('a proof sent before the due time is on time when approved after it: no penalty, and it raises the limit', async () => {
    const { dueAt, repayAmount } = (await get('/loan/loan-order/latest')).data as { dueAt: number; repayAmount: number };
    now = dueAt - 3_600_000;
    expect((await post('/repay/save/user/voucher', { orderNo, imageUrl: await uploadReceipt() }, 'key-on-time')).code).toBe(0);
    now = dueAt + 2 * DAY;
    const reviewed = await control(`/users/${MOBILE}/vouchers`, { decision: 'approve' });
    expect(reviewed.body.order).toMatchObject({ stepCode: 4 });
    const latest = await get('/loan/loan-order/latest');
    expect(latest.data).toMatchObject({ stepCode: 4, penaltyAmount: 0, repaidAmount: repayAmount });
    expect((await get('/loan/get-credit-info')).data).toMatchObject({ loansRepaidOnTime: 1 });
  });

  it('refuses a receipt address its upload did not issue to this borrower, and lists nothing', async () => {
    const refused = await post('/repay/save/user/voucher', { orderNo, imageUrl: 'voucher/IMG1.jpeg' }, 'key-3');
    expect(refused).toMatchObject({ code: 1506, msg: 'upload the receipt image again' });
    const inSpanish = await callApi(sandbox.app, '/repay/save/user/voucher', { orderNo, imageUrl: 'voucher/IMG1.jpeg' }, { token, nowMs: now, lang: 'es', idempotencyKey: 'key-4' });
    expect(inSpanish).toMatchObject({ code: 1506, msg: 'Vuelve a subir la foto del comprobante.' });
    expect((await post('/repay/get/voucher/list', { orderNo })).data.list).toEqual([]);
  });

  it("a rejected proof's reason is in the language of the call that lists it", async () => {
    const saved = await post('/repay/save/user/voucher', { orderNo, imageUrl: await uploadReceipt() }, 'key-2');
    expect(saved.code).toBe(0);
    await control(`/users/${MOBILE}/vouchers`, { decision: 'reject' });
    const listIn = (lang: 'en' | 'es') => callApi(sandbox.app, '/repay/get/voucher/list', { orderNo }, { token, nowMs: now, lang });
    expect((await listIn('en')).data.list[0]).toMatchObject({ status: 3, reason: 'The receipt could not be matched to a payment' });
    expect((await listIn('es')).data.list[0]).toMatchObject({ status: 3, reason: 'No pudimos relacionar el comprobante con un pago.' });
  });
});

describe('coupons and lucky draw', () => {
  it('draws once per loan, and a coupon pays part of the balance once even when tapped twice', async () => {
    expect((await get('/lottery-draw/is-show')).data).toEqual({ show: true, chances: 1 });
    const draw = await post('/lottery-draw/create', {}, 'draw-1');
    expect(draw.data.prize).toMatchObject({ kind: 'luckyDraw', amount: 200 });
    const replay = await post('/lottery-draw/create', {}, 'draw-1');
    expect(replay.data.prize.couponId).toBe(draw.data.prize.couponId);
    expect((await post('/lottery-draw/create', {}, 'draw-2')).code).toBe(1505);
    expect((await get('/lottery-draw/coupon/quantity')).data.quantity).toBe(1);

    const before = (await get('/repay/repay-order/detail', { orderNo })).data.unrepaidAmount;
    const [a, b] = await Promise.all([
      post('/lottery-draw/coupon/use', { couponId: draw.data.prize.couponId, orderNo }, 'use-1'),
      post('/lottery-draw/coupon/use', { couponId: draw.data.prize.couponId, orderNo }, 'use-1'),
    ]);
    expect(a.data).toEqual(b.data);
    expect(a.data.unrepaidAmount).toBeCloseTo(before - 200, 2);
    expect((await post('/lottery-draw/coupon/used')).data.list).toHaveLength(1);
    expect((await get('/lottery-draw/coupon/quantity')).data.quantity).toBe(0);
  });

  it('QA can make the draws win nothing: the chance is used, no coupon is made', async () => {
    expect((await control(`/users/${MOBILE}/draw`, { outcome: 'nothing' })).status).toBe(200);
    const draw = await post('/lottery-draw/create', {}, 'draw-nothing');
    expect(draw).toMatchObject({ code: 0, data: { prize: null } });
    expect((await get('/lottery-draw/is-show')).data).toEqual({ show: false, chances: 0 });
    expect((await get('/lottery-draw/coupons')).data.list).toEqual([]);
    expect((await control(`/users/${MOBILE}/draw`, { outcome: 'maybe' })).status).toBe(400);
  });

  it('taps that arrive together under different keys (or none) still draw once, use a coupon once and confirm one rollover', async () => {
    const draws = await Promise.all([post('/lottery-draw/create', {}, 'd1'), post('/lottery-draw/create', {}, 'd2')]);
    expect(draws.map((d) => d.code).sort()).toEqual([0, 1505]);
    const couponId = draws.find((d) => d.code === 0)!.data.prize.couponId as string;

    const before = (await get('/repay/repay-order/detail', { orderNo })).data.unrepaidAmount as number;
    const uses = await Promise.all([
      post('/lottery-draw/coupon/use', { couponId, orderNo }, 'u1'),
      post('/lottery-draw/coupon/use', { couponId, orderNo }, 'u2'),
    ]);
    expect(uses.map((u) => u.code).sort()).toEqual([0, 1504]);
    expect((await get('/repay/repay-order/detail', { orderNo })).data.unrepaidAmount).toBeCloseTo(before - 200, 2);

    const confirms = await Promise.all([get('/repay/confirmExtensionOrder', { orderNo }), get('/repay/confirmExtensionOrder', { orderNo })]);
    expect(confirms[0]!.data.extensionOrderNo).toBe(confirms[1]!.data.extensionOrderNo);
  });
});
