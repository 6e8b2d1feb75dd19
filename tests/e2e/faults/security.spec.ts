import { test as plainTest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { loanPage, openHome } from '../loan/loanPage';
import { bridgeCalls, installFakeWrapper } from '../support/bridgeStub';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import { signInPage } from '../support/signInPage';
import { recordApiRequests } from './wire';

/** Content-Security-Policy, no secrets or personal data where they leak (F52), storage keys, privacy. */
const ALLOWED_STORAGE_KEYS = ['token', 'userInfo', 'score', 'language', 'packageName', 'edition', 'deviceMsg', 'afid', 'appName', 'faqData'];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

test.describe('security headers', () => {
  for (const path of ['/', '/assets/does-not-exist.js']) {
    test(`strict Content-Security-Policy on ${path}: no inline script, no objects, no base, no framing, own origin only`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy'] ?? '';
      const d = directives(policy);
      expect(d.get('script-src')).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('base-uri')).toEqual(["'none'"]);
      expect(d.get('frame-ancestors')).toEqual(["'none'"]);
      expect(d.get('connect-src')).toEqual(["'self'"]);
      expect(d.get('default-src')).toEqual(["'self'"]);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['referrer-policy']).toBe('no-referrer');
    });
  }

  test('the served page has no inline script: every <script> is a file of the origin', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^<script\b[^>]*\ssrc="\.\/assets\/[^"]+\.js"[^>]*><\/script>$/);
  });
});

// Outside the shared fixture on purpose: this test provokes a violation to prove the policy bites.
plainTest('the served policy really blocks an injected inline script and reports it', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('__faultsViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __faultsViolation(d: string): void }).__faultsViolation(event.effectiveDirective),
    );
  });
  await page.goto('/#/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations).toContain('script-src-elem');
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});

async function signUpInWrapper(page: Page, mobile: string) {
  await installFakeWrapper(page);
  await page.goto('/#/user/register');
  await signInPage(page).signUp(mobile);
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}

test.describe('faults: privacy', () => {
  test('F52 no token or personal data in request URLs, console output or analytics events; only SPEC keys in local storage', async ({
    page,
    sandbox,
  }, testInfo) => {
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    const seen = recordApiRequests(page);
    const typed = nigerianMobile(testInfo);
    const token = await signUpInWrapper(page, typed);
    expect(token).not.toBe('');
    const loan = loanPage(page);
    await page.goto('/#/borrow/to_borrow');
    await loan.seeHeading(loan.words.chooseLoan);
    await loan.button(loan.words.apply).click();
    await loan.seeRoute('/auth/personal_infomation');
    await sandbox.forceOrderEvent(typed, 'completeKyc');
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/#/records');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/#/me');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const national = typed.replace(/^0/, '');
    const secrets = [token, typed, national];
    const urls = seen.map((r) => decodeURIComponent(r.url));
    const analytics = (await bridgeCalls(page))
      .filter((call) => call.action === 'logEventByAF' || call.action === 'logEventByLocal')
      .map((call) => JSON.stringify(call.params));
    for (const secret of secrets) {
      for (const url of urls) expect(url, 'a request URL').not.toContain(secret);
      for (const line of console) expect(line, 'console output').not.toContain(secret);
      for (const event of analytics) expect(event, 'an analytics event').not.toContain(secret);
    }
    // The token travels in the Authorization header only.
    expect(seen.some((r) => r.headers['authorization'] === token)).toBe(true);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    for (const key of keys) expect(ALLOWED_STORAGE_KEYS, `local storage key "${key}"`).toContain(key);
  });

  test('no device-data call (/time/upload/*, bridge timeSDK) before the disclosure is accepted', async ({ page, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await signUpInWrapper(page, mobile);
    await sandbox.jumpToStep(mobile, 19);
    const seen = recordApiRequests(page);
    await page.goto('/#/finish_loading');
    await expect(page.getByRole('heading', { name: 'Finishing your application' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'I agree' })).toBeVisible();
    await page.waitForTimeout(1_500);
    const deviceCalls = () => seen.filter((r) => r.path.startsWith('/time/upload/')).length;
    const sdkCalls = async () => (await bridgeCalls(page)).filter((call) => call.action === 'timeSDK').length;
    expect(deviceCalls(), 'no device-data request before consent').toBe(0);
    expect(await sdkCalls(), 'no timeSDK before consent').toBe(0);
    // The permissions disclosure is the one consent: tick the agreement, then agree.
    await page.getByRole('checkbox', { name: 'I have read and agree to the use of these permissions' }).check();
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect.poll(async () => deviceCalls() + (await sdkCalls())).toBeGreaterThan(0);
  });
});
