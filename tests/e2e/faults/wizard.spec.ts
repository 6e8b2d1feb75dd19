import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { bridgeCalls, installFakeWrapper } from '../support/bridgeStub';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import { signInPage } from '../support/signInPage';
import { startKycAs } from '../kyc/kycSession';
import { personalInfoPage } from '../kyc/personalInfoPage';
import { countOf, recordApiRequests } from './wire';

/** A Nigerian borrower on the personal-info wizard's first part, first name typed. */
async function personalInfoStarted(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  await startKycAs(page, request, 'ng', nigerianMobile(testInfo), 'en');
  await page.goto('/#/auth/personal_infomation');
  const form = personalInfoPage(page, 'en');
  await form.seeHeading();
  await form.text(form.words.firstName).fill('Chinedu');
  return { form, next: page.getByRole('button', { name: form.words.next, exact: true }) };
}

/** FAULTS rows of the wizard and the wrapper: F3, F4, F25, F27, F32, F37. */
test.describe('faults: wizard, offline and bridge', () => {
  test('F4 offline in the middle of a wizard step: fields stay editable, draft kept, banner shown, back online clears it', async ({
    page,
    request,
    context,
  }, testInfo) => {
    const { form, next } = await personalInfoStarted(page, request, testInfo);
    await context.setOffline(true);
    // The app-wide banner and the wizard's own note by its Next button.
    await expect(page.getByText('You appear to be offline').first()).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(form.text(form.words.lastName)).toBeEditable();
    await form.text(form.words.lastName).fill('Okafor');
    await expect(form.text(form.words.firstName)).toHaveValue('Chinedu');
    const drafts = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')));
    expect(drafts.length, 'the draft is saved while offline').toBeGreaterThan(0);
    await context.setOffline(false);
    await expect(page.getByText('You appear to be offline')).toHaveCount(0);
    await expect(next).toBeEnabled();
    await expect(form.text(form.words.lastName)).toHaveValue('Okafor');
  });

  test('F4 after a reload: the wizard restored from its draft still notices going offline and coming back', async ({
    page,
    request,
    context,
  }, testInfo) => {
    const { form, next } = await personalInfoStarted(page, request, testInfo);
    await page.reload();
    await expect(form.text(form.words.firstName)).toHaveValue('Chinedu');
    await context.setOffline(true);
    await expect(next).toBeDisabled();
    await context.setOffline(false);
    await expect(next).toBeEnabled();
  });

  test('F27 corrupt, old-version, foreign or other-market draft: discarded, a fresh wizard from the server step code, no crash', async ({
    page,
    request,
  }, testInfo) => {
    await startKycAs(page, request, 'ng', nigerianMobile(testInfo), 'en');
    await page.goto('/#/auth/personal_infomation');
    const form = personalInfoPage(page, 'en');
    await form.seeHeading();
    await form.text(form.words.firstName).fill('Old');
    const draftKey = 'draft:personalInfo';
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), draftKey)).toContain('"Old"');
    const saved = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), draftKey)) ?? '') as {
      version: number;
      value: { context: { market: string; fields: Record<string, string> } };
    };
    expect(saved.value.context.market).toBe('ng');
    const withContext = (context: Record<string, unknown>) => JSON.stringify({ ...saved, value: { ...saved.value, context: { ...saved.value.context, ...context } } });

    /** Plants `raw` as the draft, reloads on home, and follows the server's step code into the wizard. */
    const reopenWith = async (raw: string) => {
      await page.evaluate(([key, value]) => {
        sessionStorage.setItem(key, value);
        history.replaceState(null, '', '#/'); // the reload starts on home, unseen by the router
      }, [draftKey, raw] as const);
      await page.reload();
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect.poll(() => new URL(page.url()).hash.split('?')[0], 'the route /latest names (step 6)').toBe('#/auth/personal_infomation');
      await form.seeHeading();
    };
    const storedFirstName = () =>
      page.evaluate((key) => {
        const raw = sessionStorage.getItem(key);
        return raw === null ? null : ((JSON.parse(raw) as { value: { context: { fields: { firstName: string } } } }).value.context.fields.firstName);
      }, draftKey);

    // The draft as saved is restored: what the variants below must not bring back.
    await reopenWith(JSON.stringify(saved));
    await expect(form.text(form.words.firstName)).toHaveValue('Old');

    const variants: Array<[string, string]> = [
      ['invalid JSON', '{not json'],
      ['an old version', JSON.stringify({ ...saved, version: saved.version - 1 })],
      ['a foreign shape', withContext({ fields: { firstName: 'Old' } })],
      ['another market', withContext({ market: 'mx' })],
    ];
    for (const [name, raw] of variants) {
      await reopenWith(raw);
      await expect(form.text(form.words.firstName), name).toBeEditable();
      await expect(form.text(form.words.firstName), name).toHaveValue('');
      expect(await storedFirstName(), `${name}: dropped from storage`).not.toBe('Old');
    }
    // No crash: the shared fixture fails the test on any uncaught page error.
  });

  test('F3 offline at cold start: an offline screen with Retry, no logout, the token kept; Retry loads the data once online', async ({
    page,
    context,
  }, testInfo) => {
    await installFakeWrapper(page);
    await page.goto('/#/user/register');
    const signIn = signInPage(page);
    await signIn.enterMobile(nigerianMobile(testInfo));
    await signIn.enterCode('123456', 'signUp');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // Leave the app before going offline: a call still made by the old page could switch the
    // network off before the new load had its page (1 failed run in 182: ERR_INTERNET_DISCONNECTED).
    const signedInUrl = page.url();
    await page.goto('about:blank');
    // The page itself comes from the wrapper's cache; every call it makes finds no network.
    let offline = true;
    await page.route(/\/(api|cou)\//, async (route) => {
      if (!offline) return route.fallback();
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    });
    await page.goto(signedInUrl);
    const offlineScreen = page.getByRole('region', { name: 'You are offline' });
    await expect(offlineScreen).toBeVisible();
    await expect(offlineScreen.getByText('You are still logged in and your information is saved')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    expect((await bridgeCalls(page)).filter((call) => call.action === 'logout')).toHaveLength(0);

    // Retry while still offline says so and stays.
    await offlineScreen.getByRole('button', { name: 'Retry' }).click();
    await expect(offlineScreen.getByText('Still no connection')).toBeVisible();

    offline = false;
    await context.setOffline(false);
    const seen = recordApiRequests(page);
    const answered: string[] = [];
    page.on('response', (response) => {
      if (/\/(api|cou)\//.test(response.url()) && response.ok()) answered.push(response.url());
    });
    await offlineScreen.getByRole('button', { name: 'Retry' }).click();
    await expect(offlineScreen).toBeHidden();
    await expect.poll(() => answered.length, 'the screen loads its data again').toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('You appear to be offline')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    expect((await bridgeCalls(page)).filter((call) => call.action === 'logout')).toHaveLength(0);
  });

  test('F25 Back on wizard step 1 (personal info) asks before leaving; Stay keeps the data, Leave goes back, the draft survives', async ({
    page,
    request,
  }, testInfo) => {
    await startKycAs(page, request, 'ng', nigerianMobile(testInfo), 'en');
    // An in-app history: "me", then the wizard, so Android Back has somewhere to go.
    await page.goto('/#/me');
    await page.evaluate(() => void (window.location.hash = '#/auth/personal_infomation'));
    const form = personalInfoPage(page, 'en');
    await form.seeHeading();
    await form.text(form.words.firstName).fill('Chinedu');

    await page.goBack();
    const prompt = page.getByRole('alertdialog', { name: 'Leave your application?' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText('What you entered stays saved on this phone.')).toBeVisible();
    expect(new URL(page.url()).hash).toMatch(/^#\/auth\/personal_infomation/);
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await expect(prompt).toBeHidden();
    await expect(form.text(form.words.firstName)).toHaveValue('Chinedu');

    await page.goBack();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/me');
    await expect(prompt).toBeHidden();
    await page.goForward();
    await form.seeHeading();
    await expect(form.text(form.words.firstName)).toHaveValue('Chinedu');
  });

  test('F32 bridge method throws: caught, no uncaught error, the app keeps working', async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      Object.assign(window, {
        AndroidBridge: {
          postMessage() {
            throw new Error('bridge exploded');
          },
        },
      });
    });
    await page.goto('/#/user/register');
    await signInPage(page).signUp(nigerianMobile(testInfo));
    await page.goto('/#/me');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('F37 third-party collection never completes: bounded polling, progress shown, a way out to support', async ({
    page,
    sandbox,
  }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    // A wrapper that starts native collection (result 1) whenever asked; the flags then never turn true.
    await installFakeWrapper(page, { timeSDK: { result: 1 } });
    await page.clock.install();
    await page.goto('/#/user/register');
    await signInPage(page).signUp(mobile);
    await sandbox.jumpToStep(mobile, 19);
    await sandbox.setUploadMode(mobile, 'stuck');
    const seen = recordApiRequests(page);
    await page.goto('/#/finish_loading');
    await page.getByRole('checkbox', { name: 'I have read and agree to the use of these permissions' }).check();
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page.getByRole('progressbar', { name: 'Device data' })).toBeVisible();
    // Small steps, so an in-flight poll never meets its own 60 s timeout inside one jump.
    for (let step = 0; step < 60 && !(await page.getByText(/This is taking longer than expected/).isVisible()); step += 1) {
      await page.clock.fastForward(5_000);
      await page.waitForTimeout(250);
    }
    await expect(page.getByText(/This is taking longer than expected/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact customer services' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    const polls = countOf(seen, '/time/upload/uploadStatus');
    for (let step = 0; step < 24; step += 1) await page.clock.fastForward(5_000);
    await page.waitForTimeout(500);
    expect(countOf(seen, '/time/upload/uploadStatus'), 'polling stopped').toBe(polls);
    expect(polls, "the first check, then at most MAX_POLLS (6) polls").toBeLessThanOrEqual(7);
  });
});
