import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { builtChunkPattern } from '../support/builtChunks';
import { nigerianMobile } from '../support/mobiles';
import type { SandboxClient } from '../support/sandbox';
import { startKycAs } from './kycSession';

/**
 * Issue 8: on a wizard step, the next step's screen is fetched while the borrower types, so that it
 * is there when they tap on: its chunk is requested before any tap.
 */

/** A borrower on additional info (step 11); says whether the ID step's screen chunk was asked for. */
async function onAdditionalInfo(page: Page, request: APIRequestContext, sandbox: SandboxClient, mobile: string) {
  await startKycAs(page, request, 'ng', mobile, 'en');
  await sandbox.jumpToStep(mobile, 11);
  let fetched = false;
  await page.route(builtChunkPattern('ui/kyc/identity/IdentityScreen.tsx'), (route) => {
    fetched = true;
    return route.continue();
  });
  await page.goto('/#/auth/additionalInfomation');
  await expect(page.getByRole('heading', { level: 1, name: 'Additional information' })).toBeVisible();
  return () => fetched;
}

test('on additional info, the ID step’s screen is fetched before the borrower taps Next', async ({ page, request, sandbox }, testInfo) => {
  const nextFetched = await onAdditionalInfo(page, request, sandbox, nigerianMobile(testInfo));

  await expect.poll(nextFetched, { timeout: 10_000 }).toBe(true);
  await expect(page).toHaveURL(/#\/auth\/additionalInfomation$/);
});

test('with the phone’s data saver on, nothing is fetched ahead', async ({ page, request, sandbox }, testInfo) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  const nextFetched = await onAdditionalInfo(page, request, sandbox, nigerianMobile(testInfo));

  await page.waitForTimeout(4_000); // past prefetchRoute's longest wait for an idle moment (3 s)
  expect(nextFetched()).toBe(false);
});
