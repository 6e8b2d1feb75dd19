import type { Page } from '@playwright/test';
import type { SandboxClient } from '../../support/sandbox';
import type { KycMarket } from './additionalInfo';

/**
 * Valid published example values for the bank-card screen (`/bank_account/add_bankcard`).
 * NUBAN: 5050114930 is valid for Zenith Bank (CBN code 057) (Zifah/Nigeria-Bank-Account-NUBAN-Algorithm
 * README). CLABE: 002115016003269411, Banamex (django-localflavor MXCLABEField tests). CURP:
 * BEML920313HMCLNS09 (python-stdnum tests/test_mx_curp.doctest).
 */
export const BANK_CARD_EXAMPLES = {
  ng: { bankCode: '057', bankName: 'Zenith Bank', accountNumber: '5050114930', holderName: 'Chinedu Okafor', bvn: '22212345678' },
  mx: { cardType: 'clabe', accountNumber: '002115016003269411', bankName: 'Banamex', holderName: 'José Núñez', curp: 'BEML920313HMCLNS09' },
} as const;

/**
 * Fills every required field of the bank-card screen by accessible name (en or es), presses Submit,
 * and confirms the looked-up account (Nigeria: holder name; CLABE: bank) with "Add this account".
 * Resolves once the card was sent (the screen then moves on by itself to the order's next step).
 */
export async function fillBankCard(page: Page, market: KycMarket): Promise<void> {
  await enterBankCard(page, market);
  await page.getByRole('button', { name: ADD_THIS_ACCOUNT }).click();
}

/** Fills every required field and presses Submit; the screen then shows the looked-up account to confirm. */
export async function enterBankCard(page: Page, market: KycMarket): Promise<void> {
  if (market === 'ng') {
    const ng = BANK_CARD_EXAMPLES.ng;
    await page.getByRole('combobox', { name: /^(bank|banco)$/i }).selectOption(ng.bankCode);
    await page.getByRole('textbox', { name: /account number|número de cuenta/i }).fill(ng.accountNumber);
    await page.getByRole('textbox', { name: /confirm|confirme/i }).fill(ng.accountNumber);
    await page.getByRole('textbox', { name: /card holder|titular/i }).fill(ng.holderName);
    await page.getByRole('textbox', { name: /bvn/i }).fill(ng.bvn);
  } else {
    const mx = BANK_CARD_EXAMPLES.mx;
    await page.getByRole('combobox', { name: /card type|tipo de cuenta/i }).selectOption(mx.cardType);
    await page.getByRole('textbox', { name: /^clabe/i }).fill(mx.accountNumber);
    await page.getByRole('textbox', { name: /confirm|confirme/i }).fill(mx.accountNumber);
    await page.getByRole('textbox', { name: /card holder|titular/i }).fill(mx.holderName);
    await page.getByRole('textbox', { name: /^curp$/i }).fill(mx.curp);
  }
  await page.getByRole('button', { name: /^(submit|enviar)$/i }).click();
}

/** The confirmation button shown with the looked-up account (NUBAN and CLABE). */
export const ADD_THIS_ACCOUNT = /^(add this account|agregar esta cuenta)$/i;

/**
 * Puts the borrower's order on the bank-card step (5), with the device-data upload held so the
 * finishing step that comes after stays on screen to be seen: in the sandbox's own mode it ends by
 * the second poll, and on a busy machine the app was on the next screen before the address was read.
 */
export async function toBankCardStep(sandbox: SandboxClient, mobile: string): Promise<void> {
  await sandbox.jumpToStep(mobile, 5);
  await sandbox.setUploadMode(mobile, 'stuck');
}
