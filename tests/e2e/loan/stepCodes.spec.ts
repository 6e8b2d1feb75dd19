import { STEPS } from '../../../services/orders/stepCodes';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import { signInPage } from '../support/signInPage';
import { currentRoute, loanPage, openHome } from './loanPage';

/**
 * Steps that move on by themselves, and where they lead: the sandbox ends assessing and disbursal
 * after a few seconds, and in a plain browser, where no device data can be collected, finishing
 * goes straight on to the confirmation.
 */
const TIMED_NEXT: Partial<Record<number, string>> = {
  1: STEPS[18].route ?? '/',
  7: STEPS[2].route ?? '/',
  19: STEPS[14].route ?? '/',
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * For every step code: the sandbox jumps the order there, the borrower presses the home action,
 * and lands where the step-code table (services/orders/stepCodes.ts) says. Codes that do not route
 * (4, 8, 9) and PayFail (10, edited in place) say so instead.
 */
test.describe('every step code routes from home as the table says', () => {
  for (const step of Object.values(STEPS)) {
    test(`step ${step.code} (${step.name})`, async ({ page, sandbox }, testInfo) => {
      const mobile = nigerianMobile(testInfo);
      const loan = loanPage(page, 'en');
      const w = loan.words;
      await page.goto('/?market=ng#/user/register');
      await signInPage(page, 'en').signUp(mobile);
      await sandbox.jumpToStep(mobile, step.code);
      await openHome(page);
      const action = page.locator('[data-home-action]');
      await expect(action).toBeVisible();
      if (step.code === 9) {
        await expect(loan.button(w.cannotApply)).toBeDisabled();
        return;
      }
      if (step.code === 10) {
        await loan.button(w.edit).click();
        await expect(page.getByRole('textbox', { name: w.newAccount })).toBeVisible();
        return;
      }
      await action.click();
      // Finished and cancelled orders do not route: Apply starts a new loan.
      const expected = step.route ?? '/borrow/to_borrow';
      const moveOn = TIMED_NEXT[step.code];
      if (moveOn === undefined) {
        await loan.seeRoute(expected);
      } else {
        // The home may already show the next step when tapped, and then routes where that step
        // says; or the step's screen has already moved on when the address is read.
        await expect.poll(() => currentRoute(page, true)).toMatch(new RegExp(`^(${escape(expected)}|${escape(moveOn)})$`));
      }
    });
  }
});
