import { expect, type Page } from '@playwright/test';
import { markets } from '../../../../services/markets/markets';
import { currentRoute, loanPage, type LoanLang } from '../../loan/loanPage';
import { installFakeWrapper } from '../../support/bridgeStub';
import type { SandboxClient } from '../../support/sandbox';
import { signInPage } from '../../support/signInPage';
import type { KycMarket } from './additionalInfo';

export type { KycMarket };
export type KycLang = LoanLang;

/**
 * The Android wrapper of one market: the fake bridge, and the package name the wrapper writes to
 * local storage (SPEC section 3), which is how the app knows its market.
 */
export async function openInWrapper(page: Page, market: KycMarket) {
  await installFakeWrapper(page);
  await page.addInitScript((packageName) => localStorage.setItem('packageName', packageName), markets[market].packageName);
}

/**
 * A new borrower: sign up from the register screen in `lang`, then Apply from the borrow screen.
 * `beforeApply` runs once the borrower exists and before the order is made (sandbox settings).
 */
export async function signUpAndApply(page: Page, mobile: string, lang: KycLang, beforeApply?: () => Promise<void>) {
  await page.goto(`/#/user/register?lang=${lang}`);
  const signIn = signInPage(page, lang);
  await signIn.enterMobile(mobile);
  await signIn.enterCode('123456', 'signUp');
  await expect(page.getByText(signIn.words.signedIn).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await beforeApply?.();
  const loan = loanPage(page, lang);
  await page.goto('/#/borrow/to_borrow');
  await loan.seeHeading(loan.words.chooseLoan);
  await loan.button(loan.words.apply).click();
}

/** The screen the app shows now (route without the query a screen adds for itself). */
export async function expectRoute(page: Page, path: string) {
  await expect.poll(() => currentRoute(page, false), { timeout: 15_000 }).toBe(path);
}

/** The order's step code on the sandbox (SPEC "Order step codes"): the server moved the order on. */
export async function expectOrderStep(sandbox: SandboxClient, mobile: string, stepCode: number) {
  await expect
    .poll(async () => {
      const user = (await sandbox.getUser(mobile)) as { orders?: { stepCode: number }[] } | null;
      return user?.orders?.[0]?.stepCode;
    })
    .toBe(stepCode);
}
