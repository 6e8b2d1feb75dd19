import { test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import { fillAdditionalInfo } from './steps/additionalInfo';
import { fillBankCard } from './steps/bankCard';
import { acceptDisclosure } from './steps/disclosure';
import { confirmLoan, seeAssessing } from './steps/confirmLoan';
import { uploadIdAndFace } from './steps/identity';
import { expectOrderStep, expectRoute, openInWrapper, signUpAndApply } from './steps/journey';
import { fillPersonalInfo } from './steps/personalInfo';
import { answerQuestionnaire } from './steps/questionnaire';

/**
 * DESIGN: the app follows the order's step code, never a fixed sequence, so a server that asks for
 * the KYC steps in another order is followed as well. The sandbox is set to ask for them as
 * ID, questionnaire, personal info, bank card, additional info.
 */
test('a server that asks for the KYC steps in another order is followed step by step to assessing', async ({ page, sandbox }, testInfo) => {
  test.setTimeout(120_000);
  const mobile = nigerianMobile(testInfo);
  await openInWrapper(page, 'ng');
  await signUpAndApply(page, mobile, 'en', () => sandbox.setKycOrder(mobile, [12, 17, 6, 5, 11]));

  await expectRoute(page, '/auth/id_card_authentication');
  await expectOrderStep(sandbox, mobile, 12);
  await uploadIdAndFace(page, 'ng', 'en');

  await expectRoute(page, '/auth/loan_question');
  await expectOrderStep(sandbox, mobile, 17);
  await answerQuestionnaire(page, 'en');

  await expectRoute(page, '/auth/personal_infomation');
  await expectOrderStep(sandbox, mobile, 6);
  await fillPersonalInfo(page, 'ng', 'en');

  await expectRoute(page, '/bank_account/add_bankcard');
  await expectOrderStep(sandbox, mobile, 5);
  await fillBankCard(page, 'ng');

  await expectRoute(page, '/auth/additionalInfomation');
  await expectOrderStep(sandbox, mobile, 11);
  await fillAdditionalInfo(page, 'ng');

  await expectRoute(page, '/finish_loading');
  await expectOrderStep(sandbox, mobile, 19);
  await sandbox.setUploadMode(mobile, 'done');
  await acceptDisclosure(page, 'en');

  await expectRoute(page, '/borrow/confirm_borrow');
  await confirmLoan(page, 'en');
  await expectRoute(page, '/auth/review_tips');
  await seeAssessing(page, 'en');
  await expectOrderStep(sandbox, mobile, 1);
});
