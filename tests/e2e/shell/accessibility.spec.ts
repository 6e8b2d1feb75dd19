import type { Page } from '@playwright/test';
import { callApi, startKycAs } from '../kyc/kycSession';
import { LOAN_WORDS } from '../loan/loanPage';
import { personalInfoPage } from '../kyc/personalInfoPage';
import { BORROWERS } from '../kyc/steps/personalInfo';
import { ROUTES } from '../../../ui/app/routeTable';
import { openInWrapper } from '../kyc/steps/journey';
import { accessibilityProblems, settled } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { mexicanMobile, nigerianMobile } from '../support/mobiles';

/**
 * Every screen, in both languages, read by axe-core (WCAG 2.2 A/AA and best practices) as the
 * borrower first sees it, and the forms again after an empty submit, when their errors show.
 * Each test gathers the problems of all its screens, so one run names every screen to fix.
 */
type Audit = { route: string; submitEmpty?: boolean };

const SIGNED_OUT: Audit[] = [
  { route: '/' },
  { route: '/user/login', submitEmpty: true },
  { route: '/user/register', submitEmpty: true },
  { route: '/user/nation' },
  { route: '/privacy_policy' },
  { route: '/terms_of_service' },
  { route: '/yx1' },
  { route: '/yx2' },
  { route: '/yx2ConfirmBorrow' },
  { route: '/yx3', submitEmpty: true },
];

/** A borrower whose order waits for their personal information (step 6): KYC, profile, support. */
const NEW_BORROWER: Audit[] = [
  { route: '/' },
  { route: '/records' },
  { route: '/me' },
  { route: '/auth/personal_infomation', submitEmpty: true },
  { route: '/auth/additionalInfomation', submitEmpty: true },
  { route: '/auth/id_card_authentication' },
  { route: '/auth/loan_question', submitEmpty: true },
  { route: '/auth/review_tips' },
  { route: '/bank_account/add_bankcard', submitEmpty: true },
  { route: '/user_center/settings' },
  { route: '/user_center/customer_services' },
  { route: '/user_center/about_us' },
  { route: '/user_center/faq' },
  { route: '/user_center/language' },
  { route: '/user_center/open_app' },
  { route: '/feedback/feedback_list' },
  { route: '/feedback/add_feedback', submitEmpty: true },
  { route: '/feedback/feedback_faq' },
  { route: '/feedback/feedback_result' },
  { route: '/cancellation_form', submitEmpty: true },
];

const CONFIRMING: Audit[] = [
  { route: '/' },
  { route: '/borrow/to_borrow' },
  { route: '/borrow/confirm_borrow', submitEmpty: true },
  { route: '/borrow/agreement' },
];

const DISBURSING: Audit[] = [{ route: '/' }, { route: '/borrow/lending' }];

const REPAYING: Audit[] = [
  { route: '/' },
  { route: '/records' },
  { route: '/repay/repay_detail' },
  { route: '/repay/repay_stp' },
  { route: '/repay/repay_oxxo' },
  { route: '/repay/exhibition_period_detail' },
  { route: '/repay/confirm_exhibition' },
  { route: '/repay/manual_repayment' },
  { route: '/borrow/pay_ment' },
];

/** Routes read in tests of their own: a ticket's pages need a ticket, the dialog needs the wrapper. */
const TICKET_DETAIL = '/feedback/feedbackDetail';
const TICKET_MESSAGES = '/feedback/feedback_message';
const DISCLOSURE = '/finish_loading';

test('every route of the route table is read by one of the tests below', () => {
  const read = new Set([...SIGNED_OUT, ...NEW_BORROWER, ...CONFIRMING, ...DISBURSING, ...REPAYING].map(({ route }) => route));
  for (const route of [TICKET_DETAIL, TICKET_MESSAGES, DISCLOSURE]) read.add(route);
  expect(ROUTES.map(({ path }) => path).filter((path) => !read.has(path))).toEqual([]);
});

/** Audits the screen as it is, then after a tap on `submit` with the fields left empty. */
async function auditEmptyAndSubmitted(page: Page, screen: string, submit: () => Promise<void>, note: Note) {
  note(screen, await accessibilityProblems(page));
  await submit();
  // The form says what is missing, next to the field or in an alert.
  await expect(page.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
  note(`${screen}, submitted empty`, await accessibilityProblems(page));
}

type Note = (screen: string, found: string[]) => void;

function problemLog() {
  const problems: Record<string, string[]> = {};
  const note: Note = (screen, found) => {
    if (found.length > 0) problems[screen] = found;
  };
  return { problems, note };
}

async function auditScreens(page: Page, market: 'ng' | 'mx', audits: Audit[]) {
  const { problems, note } = problemLog();
  for (const { route, submitEmpty } of audits) {
    await page.goto(`/?market=${market}#${route}`);
    await settled(page);
    if (submitEmpty) {
      await auditEmptyAndSubmitted(page, route, () => page.locator('form button[type="submit"]:visible').first().click(), note);
    } else {
      note(route, await accessibilityProblems(page));
    }
  }
  expect(problems, 'accessibility problems per screen').toEqual({});
}

for (const { market, lang } of [
  { market: 'ng', lang: 'en' },
  { market: 'mx', lang: 'es' },
] as const) {
  test.describe(`accessibility (${market}, ${lang})`, () => {
    const mobileFor = market === 'ng' ? nigerianMobile : mexicanMobile;

    test('signed-out screens', async ({ page }) => {
      await auditScreens(page, market, SIGNED_OUT);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });

    test("a thumb's targets are at least 44 CSS px tall: the tab bar and the language switch (WCAG 2.5.5)", async ({ page }) => {
      const height = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.height ?? 0;
      await page.goto(`/?market=${market}#/user/login`);
      const toggle = page.getByRole('button', { name: lang === 'en' ? /Español/ : /English/ });
      expect(await height(toggle)).toBeGreaterThanOrEqual(44);
      await page.goto(`/?market=${market}#/`);
      const tabs = page.getByRole('navigation').getByRole('link');
      await expect(tabs.first()).toBeVisible();
      for (const tab of await tabs.all()) expect(await height(tab)).toBeGreaterThanOrEqual(44);
    });

    test('the current tab is told by more than its colour: a bar marks it (WCAG 1.4.1)', async ({ page }) => {
      await page.goto(`/?market=${market}#/`);
      const tabs = page.getByRole('navigation').getByRole('link');
      await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
      await expect(tabs.first()).toHaveCSS('box-shadow', /inset/);
      for (const other of (await tabs.all()).slice(1)) await expect(other).toHaveCSS('box-shadow', 'none');
    });

    for (const [name, step, audits] of [
      ['a new borrower: KYC, profile and support screens', 6, NEW_BORROWER],
      ['an approved loan to confirm', 14, CONFIRMING],
      ['a loan being paid out', 7, DISBURSING],
      ['a loan being repaid', 2, REPAYING],
    ] as const) {
      test(name, async ({ page, request, sandbox }, testInfo) => {
        test.setTimeout(180_000);
        const mobile = mobileFor(testInfo);
        await startKycAs(page, request, market, mobile, lang);
        await sandbox.jumpToStep(mobile, step);
        await auditScreens(page, market, audits);
      });
    }

    test('personal information, each of its four parts, empty and with its errors', async ({ page, request }, testInfo) => {
      const mobile = mobileFor(testInfo);
      await startKycAs(page, request, market, mobile, lang);
      await page.goto(`/?market=${market}#/auth/personal_infomation`);
      await settled(page);
      const form = personalInfoPage(page, lang);
      const borrower = BORROWERS[market];
      const { problems, note } = problemLog();
      await auditEmptyAndSubmitted(page, 'basic', form.next, note);
      await form.fillBasic(borrower); // the birthday brings education, marital status, WhatsApp, spare phone and email
      note('basic, filled', await accessibilityProblems(page));
      await form.next();
      await auditEmptyAndSubmitted(page, 'residence', form.next, note);
      await form.fillResidence(borrower);
      await form.next();
      await auditEmptyAndSubmitted(page, 'work', form.next, note);
      await form.fillWork(); // employed and paid monthly: every work field shows
      note('work, filled', await accessibilityProblems(page));
      await form.next();
      await auditEmptyAndSubmitted(page, 'contacts', form.submit, note);
      expect(problems, 'accessibility problems per part').toEqual({});
    });

    test('home in every other order status: assessing, overdue, finished, cancelled, rejected, payout failed', async ({ page, request, sandbox }, testInfo) => {
      const mobile = mobileFor(testInfo);
      await startKycAs(page, request, market, mobile, lang);
      const { problems, note } = problemLog();
      const headings: string[] = [];
      for (const [index, step] of [1, 3, 4, 8, 9, 10].entries()) {
        await sandbox.jumpToStep(mobile, step);
        // The same URL again would only be a fragment change: reload, so home asks for the order anew.
        if (index === 0) await page.goto(`/?market=${market}#/`);
        else await page.reload();
        await settled(page);
        headings.push((await page.locator('h1').first().textContent()) ?? '');
        note(`home at step ${step}`, await accessibilityProblems(page));
      }
      // Each status showed its own home (a finished or cancelled order leaves the borrower free to apply).
      const words = LOAN_WORDS[lang];
      expect(headings).toEqual([words.assessing, words.overdue, words.canLoan, words.canLoan, words.rejected, words.failed]);
      expect(problems, 'accessibility problems per order status').toEqual({});
    });

    test('a support ticket: the list, its detail and its messages', async ({ page, request }, testInfo) => {
      const token = await startKycAs(page, request, market, mobileFor(testInfo), lang);
      const { id } = await callApi<{ id: number }>(request, market, token, '/feedback/create', {
        type: 1,
        description: 'I paid on Monday but the loan still shows unpaid.',
        images: [],
        contact: 'ada@gmail.com',
      });
      await auditScreens(page, market, [
        { route: '/feedback/feedback_list' },
        { route: `${TICKET_DETAIL}?id=${id}` },
        { route: `${TICKET_MESSAGES}?id=${id}` }, // Send stays disabled until something is typed
      ]);
    });

    test('the permissions disclosure dialog, in the wrapper', async ({ page, request, sandbox }, testInfo) => {
      const mobile = mobileFor(testInfo);
      await openInWrapper(page, market);
      await startKycAs(page, request, market, mobile, lang);
      await sandbox.jumpToStep(mobile, 19);
      await page.goto(`/?market=${market}#${DISCLOSURE}`);
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  });
}
