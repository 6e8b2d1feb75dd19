import type { APIRequestContext, Page } from '@playwright/test';
import { signUpByApi } from '../kyc/kycSession';
import { personalInfoPage } from '../kyc/personalInfoPage';
import { ADDITIONAL_INFO_EXAMPLES, fillAdditionalInfo, submitAdditionalInfo } from '../kyc/steps/additionalInfo';
import { bridgeCalls, installFakeWrapper } from '../support/bridgeStub';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import type { SandboxClient, SessionCode } from '../support/sandbox';
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

/** The wrapper's login answered: its `newToken` event (docs/bridge.md). */
async function wrapperSendsToken(page: Page, token: string) {
  await page.evaluate(
    (newToken) =>
      (window as unknown as { __onNativeMessage: (json: string) => void }).__onNativeMessage(
        JSON.stringify({ event: 'newToken', token: newToken }),
      ),
    token,
  );
}

const loginCalls = async (page: Page) => (await bridgeCalls(page)).filter((call) => call.action === 'login').length;

/**
 * In the wrapper, on the personal information wizard with a first name typed and saved as a
 * draft; then the next call answers 10010303 and the app signs the borrower out. Returns the token
 * the sandbox still accepts: the wrapper's login hands it back for the same phone.
 */
async function typedThenTokenExpired(page: Page, request: APIRequestContext, sandbox: SandboxClient, mobile: string) {
  const token = await signUpByApi(request, 'ng', mobile);
  await sandbox.jumpToStep(mobile, 6);
  await installFakeWrapper(page);
  await page.goto('/#/auth/personal_infomation');
  await expect.poll(() => loginCalls(page)).toBe(1);
  await wrapperSendsToken(page, token);
  const form = personalInfoPage(page, 'en');
  await form.seeHeading();
  await form.text(form.words.firstName).fill('Chinedu');
  await expect.poll(() => draftsHold(page, 'Chinedu')).toBe(true);
  // The wrapper's token names nobody: leaving before the app has asked whose it is would leave drafts
  // nobody can be given back (the code then drops them, by design), which is not what this tests.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userInfo'))).not.toBeNull();
  await page.goto('about:blank');
  await sandbox.forceSessionCode(mobile, 10010303);
  await page.goto('/#/');
  await expect(page.getByText('Your session has expired, please log in again.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  return { form, token };
}

const draftsHold = (page: Page, text: string) =>
  page.evaluate((typed) => Object.values(sessionStorage).some((value) => value.includes(typed)), text);

/** The borrower opens the wizard again (no reload): the guard asks the wrapper for its login. */
async function backToWizardAskingLogin(page: Page) {
  await page.evaluate(() => (window.location.hash = '#/auth/personal_infomation'));
  await expect(page.getByRole('heading', { name: 'Please log in to continue' })).toBeVisible();
  await expect.poll(() => loginCalls(page)).toBe(1);
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

  test('F18 a blocked account trying to log in: the message with the support route, no token, and no second try by itself', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await signUpByApi(request, 'ng', mobile);
    await sandbox.forceSessionCode(mobile, 10010301);
    const seen = recordApiRequests(page);
    await page.goto('/#/user/login');
    const signIn = signInPage(page, 'en');
    await signIn.enterMobile(mobile);
    await signIn.enterCode('123456', 'logIn');
    await expect(page.getByText('This account cannot log in. Please contact customer support.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support' }).first()).toHaveAttribute('href', /^mailto:/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.waitForTimeout(1_500);
    expect(countOf(seen, '/security/login'), 'no retry loop after a session code').toBe(1);
    // The sign-in screen answers it: no "please log in" prompt on top (no second login entry in the history).
    await expect(page).toHaveURL(/#\/user\/login$/);
  });

  test('F15 a session code on a protected screen, in the wrapper: home with the message, and no native login straight after the logout', async ({
    page,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await signedInWithDraft(page, mobile);
    await page.goto('about:blank');
    await sandbox.forceSessionCode(mobile, 10010303);
    await page.goto('/#/records'); // signed in as it opens; its first read gets the code
    await expectSignedOut(page, 'Your session has expired, please log in again.');
    await page.waitForTimeout(500);
    expect(await loginCalls(page), 'the borrower chooses when to log in again').toBe(0);
  });

  test('F17 the code answered to a wizard submit: the form is not written back as a draft for the next borrower', async ({
    page,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await signedInWithDraft(page, mobile);
    await sandbox.jumpToStep(mobile, 11);
    await page.goto('/#/auth/additionalInfomation');
    await fillAdditionalInfo(page, 'ng', { submit: false });
    const typed = ADDITIONAL_INFO_EXAMPLES.ng.companyName;
    await expect.poll(() => draftsHold(page, typed)).toBe(true);
    await sandbox.forceSessionCode(mobile, 10010304);
    await submitAdditionalInfo(page);
    await expectSignedOut(page, 'Your account was logged in on another device, please log in again.');
    // The wizard takes the answer after the drafts were cleared, before its screen goes.
    expect(await draftsHold(page, typed)).toBe(false);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))).toEqual([]);
  });

  test('F15 the code answered to a wizard submit: the form is kept, and the same phone logging back in gets it back', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    const token = await signUpByApi(request, 'ng', mobile);
    await sandbox.jumpToStep(mobile, 11);
    await installFakeWrapper(page);
    await page.goto('/#/auth/personal_infomation'); // a screen behind sign-in: the wrapper is asked to log in
    await expect.poll(() => loginCalls(page)).toBe(1);
    await wrapperSendsToken(page, token);
    await page.evaluate(() => (window.location.hash = '#/auth/additionalInfomation'));
    await fillAdditionalInfo(page, 'ng', { submit: false });
    const typed = ADDITIONAL_INFO_EXAMPLES.ng.companyName;
    await expect.poll(() => draftsHold(page, typed)).toBe(true);
    await sandbox.forceSessionCode(mobile, 10010303);
    await submitAdditionalInfo(page);
    await expect(page.getByText('Your session has expired, please log in again.')).toBeVisible();
    expect(await draftsHold(page, typed), 'the form the code interrupted is kept for its borrower').toBe(true);
    await wrapperSendsToken(page, token);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    await page.evaluate(() => (window.location.hash = '#/auth/additionalInfomation'));
    await expect(page.getByRole('textbox', { name: /company name/i })).toHaveValue(typed);
  });

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

  test('a screen anyone may open whose call needs a session (a repay link from an SMS), signed out: the login, then back', async ({
    page,
  }, testInfo) => {
    await page.goto('/#/repay/manual_repayment');
    await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Frepay%2Fmanual_repayment$/);
    await signInPage(page, 'en').signUp(nigerianMobile(testInfo));
    await expect(page).toHaveURL(/#\/repay\/manual_repayment$/);
    await expect(page.getByText('There is no loan to send a receipt for.')).toBeVisible();
  });

  test('the same in the wrapper: its login, once, and the screen stays', async ({ page }) => {
    await installFakeWrapper(page);
    await page.goto('/#/repay/manual_repayment');
    await expect.poll(() => loginCalls(page)).toBe(1);
    await page.waitForTimeout(500);
    expect(await loginCalls(page)).toBe(1);
    await expect(page).toHaveURL(/#\/repay\/manual_repayment$/);
  });

  test('F15 the same phone logs back in through the wrapper: what was typed in the wizard is back', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    const { form, token } = await typedThenTokenExpired(page, request, sandbox, nigerianMobile(testInfo));
    await backToWizardAskingLogin(page);
    await wrapperSendsToken(page, token);
    await form.seeHeading();
    await expect(form.text(form.words.firstName)).toHaveValue('Chinedu');
  });

  test('F15 another phone logging in after a session code, even after a reload, gets none of the drafts', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    const { form } = await typedThenTokenExpired(page, request, sandbox, nigerianMobile(testInfo));
    // The WebView reloads: session storage (the drafts) stays, the app starts afresh.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const other = nigerianMobile(testInfo);
    const otherToken = await signUpByApi(request, 'ng', other);
    await sandbox.jumpToStep(other, 6);
    await backToWizardAskingLogin(page);
    await wrapperSendsToken(page, otherToken);
    await form.seeHeading();
    await expect(form.text(form.words.firstName)).toHaveValue('');
    expect(await draftsHold(page, 'Chinedu')).toBe(false);
  });

  test("a shared phone: the wrapper's token for another borrower, mid-wizard, closes the wizard and drops what the first typed", async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    const first = nigerianMobile(testInfo);
    const firstToken = await signUpByApi(request, 'ng', first);
    await sandbox.jumpToStep(first, 6);
    const other = nigerianMobile(testInfo);
    const otherToken = await signUpByApi(request, 'ng', other);
    await sandbox.jumpToStep(other, 6);
    await installFakeWrapper(page);
    await page.goto('/#/auth/personal_infomation');
    await expect.poll(() => loginCalls(page)).toBe(1);
    await wrapperSendsToken(page, firstToken);
    const form = personalInfoPage(page, 'en');
    await form.seeHeading();
    await form.text(form.words.firstName).fill('Chinedu');
    await expect.poll(() => draftsHold(page, 'Chinedu')).toBe(true);

    await wrapperSendsToken(page, otherToken);
    await expect(page).toHaveURL(/#\/$/);
    await expect(form.text(form.words.firstName)).toHaveCount(0); // the wizard has closed
    await expect.poll(() => draftsHold(page, 'Chinedu')).toBe(false);
    await page.evaluate(() => (window.location.hash = '#/auth/personal_infomation'));
    await form.seeHeading();
    await expect(form.text(form.words.firstName)).toHaveValue('');
  });

  test("F29 protected route without a token, in the wrapper: asks the bridge for native login, and the wrapper's token opens it", async ({
    page,
    request,
  }, testInfo) => {
    await installFakeWrapper(page);
    await page.goto('/#/borrow/to_borrow');
    await expect.poll(() => loginCalls(page)).toBe(1);
    await wrapperSendsToken(page, await signUpByApi(request, 'ng', nigerianMobile(testInfo)));
    await expect(page.getByRole('heading', { name: 'Choose your loan' })).toBeVisible();
    await expect(page).toHaveURL(/#\/borrow\/to_borrow$/);
    expect(await loginCalls(page), 'the wrapper is asked once').toBe(1);
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
