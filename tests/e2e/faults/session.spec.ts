import type { Page } from '@playwright/test';
import { bridgeCalls, installFakeWrapper } from '../support/bridgeStub';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import type { SessionCode } from '../support/sandbox';
import { signInPage } from '../support/signInPage';
import { countOf, jsonBody, recordApiRequests, routeApi } from './wire';

/** FAULTS F15-F19 and F29-F31: session codes, the route guard and a missing bridge. */
const PROBE_DRAFT = 'draft:faultsProbe';

async function signedInWithDraft(page: Page, mobile: string) {
  await installFakeWrapper(page);
  await page.goto('/#/user/login');
  await signInPage(page, 'en').signUp(mobile);
  // A wizard draft as the draft store keeps it (session storage, versioned).
  await page.evaluate((key) => sessionStorage.setItem(key, JSON.stringify({ version: 1, value: { firstName: 'Ada' } })), PROBE_DRAFT);
}

async function expectSignedOut(page: Page, message: string) {
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  const logouts = (await bridgeCalls(page)).filter((call) => call.action === 'logout');
  expect(logouts, 'native logout exactly once').toHaveLength(1);
}

const draftKept = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key) !== null, PROBE_DRAFT);

const ROWS: Array<{ row: string; code: SessionCode; message: string; keepsDrafts: boolean }> = [
  { row: 'F15 token expired (10010303)', code: 10010303, message: 'Your session has expired, please log in again.', keepsDrafts: true },
  { row: 'F16 invalid token (100103)', code: 100103, message: 'Invalid token, please log in again.', keepsDrafts: true },
  {
    row: 'F17 logged in on another device (10010304)',
    code: 10010304,
    message: 'Your account was logged in on another device, please log in again.',
    keepsDrafts: false,
  },
  {
    row: 'F18 user cannot log in (10010301)',
    code: 10010301,
    message: 'This account cannot log in. Please contact customer support.',
    keepsDrafts: false,
  },
];

test.describe('faults: session', () => {
  for (const { row, code, message, keepsDrafts } of ROWS) {
    test(`${row}: token and user cleared, logout once, home with the message, drafts ${keepsDrafts ? 'kept' : 'cleared'}`, async ({
      page,
      sandbox,
    }, testInfo) => {
      const mobile = nigerianMobile(testInfo);
      await signedInWithDraft(page, mobile);
      const seen = recordApiRequests(page);
      // Leave the app first: a request still in flight from the old page would take the code.
      await page.goto('about:blank');
      await sandbox.forceSessionCode(mobile, code);
      await page.goto('/#/');
      await expectSignedOut(page, message);
      expect(await draftKept(page)).toBe(keepsDrafts);
      if (code === 10010301) {
        await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /^mailto:/);
      }
      await page.waitForTimeout(1_500);
      expect(countOf(seen, '/security/getUserInfo'), 'no retry loop after a session code').toBe(1);
    });
  }

  test('F19 a session code answered to several parallel requests: one logout, one message, one navigation', async ({ page }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await signedInWithDraft(page, mobile);
    const seen = recordApiRequests(page);
    // Every read of the start (who am I, the latest order, ...) answers the code at about the same time.
    await routeApi(
      page,
      () => true,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.fulfill(jsonBody({ code: 10010303, msg: 'token expired' }));
      },
    );
    await page.reload();
    await expectSignedOut(page, 'Your session has expired, please log in again.');
    await page.waitForTimeout(1_500);
    expect(seen.length, 'several requests got the code').toBeGreaterThanOrEqual(2);
    await expect(page.getByText('Your session has expired, please log in again.')).toHaveCount(1);
    const logouts = (await bridgeCalls(page)).filter((call) => call.action === 'logout');
    expect(logouts).toHaveLength(1);
    await expect(page).toHaveURL(/#\/$/);
  });

  test('F29 protected route without a token, no bridge: web login, then back to the intended route', async ({ page }, testInfo) => {
    await page.goto('/#/borrow/to_borrow');
    await expect(page).toHaveURL(/#\/user\/(login|register)/);
    await signInPage(page, 'en').signUp(nigerianMobile(testInfo));
    await expect(page).toHaveURL(/#\/borrow\/to_borrow$/);
  });

  test('F29 protected route without a token, in the wrapper: asks the bridge for native login', async ({ page }) => {
    await installFakeWrapper(page);
    await page.goto('/#/borrow/to_borrow');
    await expect.poll(async () => (await bridgeCalls(page)).filter((call) => call.action === 'login').length).toBe(1);
  });

  test('F30 unknown hash route: home or not found, never a blank screen', async ({ page }) => {
    await page.goto('/#/foo');
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('F31 no native bridge (plain browser): every bridge use guarded, web login fallback', async ({ page }, testInfo) => {
    await page.goto('/#/');
    expect(await page.evaluate(() => 'AndroidBridge' in window)).toBe(false);
    await page.goto('/#/user/login');
    await signInPage(page, 'en').signUp(nigerianMobile(testInfo));
    await page.goto('/#/me');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
