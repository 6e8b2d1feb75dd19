import { expect, type Page } from '@playwright/test';
import type { SandboxClient } from '../support/sandbox';
import { signInPage, type Lang } from '../support/signInPage';

/** Words of the repay screens in each language, as the borrower reads them. */
export const REPAY_WORDS = {
  en: {
    title: 'Repay your loan',
    paid: 'I have paid',
    pending: 'Payment pending',
    paidOff: 'Loan paid off',
    openGateway: 'Open the payment page',
    copy: 'Copy',
    copied: 'Copied',
  },
  es: {
    title: 'Paga tu préstamo',
    paid: 'Ya pagué',
    pending: 'Pago pendiente',
    paidOff: 'Préstamo liquidado',
    openGateway: 'Abrir la página de pago',
    copy: 'Copiar',
    copied: 'Copiado',
  },
} as const;

/**
 * A new borrower of `market` signs up as anyone would, then QA's control puts their loan into
 * Repaying (step 2); the page ends on the repay detail screen.
 */
export async function newRepayingBorrower(page: Page, sandbox: SandboxClient, market: 'ng' | 'mx', mobile: string) {
  const lang: Lang = market === 'mx' ? 'es' : 'en';
  await page.goto(market === 'mx' ? '/?market=mx#/user/login' : '/?market=ng#/user/login');
  await signInPage(page, lang).signUp(mobile);
  await sandbox.jumpToStep(mobile, 2);
  await page.goto(market === 'mx' ? '/?market=mx#/repay/repay_detail' : '/?market=ng#/repay/repay_detail');
  await expect(page.getByRole('heading', { name: REPAY_WORDS[lang].title })).toBeVisible();
  return repayPage(page, lang);
}

export function repayPage(page: Page, lang: Lang) {
  const words = REPAY_WORDS[lang];
  return {
    words,
    async chooseMethod(name: string) {
      await page.getByRole('button', { name }).or(page.getByRole('link', { name })).click();
    },
    async sayPaid() {
      await page.getByRole('button', { name: words.paid }).click();
    },
    async seePending() {
      await expect(page.getByRole('heading', { name: words.pending })).toBeVisible();
      await expect(page.getByRole('heading', { name: words.paidOff })).toHaveCount(0);
    },
    /** After the tap on "I have paid": what replaced it has the focus, so reading goes on from there, not from the top. */
    async seePendingFocused() {
      await expect(page.getByRole('region', { name: words.pending })).toBeFocused();
    },
    async seePaidOff() {
      // The sandbox lands a payment after SANDBOX_PAY_SECONDS (3 s); the screen polls 3 s, 6 s, ...
      await expect(page.getByRole('heading', { name: words.paidOff })).toBeVisible({ timeout: 30_000 });
    },
  };
}
