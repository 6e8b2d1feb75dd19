import { startKycAs } from '../kyc/kycSession';
import { loanPage } from '../loan/loanPage';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import { signInPage } from '../support/signInPage';
import { apiPath, countOf, holdApi, jsonBody, recordApiRequests, routeApi } from './wire';

/**
 * FAULTS F22: the phone's clock is days off (or years: a phone reset to 2019). Requests carry the
 * phone's time in seconds, and the sandbox answers 40005 with `data.serverTime` when it is more
 * than 36 h away from its own. The client learns the offset from that answer, resends once and
 * uses the offset from then on; when the server still refuses, the borrower is told to check the
 * phone's date and time. Never a loop.
 */
const EXISTS = '/security/existsByMobile';
const LATEST = '/loan/loan-order/latest';
const PRODUCT_INFO = '/loan/confirm/product-info';
const SEND_CODE = '/security/getVerifyCode';
const DAY_MS = 24 * 3600 * 1000;

test.describe('faults: device clock', () => {
  for (const [name, phoneTime] of [
    ['two days ahead', () => Date.now() + 2 * DAY_MS],
    ['two days behind', () => Date.now() - 2 * DAY_MS],
    ['set to 2019', () => new Date('2019-03-14T09:30:00Z').getTime()],
  ] as const) {
    test(`F22 device clock ${name}: corrected with the server's time and resent once, then signs up`, async ({ page }, testInfo) => {
      const seen = recordApiRequests(page);
      await page.clock.setSystemTime(phoneTime());
      await page.goto('/#/user/login');
      const signIn = signInPage(page);
      await signIn.enterMobile(nigerianMobile(testInfo));
      await signIn.enterCode('123456', 'signUp');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

      // Requests that left before the first correction went out with the phone's time (calls in
      // flight together each learn it once); every request after the first corrected one is on time.
      const realSeconds = Date.now() / 1000;
      const skewed = seen.map((request) => Math.abs(Number(request.payload?.timestamp) - realSeconds) > 36 * 3600);
      const firstCorrected = skewed.indexOf(false);
      expect(skewed.filter(Boolean).length, seen.map((r) => r.path).join(' ')).toBeGreaterThan(0);
      expect(firstCorrected).toBeGreaterThan(0);
      expect(skewed.slice(firstCorrected).filter(Boolean), 'no skewed request after the correction').toEqual([]);
      for (const request of seen.slice(0, firstCorrected)) {
        expect(countOf(seen, request.path), `${request.path}: sent, then resent once`).toBeLessThanOrEqual(2);
      }
      expect(countOf(seen, SEND_CODE), 'the code was asked for once').toBe(1);
      await expect(page.getByText("Check your phone's date and time")).toHaveCount(0);
    });
  }

  for (const { lang, message, mobileLabel, button } of [
    { lang: 'en', message: "Check your phone's date and time", mobileLabel: 'Mobile number', button: 'Get verification code' },
    { lang: 'es', message: 'Revisa la fecha y la hora de tu teléfono', mobileLabel: 'Número de celular', button: 'Obtener código de verificación' },
  ] as const) {
    test(`F22 server still refuses the clock after the correction (${lang}): "check your phone's date and time", two requests, no loop`, async ({
      page,
    }, testInfo) => {
      const seen = recordApiRequests(page);
      await routeApi(page, EXISTS, (route) =>
        route.fulfill(jsonBody({ code: 40005, msg: 'clock skew', data: { serverTime: Math.floor(Date.now() / 1000) } })),
      );
      await page.goto(`/#/user/login?lang=${lang}`);
      await page.getByRole('textbox', { name: mobileLabel }).fill(nigerianMobile(testInfo));
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page.getByTestId('loading-overlay')).toBeHidden();
      await page.waitForTimeout(2_000);
      expect(countOf(seen, EXISTS), 'one request and one corrected resend, never a loop').toBe(2);
      expect(countOf(seen, SEND_CODE)).toBe(0);
      await expect(page.getByRole('textbox', { name: mobileLabel })).toBeEditable();
    });
  }

  test('F28 reopen after 25 h on the confirm route: the server state wins (latest order), "Your offer expired" at home, no stale offer, profile data kept', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await startKycAs(page, request, 'ng', mobile, 'en');
    await sandbox.jumpToStep(mobile, 1);
    await sandbox.forceOrderEvent(mobile, 'approve'); // the offer: valid 24 h from now
    await page.clock.install();
    await page.goto('/#/borrow/confirm_borrow');
    const loan = loanPage(page);
    await loan.seeHeading(loan.words.getMoneyTitle);
    const kept = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      drafts: Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')),
    }));

    // 25 hours later on the phone and on the server; the wrapper reopens the app on the restored
    // route, the confirm screen of the offer that has expired in the meantime.
    const moved = await request.post(`/sandbox/users/${mobile}/clock`, { data: { advanceHours: 25 } });
    expect(moved.ok(), await moved.text()).toBe(true);
    await page.clock.fastForward('25:00:00');
    const seen = recordApiRequests(page);
    const releaseOrder = await holdApi(page, LATEST);
    const releaseOffer = await holdApi(page, PRODUCT_INFO);
    await page.reload();

    // Both reads leave together: the offer does not wait a round trip for the order.
    const requested = () => ({ latest: countOf(seen, LATEST) > 0, offer: countOf(seen, PRODUCT_INFO) > 0 });
    await expect.poll(requested, { message: 'both requested before either is answered' }).toEqual({ latest: true, offer: true });
    // The stale offer answers first; it is not shown: the latest order decides.
    const offerAnswered = page.waitForResponse((response) => apiPath(response.request()) === PRODUCT_INFO);
    releaseOffer();
    await offerAnswered;
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(loan.button(loan.words.getMoney)).toHaveCount(0);
    releaseOrder();

    await expect(page.getByRole('alert').filter({ hasText: 'Your offer expired' })).toBeVisible();
    await loan.seeRoute('/');
    await expect(loan.button(loan.words.getMoney)).toHaveCount(0);
    await expect(loan.button(loan.words.submitApplication)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'I have read and accept the loan agreement' })).toHaveCount(0);
    const orders = (await sandbox.getUser(mobile))?.orders as { stepCode: number }[];
    expect(orders.map((order) => order.stepCode)).toEqual([8]);
    expect(await page.evaluate(() => localStorage.getItem('token')), 'still signed in').toBe(kept.token);
    const drafts = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')));
    expect(drafts, 'nothing the borrower entered is thrown away').toEqual(expect.arrayContaining(kept.drafts));
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
  });
});
