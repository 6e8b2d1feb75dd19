import type { Page } from '@playwright/test';
import { recordApiRequests } from '../faults/wire';
import { bridgeCalls } from '../support/bridgeStub';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import type { SandboxClient } from '../support/sandbox';
import { acceptDisclosure } from './steps/disclosure';
import { expectRoute, openInWrapper, signUpAndApply } from './steps/journey';

/** The permissions disclosure (SPEC section 6) as the one consent for device data (DESIGN "Consent and privacy"). */
const SPEC_STORAGE_KEYS = ['token', 'userInfo', 'score', 'language', 'packageName', 'edition', 'deviceMsg', 'afid', 'appName', 'faqData'];

/** A new borrower whose order is at the finishing step (19), the app still on the KYC it opened with. */
async function orderAtFinishingStep(page: Page, sandbox: SandboxClient, mobile: string) {
  await signUpAndApply(page, mobile, 'en');
  // Apply has moved the app on before the order jumps: its navigation cannot land after ours.
  await expectRoute(page, '/auth/personal_infomation');
  await sandbox.jumpToStep(mobile, 19);
}

test('in a plain browser, where nothing can be collected, no disclosure is asked or recorded: on to the confirmation', async ({ page, sandbox }, testInfo) => {
  const mobile = nigerianMobile(testInfo);
  await orderAtFinishingStep(page, sandbox, mobile);
  const seen = recordApiRequests(page);
  await page.goto('/#/finish_loading');
  await expectRoute(page, '/borrow/confirm_borrow');
  await expect(page.getByRole('dialog', { name: 'Permissions we ask for' })).toHaveCount(0);
  expect(seen.filter((r) => r.path.startsWith('/user/permission-disclosure/') || r.path.startsWith('/time/upload/'))).toEqual([]);
});

test('an order that does not need the device data goes on to the confirmation once the disclosure is accepted, with nothing collected', async ({
  page,
  sandbox,
}, testInfo) => {
  const mobile = nigerianMobile(testInfo);
  await openInWrapper(page, 'ng');
  await orderAtFinishingStep(page, sandbox, mobile);
  await sandbox.setUploadMode(mobile, 'notRequired');
  const seen = recordApiRequests(page);
  await page.goto('/#/finish_loading');
  await acceptDisclosure(page, 'en');
  await expectRoute(page, '/borrow/confirm_borrow');
  expect(seen.filter((r) => r.path === '/time/upload/uploadStatus')).toEqual([]);
  expect((await bridgeCalls(page)).filter((call) => call.action === 'timeSDK')).toEqual([]);
});

test('declining the disclosure explains and collects nothing; accepted later it is remembered after a reload', async ({
  page,
  sandbox,
}, testInfo) => {
  const mobile = nigerianMobile(testInfo);
  await openInWrapper(page, 'ng');
  await signUpAndApply(page, mobile, 'en');
  await sandbox.jumpToStep(mobile, 19);
  const seen = recordApiRequests(page);
  const deviceCalls = async () =>
    seen.filter((r) => r.path.startsWith('/time/upload/')).length +
    (await bridgeCalls(page)).filter((call) => call.action === 'timeSDK').length;

  await page.goto('/#/finish_loading');
  // Opened fresh (as the wrapper does for step 19), not after a KYC screen loaded its words.
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Permissions we ask for' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(8);
  // "I agree" needs the agreement ticked.
  await expect(dialog.getByRole('button', { name: 'I agree' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByText('Without these permissions we cannot check your application automatically.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  // The focus went with the dialog's button; the screen's heading has it, not the page.
  const heading = page.getByRole('heading', { name: 'Finishing your application' });
  await expect(heading).toBeFocused();
  await page.waitForTimeout(1_000);
  expect(await deviceCalls(), 'no device data after declining').toBe(0);

  // The borrower comes back to it.
  await page.getByRole('button', { name: 'Review permissions' }).click();
  await dialog.getByRole('checkbox', { name: 'I have read and agree to the use of these permissions' }).check();
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading).toBeFocused();
  await expect.poll(deviceCalls).toBeGreaterThan(0);
  // SPEC section 7's analytics event for the collection call.
  const analytics = async () => (await bridgeCalls(page)).filter((call) => call.action === 'logEventByAF').map((call) => call.params);
  await expect.poll(analytics).toContainEqual({ name: 'sdk6_call', values: {} });

  // Accepted once: a reload (or another session on this account) does not ask again. The upload is
  // held unfinished first: once its flags are all true the screen moves on to the loan confirmation
  // within a few round trips, too soon to see the screen reliably.
  await sandbox.setUploadMode(mobile, 'stuck');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Finishing your application' })).toBeVisible();
  await expect.poll(() => seen.filter((r) => r.path === '/user/permission-disclosure/status').length).toBeGreaterThan(1);
  await expect(dialog).toBeHidden();
  const keys = await page.evaluate(() => Object.keys(localStorage));
  for (const key of keys) expect(SPEC_STORAGE_KEYS, `local storage key "${key}"`).toContain(key);
});
