import type { Page } from '@playwright/test';
import { loanPage } from '../../loan/loanPage';
import type { KycLang } from './journey';

/** `/borrow/confirm_borrow`: accept the agreement and submit the application. */
export async function confirmLoan(page: Page, lang: KycLang) {
  const loan = loanPage(page, lang);
  await loan.seeHeading(loan.words.confirmTitle);
  await page.getByRole('checkbox', { name: loan.words.accept }).check();
  await loan.button(loan.words.submitApplication).click();
}

/** The assessing screen (review tips): "We are reviewing your application". */
export async function seeAssessing(page: Page, lang: KycLang) {
  const loan = loanPage(page, lang);
  await loan.seeHeading(loan.words.assessing);
}
