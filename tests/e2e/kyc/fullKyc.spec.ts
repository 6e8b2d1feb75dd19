import { bridgeCalls } from '../support/bridgeStub';
import { expect, test } from '../support/fixtures';
import { mexicanMobile, nigerianMobile } from '../support/mobiles';
import { fillAdditionalInfo } from './steps/additionalInfo';
import { fillBankCard } from './steps/bankCard';
import { acceptDisclosure } from './steps/disclosure';
import { confirmLoan, seeAssessing } from './steps/confirmLoan';
import { uploadIdAndFace } from './steps/identity';
import { expectOrderStep, expectRoute, openInWrapper, signUpAndApply, type KycLang, type KycMarket } from './steps/journey';
import { fillPersonalInfo } from './steps/personalInfo';
import { answerQuestionnaire } from './steps/questionnaire';

/**
 * The whole KYC as a new borrower goes through it in the wrapper of each market, in each language:
 * after every step the app shows the screen of the order's next step and the sandbox has moved the
 * order's step code on (SPEC "Order step codes").
 */
/** Headings of the two screens whose page models belong to the bank-card and additional-info owner. */
const HEADINGS = {
  en: { additional: 'Additional information', bankCard: 'Add bank card' },
  es: { additional: 'Información adicional', bankCard: 'Agregar cuenta bancaria' },
} as const;

const JOURNEYS: Array<{ market: KycMarket; lang: KycLang }> = [
  { market: 'ng', lang: 'en' },
  { market: 'ng', lang: 'es' },
  { market: 'mx', lang: 'en' },
  { market: 'mx', lang: 'es' },
];

for (const { market, lang } of JOURNEYS) {
  test(`a new borrower completes the whole KYC and reaches assessing (${market}, ${lang})`, async ({ page, sandbox }, testInfo) => {
    test.setTimeout(120_000);
    const mobile = market === 'ng' ? nigerianMobile(testInfo) : mexicanMobile(testInfo);
    await openInWrapper(page, market);
    await signUpAndApply(page, mobile, lang);

    await expectRoute(page, '/auth/personal_infomation');
    await expectOrderStep(sandbox, mobile, 6);
    await fillPersonalInfo(page, market, lang);
    // SPEC section 7's analytics: each choice from a list by its field, never its value (FAULTS F52).
    const analytics = (await bridgeCalls(page)).filter((call) => call.action === 'logEventByAF').map((call) => call.params);
    expect(analytics).toContainEqual({ name: 'basicInfo_select_gender', values: {} });
    expect(analytics.every((event) => JSON.stringify((event as { values: unknown }).values) === '{}')).toBe(true);

    await expectRoute(page, '/auth/additionalInfomation');
    await expectOrderStep(sandbox, mobile, 11);
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS[lang].additional })).toBeVisible();
    await fillAdditionalInfo(page, market);

    await expectRoute(page, '/auth/id_card_authentication');
    await expectOrderStep(sandbox, mobile, 12);
    await uploadIdAndFace(page, market, lang);

    await expectRoute(page, '/auth/loan_question');
    await expectOrderStep(sandbox, mobile, 17);
    await answerQuestionnaire(page, lang);

    await expectRoute(page, '/bank_account/add_bankcard');
    await expectOrderStep(sandbox, mobile, 5);
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS[lang].bankCard })).toBeVisible();
    await fillBankCard(page, market);

    // The last step of a first order: the permissions disclosure, then the device data (the wrapper's).
    await expectRoute(page, '/finish_loading');
    await expectOrderStep(sandbox, mobile, 19);
    // The device data is there at once (the collection's waits are tests/e2e/kyc/disclosure.spec.ts's).
    await sandbox.setUploadMode(mobile, 'done');
    await acceptDisclosure(page, lang);

    await expectRoute(page, '/borrow/confirm_borrow');
    await confirmLoan(page, lang);

    await expectRoute(page, '/auth/review_tips');
    await seeAssessing(page, lang);
    await expectOrderStep(sandbox, mobile, 1);
    // The language chosen at the start held through every screen.
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}
