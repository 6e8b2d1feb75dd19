import type { APIRequestContext, Page } from '@playwright/test';
import { startKycAs } from '../kyc/kycSession';
import { fillAdditionalInfo, ADDITIONAL_INFO_EXAMPLES } from '../kyc/steps/additionalInfo';
import { expectOrderStep, expectRoute } from '../kyc/steps/journey';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import type { SandboxClient } from '../support/sandbox';
import { countOf, holdApi, recordApiRequests, routeApi } from './wire';

/** FAULTS F2 for the KYC saves: a lost answer to `/user/submit` is reconciled with the latest order. */
const SUBMIT = '/user/submit';
const LATEST = '/loan/loan-order/latest';
const ADDITION = 11;
const IDENTITY_OCR = 12;

/** A new Nigerian borrower whose order is at Addition (11), on the additional-info screen. */
async function openAdditionalInfoAs(page: Page, request: APIRequestContext, sandbox: SandboxClient, mobile: string) {
  await startKycAs(page, request, 'ng', mobile, 'en');
  await sandbox.jumpToStep(mobile, ADDITION);
  await page.goto('/#/auth/additionalInfomation');
}

test.describe('faults: KYC step saves', () => {
  test('F2 connection drops after the server processed /user/submit: the latest order decides, on to ID, one submit', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await openAdditionalInfoAs(page, request, sandbox, mobile);
    const seen = recordApiRequests(page);
    await routeApi(page, SUBMIT, async (route) => {
      await route.fetch(); // the sandbox saves it and moves the order on...
      await route.abort('connectionreset'); // ...and the answer is lost
    });
    await fillAdditionalInfo(page, 'ng');
    await expectRoute(page, '/auth/id_card_authentication');
    expect(countOf(seen, SUBMIT), '/user/submit is not resent blindly').toBe(1);
    const submitAt = seen.findIndex((r) => r.path === SUBMIT);
    expect(seen.slice(submitAt).some((r) => r.path === LATEST), 'the latest order is read after the lost answer').toBe(true);
    await expectOrderStep(sandbox, mobile, IDENTITY_OCR);
  });

  test('a reload while /user/submit is on its way (a slow line, the WebView restarted) brings the form back as typed', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await openAdditionalInfoAs(page, request, sandbox, mobile);
    await routeApi(page, SUBMIT, () => new Promise(() => undefined)); // never answered: the reload cuts it
    await fillAdditionalInfo(page, 'ng');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /company name/i })).toHaveValue(ADDITIONAL_INFO_EXAMPLES.ng.companyName);
    await expect(page.getByRole('textbox', { name: /designation/i })).toHaveValue(ADDITIONAL_INFO_EXAMPLES.ng.designation);
    await expectOrderStep(sandbox, mobile, ADDITION);
  });

  test('F2 connection drops before the server saw /user/submit: "Checking your application…", values kept, Submit resends with the same key', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await openAdditionalInfoAs(page, request, sandbox, mobile);
    const seen = recordApiRequests(page);
    let drops = 1;
    await routeApi(page, SUBMIT, (route) => (drops-- > 0 ? route.abort('connectionreset') : route.fallback()));
    const releaseLatest = await holdApi(page, LATEST); // hold the check so the borrower can see it
    await fillAdditionalInfo(page, 'ng');
    await expect(page.getByText('Checking your application…')).toBeVisible();
    releaseLatest();
    // The order is still on additional info: the borrower is told, and the values stay for a resend.
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Checking your application…')).toBeHidden();
    await expect(page.getByRole('textbox', { name: /company name/i })).toHaveValue(ADDITIONAL_INFO_EXAMPLES.ng.companyName);
    await expectOrderStep(sandbox, mobile, ADDITION);
    expect(countOf(seen, SUBMIT)).toBe(1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectRoute(page, '/auth/id_card_authentication');
    expect(countOf(seen, SUBMIT), 'Submit resent it once').toBe(2);
    const keys = seen.filter((r) => r.path === SUBMIT).map((r) => r.headers['idempotency-key']);
    expect(keys[0], '/user/submit carries an idempotency key').toBeTruthy();
    expect(keys[1], 'the resend reuses it').toBe(keys[0]);
    await expectOrderStep(sandbox, mobile, IDENTITY_OCR);
  });
});
