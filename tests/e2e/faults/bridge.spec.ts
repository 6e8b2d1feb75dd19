import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { bridgeCalls, installFakeWrapper, type RecordedBridgeCall } from '../support/bridgeStub';
import { expect, test } from '../support/fixtures';
import { mexicanMobile, nigerianMobile } from '../support/mobiles';
import { startKycAs } from '../kyc/kycSession';
import { reachContactsPart } from '../kyc/steps/personalInfo';

/**
 * FAULTS rows about the native bridge and the contact picker: F33, F34, F35, F36. The wrapper is
 * the fake of tests/e2e/support/bridgeStub.ts: it records every message and answers nothing by
 * itself; each test answers (or not) through `window.__onNativeMessage`, as the wrapper would.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const NO_CONTACT = 'No contact selected. You can type the name and number.';

/** Signs a borrower up, then fills the first three parts so the contacts part is on screen. */
async function openContactsPart(page: Page, request: APIRequestContext, testInfo: TestInfo, mobile = nigerianMobile(testInfo), inWrapper = true) {
  if (inWrapper) await installFakeWrapper(page);
  await startKycAs(page, request, 'ng', mobile, 'en');
  await page.goto('/#/auth/personal_infomation');
  const form = await reachContactsPart(page, 'ng', 'en');
  await expect(pickButton(page, 1)).toBeVisible();
  return form;
}

const pickButton = (page: Page, index: 1 | 2) => page.getByRole('button', { name: `Pick contact ${index} from phone` });

async function pickRequests(page: Page): Promise<RecordedBridgeCall[]> {
  return (await bridgeCalls(page)).filter((call) => call.action === 'selectContact');
}

/** The id of the newest `selectContact` request, once it has been sent. */
async function lastPickId(page: Page): Promise<string> {
  await expect.poll(async () => (await pickRequests(page)).length).toBeGreaterThan(0);
  const last = (await pickRequests(page)).at(-1);
  expect(last?.id, 'a request that expects an answer carries a correlation id').toBeTruthy();
  return last?.id as string;
}

/** What the wrapper sends back: `{id, ok, data}` through `__onNativeMessage`. */
async function answer(page: Page, id: string, data: unknown) {
  await page.evaluate(
    ([json]) => (window as unknown as { __onNativeMessage: (json: string) => void }).__onNativeMessage(json),
    [JSON.stringify({ id, ok: true, data })] as const,
  );
}

async function pickContact(page: Page, index: 1 | 2, data: unknown) {
  const before = (await pickRequests(page)).length;
  await pickButton(page, index).click();
  await expect.poll(async () => (await pickRequests(page)).length).toBe(before + 1);
  await answer(page, await lastPickId(page), data);
  await expect(pickButton(page, index)).toBeEnabled();
}

test.describe('the wrapper names the app: its package name in local storage (docs/bridge.md)', () => {
  test('a wrapper that writes it late still names its market from the next load: the page never stores a default of its own', async ({ page }) => {
    await installFakeWrapper(page);
    await page.goto('/#/user/login');
    await expect(page.getByText(/(Country code|Código de país) \+234/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('packageName')), 'no Nigerian default stored inside the wrapper').toBeNull();
    // The Mexican wrapper writes its keys once the page has loaded (onPageFinished), then the app reloads.
    await page.evaluate(() => localStorage.setItem('packageName', 'com.swiftcash.mx'));
    await page.reload();
    await expect(page.getByText(/(Country code|Código de país) \+52/)).toBeVisible();
  });
});

test.describe('faults: the native bridge and the contact picker', () => {
  test('F33 the contact picker never calls back: after 30 s back to idle, "No contact selected", manual entry allowed', async ({
    page,
    request,
  }, testInfo) => {
    await page.clock.install();
    const form = await openContactsPart(page, request, testInfo);
    await pickButton(page, 1).click();
    const [call] = await pickRequests(page);
    expect(call?.params).toEqual({ isSelectContact: true, selectContactIndex: 1 });
    // Typing is allowed while the picker is open.
    await expect(form.text(form.words.contactName(1))).toBeEditable();

    await page.clock.fastForward(29_000);
    await expect(page.getByText(NO_CONTACT)).toBeHidden();
    await page.clock.fastForward(2_000);
    await expect(page.getByText(NO_CONTACT)).toBeVisible();
    await expect(pickButton(page, 1)).toBeEnabled();
    await expect(page.getByTestId('loading-overlay')).toBeHidden();

    await form.text(form.words.contactName(1)).fill('Ada Parent');
    await form.text(form.words.contactPhone(1)).fill('08051234567');
    await expect(form.text(form.words.contactName(1))).toHaveValue('Ada Parent');
    await expect(form.text(form.words.contactPhone(1))).toHaveValue('08051234567');
    // The answer that comes after the page gave up is ignored: it does not overwrite what was typed.
    await answer(page, call?.id as string, { phone: '08099999999', name: 'Too Late' });
    await expect(form.text(form.words.contactName(1))).toHaveValue('Ada Parent');
    expect(await pickRequests(page), 'no retry behind the borrower’s back').toHaveLength(1);
  });

  test('F34 the picker calls back twice: the duplicate answer is ignored', async ({ page, request }, testInfo) => {
    const form = await openContactsPart(page, request, testInfo);
    await pickButton(page, 1).click();
    const id = await lastPickId(page);
    await answer(page, id, { phone: '08051234567', name: 'Ada Parent' });
    await answer(page, id, { phone: '08099999999', name: 'Mallory Duplicate' });
    await expect(form.text(form.words.contactName(1))).toHaveValue('Ada Parent');
    await expect(form.text(form.words.contactPhone(1))).toHaveValue('8051234567');

    // The next pick gets its own id; a replay of the first answer does not land in contact 2.
    await pickButton(page, 2).click();
    const second = await lastPickId(page);
    expect(second).not.toBe(id);
    await answer(page, id, { phone: '08099999999', name: 'Mallory Replay' });
    await answer(page, second, { phone: '08121234567', name: 'Bola Friend' });
    await expect(form.text(form.words.contactName(2))).toHaveValue('Bola Friend');
    await expect(form.text(form.words.contactName(1))).toHaveValue('Ada Parent');
    await expect(page.getByText('Mallory')).toHaveCount(0);
  });

  test('F34 the picker answers late, after the borrower went back: the stale result is ignored', async ({ page, request }, testInfo) => {
    const form = await openContactsPart(page, request, testInfo);
    await pickButton(page, 1).click();
    const stale = await lastPickId(page);
    // Android Back (hash history) while the picker is open: the previous part, not stuck on contacts.
    await page.goBack();
    await expect(form.select(form.words.employment)).toBeVisible();
    await page.waitForTimeout(5_000);
    await answer(page, stale, { phone: '08099999999', name: 'Stale Pick' });
    await form.next();
    await expect(pickButton(page, 1)).toBeEnabled();
    await expect(form.text(form.words.contactName(1))).toHaveValue('');
    await expect(form.text(form.words.contactPhone(1))).toHaveValue('');
    // The picker still works afterwards, with a new id.
    await pickContact(page, 1, { phone: '08051234567', name: 'Ada Parent' });
    expect(await lastPickId(page)).not.toBe(stale);
    await expect(form.text(form.words.contactName(1))).toHaveValue('Ada Parent');
  });

  test('F34 the picker answers late, after the borrower left the screen: ignored, the draft is not corrupted', async ({
    page,
    request,
  }, testInfo) => {
    const form = await openContactsPart(page, request, testInfo);
    await form.text(form.words.contactName(2)).fill('Bola Friend');
    await pickButton(page, 1).click();
    const stale = await lastPickId(page);
    await page.goto('/#/me');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await answer(page, stale, { phone: '08099999999', name: 'Stale Pick' });
    await page.goto('/#/auth/personal_infomation');
    await expect(pickButton(page, 1)).toBeEnabled();
    await expect(form.text(form.words.contactName(1))).toHaveValue('');
    await expect(form.text(form.words.contactName(2))).toHaveValue('Bola Friend');
  });

  const ODD_FORMATS = [
    { phone: '+234 0803 456 7890', national: '8034567890' },
    { phone: '(0803) 456-7890', national: '8034567890' },
    { phone: '23408034567890', national: '8034567890' },
    { phone: '234 803 456 7890', national: '8034567890' },
  ] as const;
  for (const { phone, national } of ODD_FORMATS) {
    test(`F35 a picked phone in an odd format (${phone}) is normalised to ${national}`, async ({ page, request }, testInfo) => {
      const form = await openContactsPart(page, request, testInfo);
      await pickContact(page, 1, { phone, name: 'Ada Parent' });
      await expect(form.text(form.words.contactPhone(1))).toHaveValue(national);
      await expect(page.getByText('Enter a valid mobile number for this contact')).toHaveCount(0);
      await expect(page.getByText('The picked number is not a valid mobile number')).toHaveCount(0);
    });
  }

  test('F35 a picked name with emoji is kept whole, not cut in the middle of a character', async ({ page, request }, testInfo) => {
    const form = await openContactsPart(page, request, testInfo);
    const name = `Mama 👩🏾‍🍳 Ngozi ${'🌟'.repeat(30)}`;
    await pickContact(page, 1, { phone: '0803 456 7890', name });
    const kept = await form.text(form.words.contactName(1)).inputValue();
    expect(kept.startsWith('Mama 👩🏾‍🍳 Ngozi')).toBe(true);
    expect(LONE_SURROGATE.test(kept), 'no lone surrogate (half an emoji)').toBe(false);
    await expect(form.text(form.words.contactPhone(1))).toHaveValue('8034567890');
  });

  test('F35 a picked phone that is still invalid after normalising shows a field error', async ({ page, request }, testInfo) => {
    const form = await openContactsPart(page, request, testInfo);
    await pickContact(page, 1, { phone: '+234 12345', name: 'Ada Parent' });
    await expect(page.getByText('The picked number is not a valid mobile number. Please check it.')).toBeVisible();
    await expect(page.getByText('Enter a valid mobile number for this contact')).toBeVisible();
    await expect(form.text(form.words.contactPhone(1))).toHaveAttribute('aria-invalid', 'true');
    await form.text(form.words.contactPhone(1)).fill('0805 123 4567');
    await expect(page.getByText('Enter a valid mobile number for this contact')).toHaveCount(0);
  });

  test('F35 the same phone picked twice (in two formats) or the same relation is rejected', async ({ page, request, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    const form = await openContactsPart(page, request, testInfo, mobile);
    await pickContact(page, 1, { phone: '0803 456 7890', name: 'Ada Parent' });
    await pickContact(page, 2, { phone: '+234 803-456-7890', name: 'Ada Again' });
    await form.select(form.words.contactRelation(1)).selectOption({ label: form.words.parent });
    await form.select(form.words.contactRelation(2)).selectOption({ label: form.words.parent });
    await form.submit();
    await expect(page.getByText('Repeated contacts: the two phone numbers must differ')).toBeVisible();
    await expect(page.getByText('The two contacts must have different relationships')).toBeVisible();
    const user = (await sandbox.getUser(mobile)) as { orders: { stepCode: number }[] } | null;
    expect(user?.orders[0]?.stepCode, 'nothing was submitted').toBe(6);
    // Fixing both lets the borrower submit.
    await pickContact(page, 2, { phone: '0812 123 4567', name: 'Bola Friend' });
    await form.select(form.words.contactRelation(2)).selectOption({ label: form.words.friend });
    await expect(page.getByText('Repeated contacts: the two phone numbers must differ')).toHaveCount(0);
    await expect(page.getByText('The two contacts must have different relationships')).toHaveCount(0);
    await form.submit();
    await expect(page).toHaveURL(/#\/auth\/additionalInfomation/);
  });

  test('inside the wrapper a ?market= link does not switch the market (its package name is the encryption key)', async ({ page }) => {
    await installFakeWrapper(page);
    await page.goto('/?market=mx#/user/login');
    // Nigeria's login, in English; Mexico's would open in Spanish with 'Código de país +52'.
    await expect(page.getByText(/(Country code|Código de país) \+234/)).toBeVisible();
    // Nothing stored either: the package name is the wrapper's to write.
    expect(await page.evaluate(() => localStorage.getItem('packageName'))).toBeNull();
  });

  test('a plain browser (no wrapper): picking a contact asks to run the App, and the contact can be typed', async ({
    page,
    request,
  }, testInfo) => {
    const form = await openContactsPart(page, request, testInfo, nigerianMobile(testInfo), false);
    await pickButton(page, 1).click();
    await expect(page.getByText('Please run in the App to pick from your contacts. Here, type the name and number.')).toBeVisible();
    await form.text(form.words.contactName(1)).fill('Ada Parent');
    await form.text(form.words.contactPhone(1)).fill('08051234567');
    await expect(form.text(form.words.contactPhone(1))).toHaveValue('08051234567');
    await expect(pickButton(page, 1)).toBeEnabled();
  });

  test('F36 contacts permission denied: one request, a clear explanation, manual entry, no permission loop', async ({
    page,
    request,
  }, testInfo) => {
    const form = await openContactsPart(page, request, testInfo);
    await pickContact(page, 1, { result: 'denied' });
    await expect(page.getByText('Contacts permission was denied. You can type the name and number.')).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(await pickRequests(page), 'the page does not ask again by itself').toHaveLength(1);
    await form.text(form.words.contactName(1)).fill('Ada Parent');
    await form.text(form.words.contactPhone(1)).fill('08051234567');
    await form.text(form.words.contactName(1)).blur();
    await expect(form.text(form.words.contactPhone(1))).toHaveValue('08051234567');
    // Asking again is the borrower's choice, one tap, one request.
    await pickButton(page, 1).click();
    await expect.poll(async () => (await pickRequests(page)).length).toBe(2);
  });

  test('F36 camera permission denied: the page never asks for the camera itself, the ID photo can be chosen from the gallery', async ({
    page,
    request,
    context,
    sandbox,
  }, testInfo) => {
    await context.clearPermissions();
    // Counts any attempt of the page to open the camera (which would prompt, and could loop on a refusal).
    await page.addInitScript(() => {
      const host = window as unknown as { __cameraRequests: number };
      host.__cameraRequests = 0;
      const media = navigator.mediaDevices;
      if (media) {
        media.getUserMedia = () => {
          host.__cameraRequests += 1;
          return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
        };
      }
    });
    const mobile = mexicanMobile(testInfo);
    await startKycAs(page, request, 'mx', mobile, 'en');
    await sandbox.jumpToStep(mobile, 12);
    await page.goto('/#/auth/id_card_authentication');
    const back = page.getByLabel('Back of your ID card');
    await expect(back).toBeEnabled();
    // The ID photos are a file choice (no `capture`): the gallery is the manual alternative to the camera.
    await expect(back).not.toHaveAttribute('capture');
    await back.setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await expect(page.getByText('Uploaded').first()).toBeVisible();
    await expect(page.getByLabel('Front of your ID card')).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { __cameraRequests: number }).__cameraRequests)).toBe(0);
  });

  test('F36 location (device data) permission denied: no loop, continue without it, explained', async ({ page, request, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    // A wrapper whose data collection is refused (the borrower denied location and the rest).
    await installFakeWrapper(page, { timeSDK: { result: 'denied' } });
    await startKycAs(page, request, 'ng', mobile, 'en');
    await sandbox.jumpToStep(mobile, 19);
    await page.goto('/#/');
    await page.goto('/#/finish_loading');
    // The permissions disclosure: tick the agreement, then agree.
    await page.getByRole('dialog').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page.getByText('Your phone could not collect the data')).toBeVisible();
    // The wrapper does not say which permission it was refused: the page names what the data needs, and where to allow it.
    await expect(
      page.getByText('SwiftCash needs these permissions: Installed apps, SMS, Photos and media, Phone (device information), Contacts, and Location.'),
    ).toBeVisible();
    await expect(page.getByText(/open Android Settings > Apps > SwiftCash > Permissions, then tap Try again/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    await page.waitForTimeout(2_000);
    const timeSdk = (await bridgeCalls(page)).filter((call) => call.action === 'timeSDK');
    expect(timeSdk, 'asked once, never again by itself').toHaveLength(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The order is still at FinishLoading (19): the latest order sends the borrower on to the loan confirmation.
    await expect(page).toHaveURL(/#\/borrow\/confirm_borrow/);
    // A waypoint: Back does not return to the failed collection.
    await page.goBack();
    await expect(page).toHaveURL(/#\/$/);
  });
});
