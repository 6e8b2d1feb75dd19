import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loanPage } from '../loan/loanPage';
import { nigerianMobile } from '../support/mobiles';
import { signInPage } from '../support/signInPage';
import { countOf, holdApi, jsonBody, recordApiRequests, routeApi } from './wire';

/**
 * FAULTS rows about the network and the shape of answers, injected on the sign-in screen: its
 * "Get verification code" sends two GETs (`existsByMobile`, `isRequiredVerificationCode`) and
 * one POST (`getVerifyCode`), so one screen shows how reads and writes each survive a fault.
 */
const MOBILE = '08031234567';
const EXISTS = '/security/existsByMobile';
const SEND_CODE = '/security/getVerifyCode';
const APPLY = '/loan/loan-order/apply-market';

async function askForCode(page: Page) {
  await page.goto('/#/user/login');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(MOBILE);
  await page.getByRole('button', { name: 'Get verification code' }).click();
}

const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? time));

/**
 * Every row's common ending: message shown, overlay hidden, the number kept, and the focus not lost
 * to the page: by default still on the button the borrower tapped (busy, it was never disabled), so
 * a screen reader goes on from there.
 */
async function expectRecovered(page: Page, message: string | RegExp, focused = page.getByRole('button', { name: 'Get verification code' })) {
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(MOBILE);
  await expect(focused).toBeFocused();
}

test.describe('faults: network', () => {
  test('F1 no response for 60 s: abort at 60 s, overlay hidden, "timed out" with Retry, POST sent once', async ({ page }) => {
    const seen = recordApiRequests(page);
    await page.clock.install();
    await routeApi(page, SEND_CODE, () => undefined); // never answers
    await askForCode(page);
    // The 60 s start when the POST leaves (after the two reads), not at the tap.
    await expect.poll(() => countOf(seen, SEND_CODE)).toBe(1);
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    await page.clock.fastForward(55_000);
    await expect(page.getByText('Request timed out. Your information is saved')).toBeHidden();
    await page.clock.fastForward(6_000);
    await expectRecovered(page, 'Request timed out. Your information is saved');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(countOf(seen, SEND_CODE)).toBe(1);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => countOf(seen, SEND_CODE), 'Retry sends the request again, once').toBe(2);
  });

  test('F1 apply times out and the server has no order: "timed out", not "network failed"; Apply resends with the same key', async ({
    page,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await page.clock.install();
    await page.goto('/#/user/register');
    await signInPage(page).signUp(mobile);
    await page.goto('/#/borrow/to_borrow');
    const loan = loanPage(page);
    await loan.seeHeading(loan.words.chooseLoan);
    await expect(loan.button(loan.words.apply)).toBeEnabled();
    const seen = recordApiRequests(page);
    let unanswered = 1;
    await routeApi(page, APPLY, (route) => (unanswered-- > 0 ? undefined : route.fallback()));
    await loan.button(loan.words.apply).click();
    await expect.poll(() => countOf(seen, APPLY)).toBe(1);
    await page.clock.fastForward(61_000);
    // The check found no order, so the borrower reads the fault that happened: the timeout.
    await expect(page.getByText('Request timed out. Your information is saved')).toBeVisible();
    await expect(page.getByText('Network failed, please try again')).toBeHidden();
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    await loan.button(loan.words.apply).click();
    await loan.seeRoute('/auth/personal_infomation');
    const keys = seen.filter((r) => r.path === APPLY).map((r) => r.headers['idempotency-key']);
    expect(keys, 'Apply sent the request again, once, with the same key').toEqual([keys[0], keys[0]]);
    expect((await sandbox.getUser(mobile))?.orders as unknown[]).toHaveLength(1);
  });

  for (const reason of ['namenotresolved', 'connectionrefused'] as const) {
    test(`F5 DNS failure or connection refused (${reason}): "network failed" with in-app Retry, no reload`, async ({ page }) => {
      const seen = recordApiRequests(page);
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });
      await routeApi(page, SEND_CODE, (route) => route.abort(reason));
      await askForCode(page);
      await expectRecovered(page, 'Network failed, reload page');
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      expect(countOf(seen, SEND_CODE), 'a POST is never retried blindly').toBe(1);
      const before = navigations;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(MOBILE);
      expect(navigations, 'Retry stays in the app, no page reload').toBe(before);
      await expect.poll(() => countOf(seen, SEND_CODE), 'Retry sends the request again, once').toBe(2);
      // Retry went with the message while the request ran; the screen's heading took the focus.
      await expectRecovered(page, 'Network failed, reload page', page.getByRole('heading', { name: 'Log in' }));
    });
  }

  test('F6 HTTP 502 with an HTML proxy page: "Request failed, try again", no JSON crash, logged with endpoint and status', async ({ page }) => {
    const seen = recordApiRequests(page);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await routeApi(page, SEND_CODE, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
    );
    await askForCode(page);
    await expectRecovered(page, 'Request failed, try again');
    expect(countOf(seen, SEND_CODE)).toBe(1);
  });

  test('F7 429 with Retry-After on a POST: no automatic retry, no tight loop', async ({ page }) => {
    const seen = recordApiRequests(page);
    await routeApi(page, SEND_CODE, (route) => route.fulfill({ status: 429, headers: { 'retry-after': '20' }, body: '' }));
    await askForCode(page);
    await expectRecovered(page, 'Request failed, try again');
    await page.waitForTimeout(1_500);
    expect(countOf(seen, SEND_CODE)).toBe(1);
  });

  test('F7 429 with Retry-After: the UI shows the wait and counts it down, no request meanwhile', async ({ page }) => {
    const seen = recordApiRequests(page);
    await routeApi(page, SEND_CODE, (route) => route.fulfill({ status: 429, headers: { 'retry-after': '20' }, body: '' }));
    await askForCode(page);
    // Said once in words to a screen reader; the ticking number is for the eyes.
    await expect(page.getByRole('status').filter({ hasText: /Too many requests, try again in (19|20) seconds/ })).toBeAttached();
    const wait = page.getByTestId('retry-countdown');
    await expect(wait).toBeVisible();
    const secondsLeft = async () => Number(/in (\d+) s/.exec((await wait.textContent()) ?? '')?.[1]);
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(15);
    expect(first).toBeLessThanOrEqual(20);
    await expect.poll(secondsLeft, { timeout: 5_000 }).toBeLessThan(first);
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    expect(countOf(seen, SEND_CODE), 'no request while the server asks to wait').toBe(1);
  });

  test('F7 503 with Retry-After on a GET: retried at most twice, never sooner than Retry-After', async ({ page }) => {
    const seen = recordApiRequests(page);
    const times: number[] = [];
    await routeApi(page, EXISTS, (route) => {
      times.push(Date.now());
      return route.fulfill({ status: 503, headers: { 'retry-after': '2' }, body: '' });
    });
    await askForCode(page);
    await expect(page.getByText('Request failed, try again')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    expect(times).toHaveLength(3); // the first try and at most two retries
    const [first = 0, second = 0] = gaps(times);
    expect(first).toBeGreaterThanOrEqual(1_900);
    expect(second).toBeGreaterThanOrEqual(1_900);
    expect(countOf(seen, SEND_CODE), 'the POST after a failed read is never sent').toBe(0);
  });

  test('GET retries back off with jitter: at most two retries after a dropped connection', async ({ page }) => {
    const times: number[] = [];
    await routeApi(page, EXISTS, (route) => {
      times.push(Date.now());
      return route.abort('connectionreset');
    });
    await askForCode(page);
    await expectRecovered(page, 'Network failed, reload page');
    expect(times).toHaveLength(3);
    const [first = 0, second = 0] = gaps(times);
    // 500 ms then 1000 ms, each plus up to 250 ms of jitter (the jitter itself is pinned by
    // tests/unit/api/client.faults.test.ts; a browser under load only shows the lower bounds).
    expect(first).toBeGreaterThanOrEqual(450);
    expect(second).toBeGreaterThanOrEqual(950);
  });

  test('GET retries recover silently when the network comes back', async ({ page }) => {
    let tries = 0;
    await routeApi(page, EXISTS, (route) => {
      tries += 1;
      return tries === 1 ? route.abort('connectionreset') : route.fallback();
    });
    await askForCode(page);
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    expect(tries).toBe(2);
  });

  test('F9 captive portal (200 + HTML login page): a network error, not success', async ({ page }) => {
    await routeApi(page, SEND_CODE, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html><form>Wi-Fi login</form></html>' }),
    );
    await askForCode(page);
    await expectRecovered(page, 'Network failed, reload page');
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeHidden();
  });

  test('F11 truncated JSON: generic error, no transition', async ({ page }) => {
    await routeApi(page, SEND_CODE, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"da' }));
    await askForCode(page);
    await expectRecovered(page, 'Request failed, try again');
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeHidden();
  });

  const wrongShapes: Array<[string, unknown]> = [
    ['code missing', { msg: 'ok', data: { exists: true } }],
    ['code "0" as a string', { code: '0', msg: 'ok', data: { exists: true } }],
    ['data null', { code: 0, msg: 'ok', data: null }],
    ['an array instead of an object', [{ code: 0, data: { exists: true } }]],
  ];
  for (const [name, body] of wrongShapes) {
    test(`F12 well-formed JSON with the wrong shape (${name}): rejected, only code 0 with valid data is success`, async ({ page }) => {
      const seen = recordApiRequests(page);
      await routeApi(page, EXISTS, (route) => route.fulfill(jsonBody(body)));
      await askForCode(page);
      await expectRecovered(page, 'Request failed, try again');
      expect(countOf(seen, SEND_CODE)).toBe(0);
      expect(countOf(seen, EXISTS), 'a malformed answer is not retried').toBe(1);
    });
  }

  test('F13 code != 0 with a server msg: shown as text, form keeps its values, overlay hidden', async ({ page }) => {
    await routeApi(page, SEND_CODE, (route) => route.fulfill(jsonBody({ code: 1234, msg: 'Too many codes today' })));
    await askForCode(page);
    await expectRecovered(page, 'Too many codes today');
  });

  test('F14 msg with HTML or script: rendered as text, no script runs, no CSP violation', async ({ page }) => {
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    await routeApi(page, SEND_CODE, (route) => route.fulfill(jsonBody({ code: 4242, msg: payload })));
    await askForCode(page);
    await expectRecovered(page, payload);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });

  for (const [name, body] of [
    ['odd-length hex', 'abc'],
    ['non-hex', 'zz'.repeat(16)],
    ['ciphertext where JSON is expected', '5f1a2b3c4d5e6f708192a3b4c5d6e7f8'],
  ] as const) {
    test(`F20 F21 undecodable answer (${name}): "Request failed, try again", never garbage, no logout`, async ({ page }) => {
      await routeApi(page, SEND_CODE, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
      await askForCode(page);
      await expectRecovered(page, 'Request failed, try again');
      await expect(page.getByText(body, { exact: true })).toBeHidden();
    });
  }

  test('F8 very slow network: the overlay shows progress and Get code cannot be pressed twice', async ({ page }) => {
    const seen = recordApiRequests(page);
    await routeApi(page, SEND_CODE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.fallback();
    });
    await askForCode(page);
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    await page.getByRole('button', { name: 'Get verification code' }).click({ force: true, timeout: 2_000 }).catch(() => undefined);
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    expect(countOf(seen, SEND_CODE)).toBe(1);
  });

  test('F8 Back during a money POST (apply) prompts instead of cancelling silently; Stay lets it finish, one POST', async ({
    page,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await page.goto('/#/user/register');
    const signIn = signInPage(page);
    await signIn.enterMobile(mobile);
    await signIn.enterCode('123456', 'signUp');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    // An in-app history: "me", then the loan choice, so Android Back has somewhere to go.
    await page.goto('/#/me');
    await page.evaluate(() => void (window.location.hash = '#/borrow/to_borrow'));
    const loan = loanPage(page);
    await loan.seeHeading(loan.words.chooseLoan);
    await expect(loan.button(loan.words.apply)).toBeEnabled();

    const seen = recordApiRequests(page);
    // A slow network: the POST is in flight while the borrower presses Back.
    const release = await holdApi(page, APPLY);
    await loan.button(loan.words.apply).click();
    await expect.poll(() => countOf(seen, APPLY)).toBe(1);
    await page.goBack();
    const prompt = page.getByRole('alertdialog', { name: 'Your request is still being sent' });
    await expect(prompt).toBeVisible();
    expect(new URL(page.url()).hash).toMatch(/^#\/borrow\/to_borrow/);
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await expect(prompt).toBeHidden();
    release();
    await loan.seeRoute('/auth/personal_infomation');
    expect(countOf(seen, APPLY), 'the POST was neither cancelled nor sent again').toBe(1);
    expect((await sandbox.getUser(mobile))?.orders as unknown[]).toHaveLength(1);
  });
});
