import type { Page } from '@playwright/test';

export type KycMarket = 'ng' | 'mx';

/**
 * Valid published example values for the additional-information screen (`/auth/additionalInfomation`).
 * CURP: python-stdnum tests/test_mx_curp.doctest (BEML920313HMCLNS09). RFC: python-stdnum
 * tests/test_mx_rfc.doctest, persona física with a valid check digit (GOAJ7101257MA).
 */
export const ADDITIONAL_INFO_EXAMPLES = {
  ng: { companyName: 'Allen Foods Ltd', companyPhone: '08031234567', designation: 'Accountant', workAddress: '12 Allen Avenue, Ikeja' },
  mx: {
    companyName: 'Abarrotes Núñez SA',
    companyPhone: '5512345678',
    designation: 'Contador',
    workAddress: 'Av. Universidad 1200, Coyoacán',
    curp: 'BEML920313HMCLNS09',
    rfc: 'GOAJ7101257MA',
  },
} as const;

/**
 * Fills every required field of the additional-information screen by accessible name (en or es)
 * and presses Submit (unless told not to). Selects are chosen by option value, so the language
 * does not matter.
 */
export async function fillAdditionalInfo(page: Page, market: KycMarket, { submit = true } = {}): Promise<void> {
  const values = ADDITIONAL_INFO_EXAMPLES[market];
  await page.getByRole('combobox', { name: /loan purpose|propósito del préstamo/i }).selectOption('education');
  await page.getByRole('textbox', { name: /company name|nombre de la empresa/i }).fill(values.companyName);
  await page.getByRole('textbox', { name: /company phone|teléfono de la empresa/i }).fill(values.companyPhone);
  await page.getByRole('textbox', { name: /designation|puesto/i }).fill(values.designation);
  await page.getByRole('textbox', { name: /^(work address|dirección del trabajo)$/i }).fill(values.workAddress);
  if (market === 'mx') {
    const mx = ADDITIONAL_INFO_EXAMPLES.mx;
    await page.getByRole('textbox', { name: /^curp$/i }).fill(mx.curp);
    await page.getByRole('textbox', { name: /^rfc/i }).fill(mx.rfc);
  }
  if (submit) await submitAdditionalInfo(page);
}

export async function submitAdditionalInfo(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(submit|enviar)$/i }).click();
}
