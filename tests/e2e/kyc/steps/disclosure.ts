import { expect, type Page } from '@playwright/test';
import type { KycLang } from './journey';

const WORDS = {
  en: { dialog: 'Permissions we ask for', agreement: 'I have read and agree to the use of these permissions', agree: 'I agree' },
  es: { dialog: 'Permisos que solicitamos', agreement: 'He leído y acepto el uso de estos permisos', agree: 'Acepto' },
} as const;

/** The permissions disclosure of the finishing step (SPEC section 6): ticked and accepted, as the borrower must to go on. */
export async function acceptDisclosure(page: Page, lang: KycLang) {
  const words = WORDS[lang];
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: words.agreement }).check();
  await dialog.getByRole('button', { name: words.agree }).click();
  await expect(dialog).toBeHidden();
}
