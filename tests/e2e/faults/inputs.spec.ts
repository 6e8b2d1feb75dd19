import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { mexicanMobile, nigerianMobile } from '../support/mobiles';
import { createSandboxClient } from '../support/sandbox';
import { startKycAs } from '../kyc/kycSession';
import { PERSONAL_WORDS, type Lang } from '../kyc/personalInfoPage';
import { ADDITIONAL_INFO_EXAMPLES } from '../kyc/steps/additionalInfo';
import { BANK_CARD_EXAMPLES } from '../kyc/steps/bankCard';
import { openPersonalInfo } from '../kyc/steps/personalInfo';
import { countOf, recordApiRequests } from './wire';

/**
 * FAULTS rows about what a borrower types, in the real forms: F38 (identifiers, published examples),
 * F43 (age boundary), F44 (names), F45 (email suggestions), F47 (language switch mid-wizard).
 * "Before submit" means the error shows when the borrower leaves the field, and nothing is sent.
 */
type Market = 'ng' | 'mx';

/** Opens a KYC screen directly by jumping the order to its step (sandbox control). */
async function openStep(page: Page, request: APIRequestContext, market: Market, mobile: string, stepCode: number, route: string) {
  await startKycAs(page, request, market, mobile, 'en');
  await createSandboxClient(request).jumpToStep(mobile, stepCode);
  await page.goto(`/#${route}`);
}

/** Types a value and leaves the field, as a borrower moving on to the next one. */
async function typeAndLeave(page: Page, name: string | RegExp, value: string) {
  const field = page.getByRole('textbox', { name, exact: typeof name === 'string' });
  await field.fill(value);
  await field.blur();
  return field;
}

const birthdayField = (page: Page, lang: Lang = 'en') => page.getByLabel(PERSONAL_WORDS[lang].birthday, { exact: true });

/** ISO date `years` before `iso` (same month and day; callers avoid 29 Feb). */
const yearsBefore = (iso: string, years: number) => `${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`;

test.describe('faults: inputs', () => {
  test.describe('F38 identifiers from published examples', () => {
    test('F38 CURP and RFC on additional info (mx): invalid ones flagged inline before submit; Ñ/& kept; a real RFC failing the checksum accepted with a warning', async ({
      page,
      request,
    }, testInfo) => {
      const mobile = mexicanMobile(testInfo);
      const seen = recordApiRequests(page);
      await openStep(page, request, 'mx', mobile, 11, '/auth/additionalInfomation');
      await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
      const curpError = page.getByText('The CURP format is incorrect: 18 letters and digits');
      const rfcError = page.getByText('The RFC must be 13 letters and digits');
      const rfcWarning = page.getByText('Please check your RFC: its last character does not match. You can still continue.');

      // CURP: python-stdnum's BEML920313HMCLNS09 with its check digit changed, then with month 13, then the real one.
      await typeAndLeave(page, 'CURP', 'BEML920313HMCLNS08');
      await expect(curpError).toBeVisible();
      await typeAndLeave(page, 'CURP', 'BEML921313HMCLNS09');
      await expect(curpError).toBeVisible();
      await typeAndLeave(page, 'CURP', ADDITIONAL_INFO_EXAMPLES.mx.curp);
      await expect(curpError).toHaveCount(0);

      // RFC: a date that does not exist is an error; the published persona física passes with no warning.
      await typeAndLeave(page, /^RFC/, 'GOAJ7113257MA');
      await expect(rfcError).toBeVisible();
      await typeAndLeave(page, /^RFC/, ADDITIONAL_INFO_EXAMPLES.mx.rfc);
      await expect(rfcError).toHaveCount(0);
      await expect(rfcWarning).toHaveCount(0);
      // Published RFCs with Ñ and & are personas morales (12 characters): the Ñ and & are kept as typed
      // (no silent mangling) and the field says why a borrower's own RFC needs 13 (SPEC section 5).
      for (const moral of ['MUÑ110218LJ6', 'B&D9605298Y3']) {
        const field = await typeAndLeave(page, /^RFC/, moral);
        await expect(field).toHaveValue(moral);
        await expect(rfcError).toBeVisible();
      }
      // Real, SAT-confirmed RFCs whose check digit does not validate (python-stdnum): a warning, never an error.
      for (const real of ['BABC300126Q66', 'COCA8007229UA', 'DEKR6305193Q2']) {
        await typeAndLeave(page, /^RFC/, real);
        await expect(rfcWarning).toBeVisible();
        await expect(rfcError).toHaveCount(0);
      }
      expect(countOf(seen, '/user/submit'), 'nothing sent while typing').toBe(0);

      // The borrower submits with the checksum-failing RFC: accepted.
      await page.getByRole('combobox', { name: 'Loan purpose' }).selectOption('education');
      await typeAndLeave(page, 'Company name', ADDITIONAL_INFO_EXAMPLES.mx.companyName);
      await typeAndLeave(page, 'Company phone', ADDITIONAL_INFO_EXAMPLES.mx.companyPhone);
      await typeAndLeave(page, 'Designation', ADDITIONAL_INFO_EXAMPLES.mx.designation);
      // A field this row is not about, when the screen has it.
      const workAddress = page.getByRole('textbox', { name: /work address/i });
      if (await workAddress.count()) await workAddress.fill('Av. Insurgentes Sur 1602, Benito Juárez');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).not.toHaveURL(/additionalInfomation/);
      expect(countOf(seen, '/user/submit')).toBe(1);
    });

    test('F38 CLABE on the bank card (mx): a wrong control digit flagged inline, the published CLABE accepted', async ({ page, request }, testInfo) => {
      const seen = recordApiRequests(page);
      await openStep(page, request, 'mx', mexicanMobile(testInfo), 5, '/bank_account/add_bankcard');
      await expect(page.getByRole('heading', { name: 'Add bank card' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Card type' }).selectOption('clabe');
      const clabeError = page.getByText('Enter a valid 18-digit CLABE');
      const valid = BANK_CARD_EXAMPLES.mx.accountNumber;
      await typeAndLeave(page, /^CLABE/, `${valid.slice(0, 17)}${(Number(valid.at(-1)) + 1) % 10}`);
      await expect(clabeError).toBeVisible();
      await typeAndLeave(page, /^CLABE/, valid.slice(0, 17));
      await expect(clabeError).toBeVisible();
      await typeAndLeave(page, /^CLABE/, valid);
      await expect(clabeError).toHaveCount(0);
      expect(countOf(seen, '/user/addBankCard'), 'nothing sent while typing').toBe(0);
    });

    test('F38 NUBAN on the bank card (ng): check digit and bank checked inline, published accounts accepted', async ({ page, request }, testInfo) => {
      const seen = recordApiRequests(page);
      await openStep(page, request, 'ng', nigerianMobile(testInfo), 5, '/bank_account/add_bankcard');
      await expect(page.getByRole('heading', { name: 'Add bank card' })).toBeVisible();
      const bank = page.getByRole('combobox', { name: 'Bank' });
      const nubanError = page.getByText('Enter a valid 10-digit account number for this bank');
      // Zifah's published example, valid for Zenith (057) ...
      await bank.selectOption(BANK_CARD_EXAMPLES.ng.bankCode);
      await typeAndLeave(page, /^Account number/, '5050114931');
      await expect(nubanError).toBeVisible();
      await typeAndLeave(page, /^Account number/, BANK_CARD_EXAMPLES.ng.accountNumber);
      await expect(nubanError).toHaveCount(0);
      // ... and not for Access (044): the check digit depends on the bank.
      await bank.selectOption('044');
      await page.getByRole('textbox', { name: /^Account number/ }).blur();
      await expect(nubanError).toBeVisible();
      // The CBN's own worked example for First Bank (011).
      await bank.selectOption('011');
      await typeAndLeave(page, /^Account number/, '0000014579');
      await expect(nubanError).toHaveCount(0);
      expect(countOf(seen, '/user/addBankCard'), 'nothing sent while typing').toBe(0);
    });

    test('F38 phone and email on personal info (ng): invalid ones flagged inline before Next', async ({ page, request }, testInfo) => {
      const seen = recordApiRequests(page);
      const form = await openPersonalInfo(page, request, 'ng', nigerianMobile(testInfo));
      await birthdayField(page).fill('1990-05-17');
      const phoneError = page.getByText('Enter a valid mobile number, digits only');
      const emailError = page.getByText('Email verification failed: the mailbox format is incorrect, it cannot contain spaces or other characters');
      // 0800 is a toll-free prefix, not a mobile one; WhatsApp numbers are digits only.
      for (const bad of ['08001234567', '0803123', '1234567890', '0803 123 4567']) {
        await typeAndLeave(page, form.words.whatsapp, bad);
        await expect(phoneError).toBeVisible();
      }
      // A number pasted in its international form stays whole, so the error is about what the borrower sees.
      await typeAndLeave(page, form.words.whatsapp, '+234 803 123 4567');
      await expect(page.getByRole('textbox', { name: form.words.whatsapp })).toHaveValue('+234 803 123 4567');
      await expect(phoneError).toBeVisible();
      for (const good of ['08031234567', '8031234567', '09061234567']) {
        await typeAndLeave(page, form.words.whatsapp, good);
        await expect(phoneError).toHaveCount(0);
      }
      for (const bad of ['chinedu@gmail', 'chinedu..okafor@gmail.com', 'chinedu@@gmail.com']) {
        await typeAndLeave(page, form.words.email, bad);
        await expect(emailError).toBeVisible();
      }
      await typeAndLeave(page, form.words.email, 'chinedu.okafor@gmail.com');
      await expect(emailError).toHaveCount(0);
      expect(countOf(seen, '/user/saveBasicInfo'), 'nothing sent').toBe(0);
    });
  });

  test.describe('F43 age boundary in UTC-6 (Mexico City)', () => {
    test.use({ timezoneId: 'America/Mexico_City' });

    test('F43 turns 18 today (UTC-6): refused one minute before local midnight, accepted one minute after; picker range 18 to 83 years', async ({
      page,
      request,
    }, testInfo) => {
      // Tomorrow (UTC), so the device clock stays near the sandbox's (it refuses a clock 36 h off).
      const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const birthday = yearsBefore(day, 18);
      // 05:59:30Z is 23:59:30 the day before in Mexico City (while already `day` in UTC).
      await page.clock.setFixedTime(new Date(`${day}T05:59:30Z`));
      const form = await openPersonalInfo(page, request, 'mx', mexicanMobile(testInfo));
      const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await expect(birthdayField(page)).toHaveAttribute('max', yearsBefore(dayBefore, 18));
      await expect(birthdayField(page)).toHaveAttribute('min', yearsBefore(dayBefore, 83));
      await birthdayField(page).fill(birthday);
      await birthdayField(page).blur();
      await expect(page.getByText('You must be at least 18 and under 83 years old')).toBeVisible();

      // 06:00:30Z is 00:00:30 on `day` in Mexico City: the 18th birthday. The draft comes back and is re-checked.
      await page.clock.setFixedTime(new Date(`${day}T06:00:30Z`));
      await page.reload();
      await form.seeHeading();
      await expect(birthdayField(page)).toHaveValue(birthday);
      await expect(birthdayField(page)).toHaveAttribute('max', birthday);
      await expect(birthdayField(page)).toHaveAttribute('min', yearsBefore(day, 83));
      await birthdayField(page).blur();
      await expect(page.getByText('You must be at least 18 and under 83 years old')).toHaveCount(0);
      // 83 years is the other end: one day older than that is refused.
      const tooOld = new Date(Date.parse(`${yearsBefore(day, 83)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await birthdayField(page).fill(tooOld);
      await birthdayField(page).blur();
      await expect(page.getByText('You must be at least 18 and under 83 years old')).toBeVisible();
      await birthdayField(page).fill(yearsBefore(day, 83));
      await expect(page.getByText('You must be at least 18 and under 83 years old')).toHaveCount(0);
    });
  });

  test.describe('F43 age boundary in UTC+1 (Lagos)', () => {
    test.use({ timezoneId: 'Africa/Lagos' });

    test('F43 turns 18 today (UTC+1): accepted just after local midnight, while it is still the day before in UTC', async ({ page, request }, testInfo) => {
      const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const birthday = yearsBefore(day, 18);
      const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      // 22:59:30Z the day before is 23:59:30 in Lagos: still 17.
      await page.clock.setFixedTime(new Date(`${dayBefore}T22:59:30Z`));
      const form = await openPersonalInfo(page, request, 'ng', nigerianMobile(testInfo));
      await birthdayField(page).fill(birthday);
      await birthdayField(page).blur();
      await expect(page.getByText('You must be at least 18 and under 83 years old')).toBeVisible();
      // 23:00:30Z is 00:00:30 on `day` in Lagos (UTC is still the day before): 18 today.
      await page.clock.setFixedTime(new Date(`${dayBefore}T23:00:30Z`));
      await page.reload();
      await form.seeHeading();
      await expect(birthdayField(page)).toHaveAttribute('max', birthday);
      await birthdayField(page).blur();
      await expect(page.getByText('You must be at least 18 and under 83 years old')).toHaveCount(0);
    });

    test('F43 a 29 February birthday: 18 on 1 March in a non-leap year, not on 28 February', async ({ page, request }, testInfo) => {
      await page.clock.setFixedTime(new Date('2026-02-28T12:00:00+01:00'));
      const form = await openPersonalInfo(page, request, 'ng', nigerianMobile(testInfo));
      await expect(birthdayField(page)).toHaveAttribute('max', '2008-02-28');
      await expect(birthdayField(page)).toHaveAttribute('min', '1943-02-28');
      await birthdayField(page).fill('2008-02-29');
      await birthdayField(page).blur();
      await expect(page.getByText('You must be at least 18 and under 83 years old')).toBeVisible();
      await page.clock.setFixedTime(new Date('2026-03-01T00:00:30+01:00'));
      await page.reload();
      await form.seeHeading();
      await expect(birthdayField(page)).toHaveAttribute('max', '2008-03-01');
      await expect(birthdayField(page)).toHaveValue('2008-02-29');
      await birthdayField(page).blur();
      await expect(page.getByText('You must be at least 18 and under 83 years old')).toHaveCount(0);
    });
  });

  test('F44 names with accents, ñ and apostrophes (mx): kept exactly as typed, no error, saved as typed', async ({ page, request }, testInfo) => {
    const seen = recordApiRequests(page);
    const form = await openPersonalInfo(page, request, 'mx', mexicanMobile(testInfo));
    const names = { first: 'José', middle: "D'Ángelo", last: 'Núñez Peña' };
    await typeAndLeave(page, form.words.firstName, names.first);
    await typeAndLeave(page, 'Middle name (optional)', names.middle);
    await typeAndLeave(page, form.words.lastName, names.last);
    await expect(form.text(form.words.firstName)).toHaveValue(names.first);
    await expect(page.getByRole('textbox', { name: 'Middle name (optional)' })).toHaveValue(names.middle);
    await expect(form.text(form.words.lastName)).toHaveValue(names.last);
    await expect(page.getByText('Use letters only; other characters are not allowed')).toHaveCount(0);
    // O'Neil with a typographic apostrophe, as phone keyboards type it.
    await typeAndLeave(page, form.words.lastName, 'O’Neil');
    await expect(form.text(form.words.lastName)).toHaveValue('O’Neil');
    await expect(page.getByText('Use letters only; other characters are not allowed')).toHaveCount(0);
    await typeAndLeave(page, form.words.lastName, names.last);
    expect(countOf(seen, '/user/saveBasicInfo')).toBe(0);
  });

  test('F44 names with accents where only a-z is allowed (ng): kept as typed and an explicit message, never silently changed', async ({
    page,
    request,
  }, testInfo) => {
    const form = await openPersonalInfo(page, request, 'ng', nigerianMobile(testInfo));
    await typeAndLeave(page, form.words.firstName, 'Chidìnma');
    await typeAndLeave(page, form.words.lastName, "O'Neil");
    await expect(form.text(form.words.firstName)).toHaveValue('Chidìnma');
    await expect(form.text(form.words.lastName)).toHaveValue("O'Neil");
    await expect(page.getByText('Use the letters A to Z only, without accents or other characters')).toHaveCount(2);
    await form.next();
    await expect(form.text(form.words.firstName), 'Next stays on the part with the message').toBeVisible();
    await typeAndLeave(page, form.words.firstName, 'Chidinma');
    await typeAndLeave(page, form.words.lastName, 'ONeil');
    await expect(page.getByText('Use the letters A to Z only, without accents or other characters')).toHaveCount(0);
  });

  test('F45 email: the suggestion list (gmail, yahoo, outlook) and the validator agree; a malformed address is refused with the reason', async ({
    page,
    request,
  }, testInfo) => {
    const form = await openPersonalInfo(page, request, 'ng', nigerianMobile(testInfo));
    await birthdayField(page).fill('1990-05-17');
    const email = form.text(form.words.email);
    // The borrower-friendlier reading (README): any well-formed address, so no domain restriction is claimed.
    await expect(page.getByText('Only gmail.com and yahoo.com addresses are accepted')).toHaveCount(0);
    await email.fill('chinedu.okafor');
    const offered = page.getByRole('group', { name: 'Email suggestions' }).getByRole('button');
    const suggestions = ['chinedu.okafor@gmail.com', 'chinedu.okafor@yahoo.com', 'chinedu.okafor@outlook.com'];
    await expect(offered).toHaveText(suggestions);
    const emailError = page.getByText('Email verification failed: the mailbox format is incorrect, it cannot contain spaces or other characters');
    for (const suggestion of suggestions) {
      await email.fill('chinedu.okafor');
      await page.getByRole('button', { name: suggestion }).click();
      await expect(email).toHaveValue(suggestion);
      await typeAndLeave(page, form.words.email, suggestion);
      await expect(emailError, `${suggestion} is accepted`).toHaveCount(0);
    }
    await typeAndLeave(page, form.words.email, 'user@@outlook.com');
    await expect(emailError).toBeVisible();
    await expect(email).toHaveValue('user@@outlook.com');
  });

  test('F47 language switch mid-wizard (en to es and back): the part and every input kept, messages re-localised', async ({ page, request }, testInfo) => {
    const en = PERSONAL_WORDS.en;
    const es = PERSONAL_WORDS.es;
    const form = await openPersonalInfo(page, request, 'ng', nigerianMobile(testInfo));
    await form.fillBasic({
      firstName: 'Chinedu', lastName: 'Okafor', birthday: '1990-05-17', whatsapp: '08031234567',
      email: 'chinedu.okafor@gmail.com', address: '', contact1Phone: '', contact2Phone: '',
    });
    await form.next();
    await form.select(en.residenceType).selectOption({ label: en.rented });
    await typeAndLeave(page, en.address, 'X');
    await expect(page.getByText('The address must be 2 to 100 characters')).toBeVisible();
    await expect(page.getByText('Step 2 of 4: Residence')).toBeVisible();

    await page.getByRole('button', { name: 'Change language to Español' }).click();
    await expect(page.getByRole('heading', { name: es.heading })).toBeVisible();
    await expect(page.getByText('Paso 2 de 4: Domicilio')).toBeVisible();
    await expect(page.getByText('La dirección debe tener de 2 a 100 caracteres')).toBeVisible();
    await expect(page.getByText('The address must be 2 to 100 characters')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: es.address, exact: true })).toHaveValue('X');
    await expect(page.getByRole('combobox', { name: es.residenceType, exact: true })).toHaveValue('rented');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');

    await page.getByRole('button', { name: 'Cambiar el idioma a English' }).click();
    await expect(page.getByRole('heading', { name: en.heading })).toBeVisible();
    await expect(page.getByText('Step 2 of 4: Residence')).toBeVisible();
    await expect(page.getByText('The address must be 2 to 100 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(form.text(en.firstName)).toHaveValue('Chinedu');
    await expect(form.text(en.email)).toHaveValue('chinedu.okafor@gmail.com');
  });
});
