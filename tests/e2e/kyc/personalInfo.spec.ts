import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { mexicanMobile, nigerianMobile } from '../support/mobiles';
import { startKycAs } from './kycSession';
import { personalInfoPage, type Borrower } from './personalInfoPage';
import { BORROWERS, fillPersonalInfo, openPersonalInfo } from './steps/personalInfo';

const NG_BORROWER: Borrower = BORROWERS.ng;

/** Every field of the part on screen, by its label: what the borrower sees typed and chosen. */
function partValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const values: Record<string, string> = {};
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('main input, main select, main textarea')) {
      const label = field.labels?.[0]?.textContent?.trim() || field.name || field.id;
      values[label] = field.value;
    }
    return values;
  });
}

/** Reloads the WebView and checks the part comes back with every value as it was. */
async function reloadKeepsEverything(page: Page, typed: string[]) {
  const before = await partValues(page);
  for (const value of typed) expect(Object.values(before), `"${value}" on screen before the reload`).toContain(value);
  await page.reload();
  await expect.poll(() => partValues(page)).toEqual(before);
}

test.describe('personal information wizard', () => {
  test('F26 a reload in the middle of personal info restores every field typed (ng, en)', async ({ page, request }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    const form = await openPersonalInfo(page, request, 'ng', mobile, 'en');

    await form.fillBasic(NG_BORROWER);
    await page.reload();
    await expect(form.text(form.words.firstName)).toHaveValue('Chinedu');
    await expect(form.email()).toHaveValue('chinedu.okafor@gmail.com');
    await expect(form.select(form.words.gender)).toHaveValue('1');

    await form.next();
    await form.fillResidence(NG_BORROWER);
    await page.reload();
    await expect(form.text(form.words.address)).toHaveValue(NG_BORROWER.address);

    // Back (hash history) returns to the previous part with its data intact.
    await page.goBack();
    await expect(form.text(form.words.firstName)).toHaveValue('Chinedu');
    await form.next();
    await expect(form.text(form.words.address)).toHaveValue(NG_BORROWER.address);
  });

  test('F25 Next, the on-screen Back, then Android Back asks once, and Leave leaves', async ({ page, request }, testInfo) => {
    await startKycAs(page, request, 'ng', nigerianMobile(testInfo), 'en');
    // An in-app history: "me", then personal information, so Back has somewhere to go.
    await page.goto('/#/me');
    await page.evaluate(() => void (window.location.hash = '#/auth/personal_infomation'));
    const form = personalInfoPage(page, 'en');
    await form.seeHeading();
    await form.fillBasic(NG_BORROWER);
    await form.next();
    await expect(form.select(form.words.residenceType)).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(form.text(form.words.firstName)).toHaveValue(NG_BORROWER.firstName);

    await page.goBack();
    const prompt = page.getByRole('alertdialog', { name: 'Leave your application?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/#\/me$/);
  });

  for (const { market, lang } of [
    { market: 'ng', lang: 'en' },
    { market: 'mx', lang: 'es' },
  ] as const) {
    test(`F26 a reload in each part restores every field typed and chosen (${market}, ${lang})`, async ({ page, request }, testInfo) => {
      const mobile = market === 'ng' ? nigerianMobile(testInfo) : mexicanMobile(testInfo);
      const b = BORROWERS[market];
      const form = await openPersonalInfo(page, request, market, mobile, lang);
      await form.fillBasic(b);
      await reloadKeepsEverything(page, [b.firstName, b.lastName, b.birthday, b.whatsapp, b.email, '1']);
      await form.next();
      await form.fillResidence(b);
      await reloadKeepsEverything(page, [b.address]);
      await form.next();
      await form.fillWork();
      await reloadKeepsEverything(page, ['25']);
      await form.next();
      await form.fillContacts(b);
      await reloadKeepsEverything(page, ['Ada Parent', 'Bola Friend']);
      // And the earlier parts are still there behind the reloads.
      await page.goBack();
      await page.goBack();
      await page.goBack();
      await expect(form.text(form.words.firstName)).toHaveValue(b.firstName);
      await expect(form.email()).toHaveValue(b.email);
    });
  }

  test('inline errors show before submit and Next stays on the part (ng, en)', async ({ page, request }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await startKycAs(page, request, 'ng', mobile, 'en');
    await page.goto('/#/auth/personal_infomation');
    const form = personalInfoPage(page, 'en');
    await form.next();
    await expect(page.getByText('Please input your name').first()).toBeVisible();
    await expect(page.getByText('Please select your gender')).toBeVisible();
    await form.text(form.words.firstName).fill('Ch');
    await form.text(form.words.lastName).click();
    await expect(page.getByText('The name must have at least 3 letters')).toBeVisible();
  });

  test('each part starts at its top with the heading focused, not where Next was tapped (ng, en)', async ({ page, request }, testInfo) => {
    const form = await openPersonalInfo(page, request, 'ng', nigerianMobile(testInfo), 'en');
    await form.fillBasic(BORROWERS.ng);
    await form.next();
    await form.fillResidence(BORROWERS.ng);
    await form.next();
    await form.fillWork();
    // The work part is taller than the screen: Next is at its bottom.
    await page.getByRole('button', { name: form.words.next }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await form.next();
    await expect(page.getByText('Step 4 of 4')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { name: form.words.heading })).toBeFocused();
  });

  test('a missing field above the screen: Next brings it into view, focused, with its error (ng, en)', async ({ page, request }, testInfo) => {
    const form = await openPersonalInfo(page, request, 'ng', nigerianMobile(testInfo), 'en');
    // Everything but the first name: the birthday brings five more fields, so Next sits far below it.
    await form.fillBasic(BORROWERS.ng);
    await form.text(form.words.firstName).fill('');
    await page.getByRole('button', { name: form.words.next }).scrollIntoViewIfNeeded();
    await expect(form.text(form.words.firstName)).not.toBeInViewport();
    await form.next();
    const firstName = form.text(form.words.firstName);
    await expect(firstName).toBeFocused();
    await expect(firstName).toBeInViewport();
    await expect(page.getByText('Please input your name')).toBeInViewport();
    await expect(firstName).toHaveAccessibleDescription('Please input your name');
  });

  for (const { market, lang } of [
    { market: 'ng', lang: 'en' },
    { market: 'mx', lang: 'es' },
  ] as const) {
    test(`a new borrower completes personal info and goes on to the next step (${market}, ${lang})`, async ({ page, request, sandbox }, testInfo) => {
      const mobile = market === 'ng' ? nigerianMobile(testInfo) : mexicanMobile(testInfo);
      await startKycAs(page, request, market, mobile, lang);
      await page.goto('/#/auth/personal_infomation');
      await fillPersonalInfo(page, market, lang);
      await expect(page).toHaveURL(/#\/auth\/additionalInfomation/);
      const user = (await sandbox.getUser(mobile)) as { orders: { stepCode: number }[] };
      expect(user.orders[0]?.stepCode).toBe(11);
      // Back to the step just saved, from the next one: what was sent is there to read or correct, not an empty form.
      await expect(page.getByRole('heading', { level: 1, name: lang === 'es' ? 'Información adicional' : 'Additional information' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/#\/auth\/personal_infomation/);
      const form = personalInfoPage(page, lang);
      await expect(form.text(form.words.contactName(1))).not.toHaveValue('');
      // The wizard's own Back, part by part, to the first: every part as sent.
      const back = page.getByRole('button', { name: lang === 'es' ? 'Volver' : 'Back', exact: true });
      for (let part = 0; part < 3; part += 1) await back.click();
      await expect(form.text(form.words.firstName)).toHaveValue(BORROWERS[market].firstName);
    });
  }
});
