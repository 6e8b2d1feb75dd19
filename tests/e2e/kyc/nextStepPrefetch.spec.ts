import { expect, test } from '../support/fixtures';
import { builtChunkPattern } from '../support/builtChunks';
import { nigerianMobile } from '../support/mobiles';
import { startKycAs } from './kycSession';

/**
 * Issue 8: on a wizard step, the next step's screen is fetched while the borrower types, so that it
 * is there when they tap on: its chunk is requested before any tap.
 */
test('on additional info, the ID step’s screen is fetched before the borrower taps Next', async ({ page, request, sandbox }, testInfo) => {
  const mobile = nigerianMobile(testInfo);
  await startKycAs(page, request, 'ng', mobile, 'en');
  await sandbox.jumpToStep(mobile, 11);
  const nextScreen = builtChunkPattern('ui/kyc/identity/IdentityScreen.tsx');
  let fetched = false;
  await page.route(nextScreen, (route) => {
    fetched = true;
    return route.continue();
  });

  await page.goto('/#/auth/additionalInfomation');
  await expect(page.getByRole('heading', { level: 1, name: 'Additional information' })).toBeVisible();

  await expect.poll(() => fetched, { timeout: 10_000 }).toBe(true);
  await expect(page).toHaveURL(/#\/auth\/additionalInfomation$/);
});

test('with the phone’s data saver on, nothing is fetched ahead', async ({ page, request, sandbox }, testInfo) => {
  const mobile = nigerianMobile(testInfo);
  await startKycAs(page, request, 'ng', mobile, 'en');
  await sandbox.jumpToStep(mobile, 11);
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  const nextScreen = builtChunkPattern('ui/kyc/identity/IdentityScreen.tsx');
  let fetched = false;
  await page.route(nextScreen, (route) => {
    fetched = true;
    return route.continue();
  });

  await page.goto('/#/auth/additionalInfomation');
  await expect(page.getByRole('heading', { level: 1, name: 'Additional information' })).toBeVisible();
  await page.waitForTimeout(4_000); // past prefetchRoute's longest wait for an idle moment (3 s)

  expect(fetched).toBe(false);
});
