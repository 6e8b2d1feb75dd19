import type { Page } from '@playwright/test';
import { loanPage, openHome } from '../loan/loanPage';
import { newRepayingBorrower } from '../repay/repayPage';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import type { SandboxClient } from '../support/sandbox';
import { signInPage } from '../support/signInPage';
import { answerLostToReload, countOf, holdApi, recordApiRequests, routeApi, type ApiRequest } from './wire';

/** FAULTS rows about calls that create orders or move money: F2, F24, F49 and the keys they carry. */
const APPLY = '/loan/loan-order/apply-market';
const LATEST = '/loan/loan-order/latest';
const GET_MONEY = '/loan/get-money';
const CARD_START = '/repay/paystack/authorization';
const DECLINE_OFFER = '/loan/cancel-draw-money';

async function signedUpAtChooseLoan(page: Page, mobile: string, afterSignUp?: () => Promise<unknown>) {
  const loan = loanPage(page);
  await page.goto('/#/user/register');
  await signInPage(page).signUp(mobile);
  await afterSignUp?.();
  await page.goto('/#/borrow/to_borrow');
  await loan.seeHeading(loan.words.chooseLoan);
  await expect(loan.button(loan.words.apply)).toBeEnabled();
  return loan;
}

/** A new borrower whose order was approved, on the get-money screen with the agreement ticked. */
async function approvedAtGetMoney(page: Page, sandbox: SandboxClient, mobile: string) {
  const loan = loanPage(page);
  await page.goto('/#/user/register');
  await signInPage(page).signUp(mobile);
  await sandbox.jumpToStep(mobile, 1);
  await sandbox.forceOrderEvent(mobile, 'approve');
  await openHome(page);
  await loan.seeHeading(loan.words.approved);
  await loan.button(loan.words.getMoney).click();
  await loan.seeHeading(loan.words.getMoneyTitle);
  await page.getByRole('checkbox', { name: loan.words.accept }).check();
  return loan;
}

const keysOf = (seen: ApiRequest[], path: string) => seen.filter((r) => r.path === path).map((r) => r.headers['idempotency-key']);

/** Two calls to `path` in all (apply unless named), the second with the first's idempotency key (FAULTS F2). */
function expectResentWithSameKey(seen: ApiRequest[], path = APPLY) {
  const keys = keysOf(seen, path);
  expect(keys).toHaveLength(2);
  expect(keys[0], `${path} carries an idempotency key`).toBeTruthy();
  expect(keys[1], 'the resubmission reuses the same key').toBe(keys[0]);
}

test.describe('faults: money and orders', () => {
  test('F2 connection drops after the server processed apply: reconciled with the latest order, never two orders', async ({
    page,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    const loan = await signedUpAtChooseLoan(page, mobile);
    const seen = recordApiRequests(page);
    await routeApi(page, APPLY, async (route) => {
      await route.fetch(); // the sandbox creates the order...
      await route.abort('connectionreset'); // ...and the answer is lost
    });
    await loan.button(loan.words.apply).click();
    await loan.seeRoute('/auth/personal_infomation');
    expect(countOf(seen, APPLY), 'apply is not resent blindly').toBe(1);
    const applyAt = seen.findIndex((r) => r.path === APPLY);
    expect(seen.slice(applyAt).some((r) => r.path === LATEST), 'the latest order is read after the lost answer').toBe(true);
    const user = await sandbox.getUser(mobile);
    expect(user?.orders as unknown[]).toHaveLength(1);
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
  });

  test('F2 a reload while apply is on its way, after the server made the order: the latest order is read and followed, no second apply', async ({
    page,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    const loan = await signedUpAtChooseLoan(page, mobile);
    const seen = recordApiRequests(page);
    await answerLostToReload(page, APPLY, { reachesServer: true }); // the sandbox creates the order
    await loan.button(loan.words.apply).click();
    await expect.poll(async () => ((await sandbox.getUser(mobile))?.orders as unknown[] | undefined)?.length ?? 0).toBe(1);
    await page.reload();

    await loan.seeRoute('/auth/personal_infomation');
    expect(countOf(seen, APPLY), 'no second apply').toBe(1);
    const user = await sandbox.getUser(mobile);
    expect(user?.orders as unknown[]).toHaveLength(1);
  });

  test('F2 connection drops before the server saw apply: "Checking your application…", then resubmit with the same key, one order', async ({
    page,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    const loan = await signedUpAtChooseLoan(page, mobile);
    const seen = recordApiRequests(page);
    let drops = 1;
    await routeApi(page, APPLY, async (route) => {
      if (drops-- > 0) return route.abort('connectionreset');
      return route.fallback();
    });
    const releaseLatest = await holdApi(page, LATEST); // hold the check so the borrower can see it
    await loan.button(loan.words.apply).click();
    await expect(page.getByText('Checking your application…')).toBeVisible();
    releaseLatest();
    // No order on the server: the borrower is told and may apply again.
    await expect(page.getByText('Network failed, please try again')).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    expect((await sandbox.getUser(mobile))?.orders as unknown[]).toHaveLength(0);
    await loan.button(loan.words.apply).click();
    await loan.seeRoute('/auth/personal_infomation');
    expectResentWithSameKey(seen);
    expect((await sandbox.getUser(mobile))?.orders as unknown[]).toHaveLength(1);
  });

  test('F2 a returning borrower (a finished earlier order) whose apply is dropped before the server saw it: told, resubmitted with the same key, one new order', async ({
    page,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    // The earlier loan, repaid: /latest keeps answering it.
    const loan = await signedUpAtChooseLoan(page, mobile, () => sandbox.jumpToStep(mobile, 4));
    const seen = recordApiRequests(page);
    let drops = 1;
    await routeApi(page, APPLY, (route) => (drops-- > 0 ? route.abort('connectionreset') : route.fallback()));
    await loan.button(loan.words.apply).click();
    // The finished order is not the one this apply made: the borrower stays, is told, may apply again.
    await expect(page.getByText('Network failed, please try again')).toBeVisible();
    await loan.seeRoute('/borrow/to_borrow');
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    const applyAt = seen.findIndex((r) => r.path === APPLY);
    expect(seen.slice(applyAt).some((r) => r.path === LATEST), 'the latest order is read after the lost apply').toBe(true);
    expect((await sandbox.getUser(mobile))?.orders as unknown[]).toHaveLength(1);
    await loan.button(loan.words.apply).click();
    await loan.seeRoute('/auth/personal_infomation');
    expectResentWithSameKey(seen);
    const orders = (await sandbox.getUser(mobile))?.orders as Array<{ stepCode: number }>;
    expect(orders.map((o) => o.stepCode).sort(), 'the finished order and exactly one new one').toEqual([4, 6]);
  });

  test('F24 triple tap on Apply: exactly one POST, with an idempotency key', async ({ page, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    const loan = await signedUpAtChooseLoan(page, mobile);
    const seen = recordApiRequests(page);
    const apply = loan.button(loan.words.apply);
    // All forced: a tap that waited for the button to be enabled would wait forever once the first
    // tap disabled it and the app moved on.
    const tap = () => apply.click({ force: true }).catch(() => undefined);
    await Promise.all([tap(), tap(), tap()]);
    await loan.seeRoute('/auth/personal_infomation');
    expect(countOf(seen, APPLY)).toBe(1);
    expect(keysOf(seen, APPLY)[0]).toMatch(/.{8,}/);
    expect((await sandbox.getUser(mobile))?.orders as unknown[]).toHaveLength(1);
  });

  test('F24 double tap on Get money: one request with an idempotency key, the button disabled while it runs', async ({ page, sandbox }, testInfo) => {
    const loan = await approvedAtGetMoney(page, sandbox, nigerianMobile(testInfo));
    const seen = recordApiRequests(page);
    await routeApi(page, GET_MONEY, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fallback();
    });
    const getMoney = loan.button(loan.words.getMoney);
    await getMoney.dblclick();
    await expect(getMoney).toBeDisabled();
    await loan.seeRoute('/borrow/lending');
    expect(countOf(seen, GET_MONEY)).toBe(1);
    expect(keysOf(seen, GET_MONEY)[0]).toBeTruthy();
  });

  test('F2 get money answer lost: not retried blindly, the latest order decides', async ({ page, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    const loan = await approvedAtGetMoney(page, sandbox, mobile);
    const seen = recordApiRequests(page);
    await routeApi(page, GET_MONEY, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await loan.button(loan.words.getMoney).click();
    await loan.seeRoute('/borrow/lending');
    expect(countOf(seen, GET_MONEY), 'a money call is never retried by the client').toBe(1);
    expect(seen.some((r) => r.path === LATEST)).toBe(true);
  });

  test('F2 a cancellation whose answer is lost after the server cancelled: read back, said and home, sent once', async ({ page, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    const loan = loanPage(page);
    await page.goto('/#/user/register');
    await signInPage(page).signUp(mobile);
    await sandbox.jumpToStep(mobile, 18);
    const seen = recordApiRequests(page);
    // At 18 (approved, money not asked for) cancelling declines the offer.
    await routeApi(page, DECLINE_OFFER, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/#/cancellation_form');
    await page.getByRole('radio', { name: loan.words.reason }).check();
    await loan.button(loan.words.cancelTitle).click();
    await expect(page.getByText(loan.words.cancelled)).toBeVisible();
    await loan.seeHeading(loan.words.canLoan);
    expect(countOf(seen, DECLINE_OFFER), 'a cancellation is never sent twice').toBe(1);
    expect(seen.some((r) => r.path === LATEST)).toBe(true);
  });

  test('F2 a card payment start whose answer is lost: choosing the card again resends it with the same key', async ({ page, sandbox }, testInfo) => {
    const repay = await newRepayingBorrower(page, sandbox, 'ng', nigerianMobile(testInfo));
    const seen = recordApiRequests(page);
    let drops = 1;
    await routeApi(page, CARD_START, async (route) => {
      if (drops-- <= 0) return route.fallback();
      await route.fetch(); // the sandbox starts the payment order...
      await route.abort('connectionreset'); // ...and the answer is lost
    });
    await repay.chooseMethod('Pay by debit card');
    await expect(page.getByText('Network failed. Check your connection and try again.')).toBeVisible();
    expect(countOf(seen, CARD_START), 'a gateway start is never retried by the client').toBe(1);
    await repay.chooseMethod('Pay by debit card');
    await expect(page.getByRole('link', { name: repay.words.openGateway })).toBeVisible();
    expectResentWithSameKey(seen, CARD_START);
  });

  test('F2 a reload while a card payment is being started: choosing the card again resends it with the same key', async ({ page, sandbox }, testInfo) => {
    const repay = await newRepayingBorrower(page, sandbox, 'ng', nigerianMobile(testInfo));
    const seen = recordApiRequests(page);
    await answerLostToReload(page, CARD_START, { reachesServer: true }); // the sandbox starts the payment order
    await repay.chooseMethod('Pay by debit card');
    await expect.poll(() => countOf(seen, CARD_START)).toBe(1);
    await page.reload();

    await repay.chooseMethod('Pay by debit card');
    await expect(page.getByRole('link', { name: repay.words.openGateway })).toBeVisible();
    expectResentWithSameKey(seen, CARD_START);
  });

  test('F49 lucky draw and coupon use double tap: one POST each, with an idempotency key', async ({ page, sandbox }, testInfo) => {
    await newRepayingBorrower(page, sandbox, 'ng', nigerianMobile(testInfo));
    const seen = recordApiRequests(page);
    const draw = page.getByRole('button', { name: 'Try the lucky draw' });
    await draw.dblclick();
    await expect(page.getByText(/You won a coupon of|No prize this time/)).toBeVisible();
    expect(countOf(seen, '/lottery-draw/create')).toBe(1);
    expect(keysOf(seen, '/lottery-draw/create')[0]).toBeTruthy();
    const use = page.getByRole('button', { name: 'Use coupon' }).first();
    await use.dblclick();
    await expect(page.getByText('Coupon applied to your loan.')).toBeVisible();
    expect(countOf(seen, '/lottery-draw/coupon/use')).toBe(1);
    expect(keysOf(seen, '/lottery-draw/coupon/use')[0]).toBeTruthy();
  });
});
