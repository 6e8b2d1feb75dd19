import { expect, type Page } from '@playwright/test';
import type { KycLang } from './journey';

const WORDS = {
  en: { heading: 'Credit history questionnaire', submit: 'Submit' },
  es: { heading: 'Cuestionario de historial crediticio', submit: 'Enviar' },
} as const;

/** `/auth/loan_question`: the 11 questions, each answered with its first choice, then Submit. */
export async function answerQuestionnaire(page: Page, lang: KycLang) {
  const w = WORDS[lang];
  await expect(page.getByRole('heading', { name: w.heading })).toBeVisible();
  const questions = page.getByRole('combobox');
  await expect(questions).toHaveCount(11);
  for (let i = 0; i < 11; i += 1) await questions.nth(i).selectOption({ index: 1 });
  await page.getByRole('button', { name: w.submit, exact: true }).click();
}
