import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/app';
import { createSandbox } from '../../sandbox/app';
import { authed, defineHandlers, ok } from '../../sandbox/handlers';
import { completeStep } from '../../sandbox/orders/orderService';
import type { CallOptions, LooseJson } from './apiClient';
import { callApi } from './apiClient';
import { control } from './control';
import { localDate } from '../../sandbox/orders/marketDay';

const MOBILE = '08034567890';
let now = Date.UTC(2026, 10, 21, 10);
let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  // A test-only call that binds a payout account as /user/addBankCard stores it, without the KYC around it.
  const bindCard = defineHandlers({
    'POST /test/bankCard': authed(async (ctx) => {
      await ctx.db.mergeProfile(ctx.user.id, { bankCard: ctx.payload.bankCard });
      return ok({});
    }),
    // A test-only call standing for a KYC form saved (what every KYC route does after its checks).
    'POST /test/kycStep': authed(async (ctx) => ok({ stepCode: (await completeStep(ctx, Number(ctx.payload.stepCode)))?.stepCode ?? null })),
  });
  sandbox = await createSandbox({ dataDir: 'memory://', clock: () => now, assessSeconds: 5, disburseSeconds: 5, extraHandlers: [bindCard] });
}, 120_000);
afterAll(() => sandbox.close());

const api = <T = LooseJson>(path: string, payload: Record<string, unknown> = {}, options: CallOptions = {}) =>
  callApi<T>(sandbox.app, path, payload, { token, nowMs: now, ...options });
const order = (body: unknown) => control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/order`, body);
const latest = async () => (await api('/loan/loan-order/latest', {}, { method: 'GET' })).data;
/** A first loan through KYC, submitted, approved and paid out by QA's controls: repaying. */
async function paidOutLoan() {
  const kyc = await order({ event: 'completeKyc' });
  await api('/loan/get-money', { orderNo: kyc.body.order.orderNo });
  await order({ event: 'approve' });
  await order({ event: 'requestMoney' });
  await order({ event: 'disburse' });
}

beforeEach(async () => {
  now = Date.UTC(2026, 10, 21, 10);
  await control(sandbox.app, 'POST', '/sandbox/reset');
  const registered = await callApi(sandbox.app, '/security/register', { mobile: MOBILE, verifyCode: '123456' }, { nowMs: now });
  token = registered.data.token;
});

describe('applying for a loan', { timeout: 60_000 }, () => {
  it('has no order at first, then creates one at BasicInfo (6), one at a time', async () => {
    expect(await latest()).toBeNull();
    const applied = await api('/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 91 });
    expect(applied.code).toBe(0);
    expect(applied.data).toMatchObject({ stepCode: 6 });
    expect(await latest()).toMatchObject({ orderNo: applied.data.orderNo, stepCode: 6, status: 'incomplete', loanAmount: 5_000 });
    const again = await api('/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 91 });
    expect(again.code).toBe(1102);
  });

  it('refuses amounts over the first-loan limit and tenures not offered', async () => {
    expect((await api('/loan/loan-order/apply-market', { loanAmount: 6_000, duration: 91 })).code).toBe(1104);
    expect((await api('/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 30 })).code).toBe(1105);
  });

  it('creates exactly one order for the same idempotency key, and answers the retry the same', async () => {
    const options = { idempotencyKey: 'apply-1' };
    const [first, second] = await Promise.all([
      api('/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 91 }, options),
      api('/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 91 }, options),
    ]);
    const third = await api('/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 91 }, options);
    expect(first.code).toBe(0);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const user = await control(sandbox.app, 'GET', `/sandbox/users/${MOBILE}`);
    expect(user.body.orders).toHaveLength(1);
    const otherPath = await api('/loan/get-credit-info', {}, options);
    expect(otherPath.status).toBe(409);
  });

  it('offers 1,000..5,000 and 91 or 180 days on a first loan', async () => {
    const steps = await api('/loan/product/step-amount', {}, { method: 'GET' });
    expect(steps.data).toMatchObject({ amounts: [1_000, 2_000, 3_000, 4_000, 5_000], durations: [91, 180], limit: 5_000 });
    const index = await api('/loan/loan-product/index', {}, { method: 'GET' });
    expect(index.data).toMatchObject({ canApply: true, creditLimit: 5_000, latestOrder: null });
    const info = await api('/loan/confirm/product-info', { loanAmount: 3_000, duration: 180 }, { method: 'GET' });
    expect(info.data).toMatchObject({ loanAmount: 3_000, duration: 180, currency: 'NGN' });
    expect(info.data.disbursalAmount).toBeLessThan(3_000);
  });
});

describe('the whole loan, driven by the borrower and the clock', { timeout: 60_000 }, () => {
  it('confirms, is assessed after 5 s, gets money, is paid out after 5 s, goes overdue and is settled', async () => {
    await api('/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 91 });
    const kyc = await order({ event: 'completeKyc' });
    expect(kyc.body.order).toMatchObject({ stepCode: 14, bankAccount: expect.stringMatching(/^\*+\d{4}$/) });
    const { orderNo } = kyc.body.order;

    // SPEC section 5: the order number cannot be empty; the call moves money, so it names its order.
    for (const unnamed of [{}, { orderNo: ' ' }]) {
      expect(await api('/loan/get-money', { ...unnamed, loanAmount: 4_000, duration: 91 })).toMatchObject({ code: 1501, msg: 'orderNo cannot be empty' });
    }
    expect(await latest()).toMatchObject({ stepCode: 14 });
    const submitted = await api('/loan/get-money', { orderNo, loanAmount: 4_000, duration: 91 }, { method: 'GET', idempotencyKey: 'confirm-1' });
    expect(submitted.data).toEqual({ orderNo, stepCode: 1 });
    expect(await latest()).toMatchObject({ stepCode: 1, status: 'assessing', loanAmount: 4_000 });

    now += 4_000;
    expect((await latest()).stepCode).toBe(1);
    now += 1_000;
    expect(await latest()).toMatchObject({ stepCode: 18, approvedAt: now });

    const money = await api('/loan/get-money', { orderNo }, { method: 'GET', idempotencyKey: 'money-1' });
    expect(money.data).toEqual({ orderNo, stepCode: 7 });
    const replay = await api('/loan/get-money', { orderNo }, { method: 'GET', idempotencyKey: 'money-1' });
    expect(replay.data).toEqual({ orderNo, stepCode: 7 });
    const time = await api('/loan/get-money-time', { orderNo }, { method: 'GET' });
    expect(time.data.expectedAt).toBe(now + 5_000);

    now += 60_000;
    const repaying = await latest();
    expect(repaying).toMatchObject({ stepCode: 2, status: 'repaying', overdueDays: 0, penaltyAmount: 0 });
    // Due at the end of the due date shown, in Lagos, whatever the hour of the payout.
    expect(localDate(repaying.dueAt, 'ng')).toBe(repaying.dueDate);
    expect(localDate(repaying.dueAt + 1, 'ng')).not.toBe(repaying.dueDate);
    expect(repaying.dueAt).toBeGreaterThanOrEqual(repaying.disbursedAt + 91 * 86_400_000);
    expect(repaying.dueAt).toBeLessThan(repaying.disbursedAt + 92 * 86_400_000);

    now = repaying.dueAt;
    expect(await latest()).toMatchObject({ stepCode: 2, status: 'repaying', overdueDays: 0, penaltyAmount: 0 });

    now = repaying.dueAt + 2 * 86_400_000;
    const overdue = await latest();
    expect(overdue).toMatchObject({ stepCode: 3, status: 'overdue', overdueDays: 2, penaltyAmount: 160 });
    expect(overdue.unrepaidAmount).toBeCloseTo(overdue.repayAmount + 160, 2);

    const settled = await order({ event: 'settle' });
    expect(settled.body.order).toMatchObject({ stepCode: 4, status: 'finished', unrepaidAmount: 0 });
    const finished = await api('/loan/loan-order/list', { type: 'finished' }, { method: 'GET' });
    expect(finished.data).toMatchObject({ total: 1, hasMore: false });
    const incomplete = await api('/loan/loan-order/list', { type: 'incomplete' }, { method: 'GET' });
    expect(incomplete.data.total).toBe(0);
  });

  it('a loan paid late on its due date was paid on time: no penalty, and the limit rises', async () => {
    await paidOutLoan();
    const repaying = await latest();
    now = Date.parse(`${repaying.dueDate}T23:59:00+01:00`); // 23:59 on the due date shown, in Lagos
    expect(await latest()).toMatchObject({ stepCode: 2, overdueDays: 0, penaltyAmount: 0 });
    await order({ event: 'settle' });
    const credit = await api('/loan/get-credit-info', {}, { method: 'GET' });
    expect(credit.data).toMatchObject({ creditLimit: 10_000, loansRepaidOnTime: 1 });
  });

  it('a repeat borrower starts the next order at Confirm and, after an on-time loan, gets a higher limit', async () => {
    await paidOutLoan();
    await order({ event: 'settle' });
    const credit = await api('/loan/get-credit-info', {}, { method: 'GET' });
    expect(credit.data).toMatchObject({ creditLimit: 10_000, loansRepaidOnTime: 1, availableLimit: 10_000 });
    const again = await api('/loan/loan-order/apply-market-again', { loanAmount: 10_000, duration: 180 });
    expect(again.data.stepCode).toBe(14);
  });

  it('a first-time borrower who cancels at Confirm after completeKyc keeps their KYC: the next order starts at Confirm (14)', async () => {
    const first = await api('/loan/loan-order/apply-market', { loanAmount: 3_000, duration: 91 });
    await order({ event: 'completeKyc' });
    const cancelled = await api('/loan/cancel-loan', { orderNo: first.data.orderNo, reason: 'amountTooLow' });
    expect(cancelled.data).toEqual({ orderNo: first.data.orderNo, stepCode: 8 });
    const again = await api('/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 91 });
    expect(again.data.stepCode).toBe(14);
    // completeKyc's sample data is still there: the new order has its payout account.
    expect(await latest()).toMatchObject({ stepCode: 14, loanAmount: 5_000, bankAccount: expect.stringMatching(/^\*+\d{4}$/) });
  });

  it('a first-time borrower who saved every KYC form and cancels at 19 starts the next order at Confirm; one who stopped half-way starts over', async () => {
    const first = await api('/loan/loan-order/apply-market', { loanAmount: 3_000, duration: 91 });
    for (const stepCode of [6, 11, 12, 17, 5]) await api('/test/kycStep', { stepCode });
    expect((await latest()).stepCode).toBe(19);
    await api('/loan/cancel-loan', { orderNo: first.data.orderNo, reason: 'amountTooLow' });
    expect((await api('/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 91 })).data.stepCode).toBe(14);

    await control(sandbox.app, 'POST', '/sandbox/reset');
    token = (await callApi(sandbox.app, '/security/register', { mobile: MOBILE, verifyCode: '123456' }, { nowMs: now })).data.token;
    const halfWay = await api('/loan/loan-order/apply-market', { loanAmount: 3_000, duration: 91 });
    for (const stepCode of [6, 11]) await api('/test/kycStep', { stepCode });
    await api('/loan/cancel-loan', { orderNo: halfWay.data.orderNo, reason: 'noLongerNeeded' });
    expect((await api('/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 91 })).data.stepCode).toBe(6);
  });

  it('fails the payout (10) and goes back to lending (7) when the borrower gives a new account', async () => {
    await order({ event: 'completeKyc' });
    await order({ event: 'submit' });
    await order({ event: 'approve' });
    await order({ event: 'requestMoney' });
    const failed = await order({ event: 'failPayout' });
    expect(failed.body.order).toMatchObject({ stepCode: 10, status: 'failed', failReason: 'bank account not supported' });
    // The app shows the reason as sent: in the borrower's language.
    expect((await latest()).failReason).toBe('bank account not supported');
    const inSpanish = await api('/loan/loan-order/latest', {}, { method: 'GET', lang: 'es' });
    expect(inSpanish.data.failReason).toBe('No podemos depositar en esta cuenta bancaria.');
    const { orderNo } = failed.body.order;
    const wrongOrder = await api('/user/update-bankCard', { orderNo: 'WRONG', bankAccount: '0123456785', bankAccountConfirm: '0123456785' });
    expect(wrongOrder.code).toBe(1101);
    const mismatch = await api('/user/update-bankCard', { orderNo, bankAccount: '0123456785', bankAccountConfirm: '0123456780' });
    expect(mismatch).toMatchObject({ code: 1107, msg: 'The two bank card numbers do not match' });
    // The bank on file is GTBank (058): its check digit for this serial is 5, as binding the card would check.
    const notGtb = await api('/user/update-bankCard', { orderNo, bankAccount: '0123456789', bankAccountConfirm: '0123456789' });
    expect(notGtb).toMatchObject({ code: 1107, msg: 'The bank account number is not valid' });
    const updated = await api('/user/update-bankCard', { orderNo, bankAccount: '0123456785', bankAccountConfirm: '0123 456 785' });
    expect(updated.data).toEqual({ orderNo, stepCode: 7 });
    expect((await latest()).bankAccount).toBe('******6785');
  });

  it('a failed payout in Nigeria may go to another listed bank: its NUBAN rule applies and its name is the sandbox\'s', async () => {
    await order({ event: 'completeKyc' });
    await order({ event: 'submit' });
    await order({ event: 'approve' });
    await order({ event: 'requestMoney' });
    await order({ event: 'failPayout' });
    const { orderNo } = await latest();
    const unknown = await api('/user/update-bankCard', { orderNo, bankAccount: '0123456784', bankAccountConfirm: '0123456784', bankCode: '000' });
    expect(unknown).toMatchObject({ code: 1107, msg: 'This bank cannot receive payouts. Choose another bank' });
    // Ten digits, but not an Access Bank number (its check digit for this serial is 4).
    const badDigit = await api('/user/update-bankCard', { orderNo, bankAccount: '0123456789', bankAccountConfirm: '0123456789', bankCode: '044' });
    expect(badDigit).toMatchObject({ code: 1107, msg: 'The bank account number is not valid' });
    // A valid First Bank NUBAN that the look-up (/user/verifyBankCard) finds no account for.
    const notFound = await api('/user/update-bankCard', { orderNo, bankAccount: '0000000220', bankAccountConfirm: '0000000220', bankCode: '011' });
    expect(notFound).toMatchObject({ code: 1107, msg: 'No account with this number was found at First Bank of Nigeria. Check the number and the bank.' });
    const moved = await api('/user/update-bankCard', {
      orderNo,
      bankAccount: '0123456784',
      bankAccountConfirm: '0123456784',
      bankCode: '044',
      bankName: 'Anything the app says',
    });
    expect(moved.data).toEqual({ orderNo, stepCode: 7 });
    expect(await latest()).toMatchObject({ bankName: 'Access Bank', bankAccount: '******6784' });
  });

  it('a failed payout in Mexico to a new CLABE shows that CLABE\'s bank, and a debit card no bank, never the old one', async () => {
    const mobile = '5512340077';
    const registered = await callApi<{ token: string }>(sandbox.app, '/security/register', { mobile, verifyCode: '123456', market: 'mx' }, { nowMs: now });
    const mx = <T = LooseJson>(path: string, payload: Record<string, unknown> = {}, options: CallOptions = {}) =>
      callApi<T>(sandbox.app, path, payload, { token: registered.data.token, nowMs: now, ...options });
    const mxOrder = (body: unknown) => control(sandbox.app, 'POST', `/sandbox/users/${mobile}/order`, body);
    for (const event of ['completeKyc', 'submit', 'approve', 'requestMoney', 'failPayout']) await mxOrder({ event });
    const { orderNo, bankName } = (await mx('/loan/loan-order/latest', {}, { method: 'GET' })).data;
    expect(bankName).toBe('Banamex');
    // STP's published sandbox CLABE (bank 646): its first three digits name the bank.
    const toStp = await mx('/user/update-bankCard', { orderNo, bankAccount: '646180110400000007', bankAccountConfirm: '646180110400000007' });
    expect(toStp.code).toBe(0);
    expect((await mx('/loan/loan-order/latest', {}, { method: 'GET' })).data).toMatchObject({ bankName: 'STP', bankAccount: '******0007' });
    await mxOrder({ event: 'failPayout' });
    // A well-formed CLABE of a bank the sandbox cannot pay into: refused in the borrower's words (the app leaves banks to the server).
    const unpayable = await mx('/user/update-bankCard', { orderNo, bankAccount: '999180110400000000', bankAccountConfirm: '999180110400000000' });
    expect(unpayable).toMatchObject({ code: 1107, msg: 'This CLABE does not belong to a bank we can pay into. Check the first 3 digits.' });
    const toCard = await mx('/user/update-bankCard', { orderNo, bankAccount: '4242424242424242', bankAccountConfirm: '4242424242424242' });
    expect(toCard.code).toBe(0);
    expect((await mx('/loan/loan-order/latest', {}, { method: 'GET' })).data).toMatchObject({ bankName: null, bankAccount: '******4242' });
  });

  it('a failed payout in Mexico moved from a debit card to a CLABE keeps nothing of the old card', async () => {
    const mobile = '5512340078';
    const registered = await callApi<{ token: string }>(sandbox.app, '/security/register', { mobile, verifyCode: '123456', market: 'mx' }, { nowMs: now });
    const mx = <T = LooseJson>(path: string, payload: Record<string, unknown> = {}, options: CallOptions = {}) =>
      callApi<T>(sandbox.app, path, payload, { token: registered.data.token, nowMs: now, ...options });
    await mx('/test/bankCard', {
      bankCard: { cardType: 'bankCard', bankCode: null, bankName: null, cardNumber: '4152313800000001', holderName: 'Maria Lopez', validPeriod: '12/29' },
    });
    const mxOrder = (body: unknown) => control(sandbox.app, 'POST', `/sandbox/users/${mobile}/order`, body);
    for (const event of ['completeKyc', 'submit', 'approve', 'requestMoney', 'failPayout']) await mxOrder({ event });
    const { orderNo } = (await mx('/loan/loan-order/latest', {}, { method: 'GET' })).data;
    expect((await mx('/user/update-bankCard', { orderNo, bankAccount: '646180110400000007', bankAccountConfirm: '646180110400000007' })).code).toBe(0);
    const { body } = await control<{ profile: { bankCard: unknown } }>(sandbox.app, 'GET', `/sandbox/users/${mobile}?market=mx`);
    expect(body.profile.bankCard).toEqual({
      cardType: 'clabe',
      clabe: '646180110400000007',
      accountNumber: '646180110400000007',
      bankCode: '646',
      bankName: 'STP',
      holderName: 'Maria Lopez',
    });
  });

  it('cancels before the money is requested with a reason from the list, and not while assessing', async () => {
    await order({ event: 'completeKyc' });
    const status = await api('/loan/has-cancel-loan', {}, { method: 'GET' });
    expect(status.data.canCancel).toBe(true);
    expect(status.data.reasons.map((r: { code: string }) => r.code)).toContain('costTooHigh');
    await order({ event: 'submit' });
    const { orderNo } = await latest();
    const refused = await api('/loan/cancel-loan', { orderNo, reason: 'costTooHigh' });
    expect(refused).toMatchObject({ code: 1103, msg: 'This loan can no longer be cancelled.' });
    const inSpanish = await api('/loan/cancel-loan', { orderNo, reason: 'costTooHigh' }, { lang: 'es' });
    expect(inSpanish).toMatchObject({ code: 1103, msg: 'Este préstamo ya no se puede cancelar.' });
    await order({ event: 'approve' });
    const badReason = await api('/loan/cancel-draw-money', { orderNo, reason: 'because' });
    expect(badReason.status).toBe(400);
    // SPEC section 5: a cancellation needs exactly one reason.
    const noReason = await api('/loan/cancel-draw-money', { orderNo });
    expect(noReason.status).toBe(400);
    const cancelled = await api('/loan/cancel-draw-money', { orderNo, reason: 'costTooHigh' });
    expect(cancelled.data).toEqual({ orderNo, stepCode: 8 });
    // Asking for the money of a cancelled offer: the borrower's words, never the order's internals.
    const late = await api('/loan/get-money', { orderNo }, { method: 'GET', lang: 'es' });
    expect(late).toMatchObject({ code: 1103, msg: 'Tu préstamo avanzó desde que abriste esta pantalla. Vuelve al inicio para ver cómo va.' });
    expect(await latest()).toMatchObject({ status: 'cancelled', cancelReason: 'costTooHigh' });
  });

  it('expires an approved offer after 24 hours', async () => {
    await order({ event: 'completeKyc' });
    await order({ event: 'submit' });
    await order({ event: 'approve' });
    await control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/clock`, { advanceHours: 25 });
    expect(await latest()).toMatchObject({ stepCode: 8, cancelReason: 'offerExpired' });
  });

  it('blocks a new application for 30 days after a rejection', async () => {
    await order({ event: 'completeKyc' });
    await order({ event: 'submit' });
    await order({ event: 'reject' });
    const rejected = await latest();
    expect(rejected.reapplyAt).toBe(rejected.decisionAt + 30 * 86_400_000);
    expect((await api('/loan/loan-order/apply-market', {})).code).toBe(1106);
    const index = await api('/loan/loan-product/index', {}, { method: 'GET' });
    expect(index.data).toMatchObject({ canApply: false, cannotApplyReason: 'rejectedRecently' });
    const available = async () => (await api('/loan/get-credit-info', {}, { method: 'GET' })).data.availableLimit;
    // Nothing is "available now" that cannot be applied for.
    expect(await available()).toBe(0);
    // Partner lenders meanwhile (the marketplace on Me), not once the wait is over.
    expect((await api('/app/isRejectRecommendation', {}, { method: 'GET' })).data).toEqual({ recommend: true });
    await control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/clock`, { advanceHours: 30 * 24 + 1 });
    expect((await api('/app/isRejectRecommendation', {}, { method: 'GET' })).data).toEqual({ recommend: false });
    expect(await available()).toBe(5_000);
    expect((await api('/loan/loan-order/apply-market', {})).code).toBe(0);
    // One loan at a time: an application under way leaves nothing available.
    expect(await available()).toBe(0);
  });

  it("deletes a rejected applicant's application data a week on, so a reapplication asks for it again (SPEC section 9)", async () => {
    await order({ event: 'completeKyc' });
    await order({ event: 'reject' });
    const profileKeys = async () => Object.keys((await control(sandbox.app, 'GET', `/sandbox/users/${MOBILE}`)).body.profile).sort();
    const applicationData = ['additionalInfo', 'bankCard', 'basicInfo', 'identity', 'questionnaire'];
    expect(await profileKeys()).toEqual(expect.arrayContaining(applicationData));
    const clock = (advanceHours: number) => control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/clock`, { advanceHours });
    await clock(6 * 24 + 23);
    await latest();
    expect(await profileKeys()).toEqual(expect.arrayContaining(applicationData));
    await clock(1);
    // Gone on the borrower's next call, as everything in the sandbox happens when it is next read.
    await latest();
    expect((await profileKeys()).filter((key) => applicationData.includes(key))).toEqual([]);
    await clock(23 * 24 + 1);
    expect((await api('/loan/loan-order/apply-market', {})).data).toMatchObject({ stepCode: 6 });
  });

  it('reports device-data upload done from the second poll, or never when QA says stuck', async () => {
    const { orderNo } = (await api('/loan/loan-order/apply-market', {})).data;
    expect((await api('/time/upload/enable', { orderNo }, { method: 'GET' })).data).toEqual({ enableTimeSdk: true });
    const first = await api('/time/upload/uploadStatus', { orderNo }, { method: 'GET' });
    expect(first.data).toEqual({ appList: false, sms: false, exif: false, device: false, contact: false, location: false });
    const second = await api('/time/upload/uploadStatus', { orderNo }, { method: 'GET' });
    expect(Object.values(second.data).every(Boolean)).toBe(true);
    await control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/upload`, { mode: 'stuck' });
    const stuck = await api('/time/upload/uploadStatus', { orderNo }, { method: 'GET' });
    expect(Object.values(stuck.data).some(Boolean)).toBe(false);
    expect((await api('/time/upload/uploadStatus', { orderNo: 'nope' }, { method: 'GET' })).code).toBe(1101);
  });

  it('lets QA stop the upload half-way, or make it not needed for the order', async () => {
    const { orderNo } = (await api('/loan/loan-order/apply-market', {})).data;
    await control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/upload`, { mode: 'partial' });
    for (let poll = 0; poll < 3; poll += 1) {
      const flags = (await api('/time/upload/uploadStatus', { orderNo }, { method: 'GET' })).data;
      expect(flags).toEqual({ appList: true, sms: false, exif: false, device: true, contact: false, location: true });
    }
    expect((await api('/time/upload/enable', { orderNo }, { method: 'GET' })).data).toEqual({ enableTimeSdk: true });
    await control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/upload`, { mode: 'notRequired' });
    expect((await api('/time/upload/enable', { orderNo }, { method: 'GET' })).data).toEqual({ enableTimeSdk: false });
    const refused = await control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/upload`, { mode: 'sometimes' });
    expect(refused.status).toBe(400);
  });

  it('gives the agreement as plain text in the borrower’s language', async () => {
    const en = await api('/loan/loan-order/loanAgreement', {}, { method: 'GET' });
    expect(en.data.title).toBe('Loan agreement');
    expect(en.data.content).toContain('18%');
    const es = await api('/loan/loan-order/loanAgreement', {}, { method: 'GET', lang: 'es' });
    expect(es.data.title).toBe('Contrato de préstamo');
    expect(es.data.content).toContain('impuesto del 18%');
    expect(es.data.content).not.toMatch(/<[a-z]/i);
  });

  it('asks for a token on every loan call', async () => {
    const answer = await callApi(sandbox.app, '/loan/loan-order/latest', {}, { nowMs: now, method: 'GET' });
    expect(answer.code).toBe(100103);
  });
});
