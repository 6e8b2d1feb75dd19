import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import { signInPage } from '../support/signInPage';
import { countOf, holdApi, recordApiRequests, routeApi } from '../faults/wire';

const MARKET_APPLY = '/loan/loan-order/apply-market';
const MARKET_ORDERS = '/loan/loan-order/list-market';

/** A real 2x2 PNG: the app decodes and downscales it before upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function signUp(page: Page, mobile: string) {
  await page.goto('/#/user/login');
  await signInPage(page).signUp(mobile);
}

test.describe('feedback centre', () => {
  test('a borrower files a payment ticket with an image, sees it pending, then done once support closes it', async ({ page, request }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await signUp(page, mobile);

    await page.goto('/#/me');
    // The row's arrow is decoration: the link is named by its words alone.
    await page.getByRole('link', { name: 'My feedback', exact: true }).click();
    await expect(page.getByText('You have no tickets yet.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'New ticket' }).click();

    await page.getByRole('radio', { name: 'Payment problem' }).check();
    await page.getByRole('textbox', { name: 'Describe the problem' }).fill('I paid 5,000 on Monday but the loan still shows unpaid.');
    await page.getByRole('textbox', { name: 'Account you paid into (optional)' }).fill('0123456789');
    await page.getByLabel('Proof images (up to 3)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Proof image 1' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone or email for our reply' }).fill('ada@gmail.com');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { name: 'Ticket submitted' })).toBeVisible();
    await page.getByRole('link', { name: 'View ticket' }).click();
    await expect(page.getByText('Status: Pending')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Proof image 1' })).toBeVisible();

    // Still pending: the contact typed wrong is corrected, and support has the new one.
    await page.getByRole('button', { name: 'Edit ticket' }).click();
    const contact = page.getByRole('textbox', { name: 'Phone or email for our reply' });
    await contact.fill('ada.obi@yahoo.com');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('form', { name: 'Edit your ticket' })).toHaveCount(0);
    await expect(page.getByText('ada.obi@yahoo.com', { exact: true })).toBeVisible();

    // A second payment ticket while this one is open is refused up front.
    await page.goto('/#/feedback/add_feedback');
    await expect(page.getByText('(you have an open ticket of this type)')).toBeVisible();

    const tickets = await (await request.get(`/sandbox/users/${mobile}/feedback`)).json();
    const id = tickets.tickets[0].id as number;
    expect(tickets.tickets[0].contact).toBe('ada.obi@yahoo.com');
    const moved = await request.post(`/sandbox/users/${mobile}/feedback/${id}`, { data: { status: 3 } });
    expect(moved.ok()).toBe(true);

    await page.goto(`/#/feedback/feedbackDetail?id=${id}`);
    await expect(page.getByText('Status: Done')).toBeVisible();
    await page.getByRole('link', { name: /Messages/ }).click();
    await expect(page.getByText('Your ticket has been resolved.', { exact: false })).toBeVisible();
    await expect(page.getByText('This ticket is done.', { exact: false })).toBeVisible();
  });
});

test.describe('user centre', () => {
  test('"me" shows a new borrower their credit limit and what repaying on time raises it to', async ({ page }, testInfo) => {
    await signUp(page, nigerianMobile(testInfo));
    await page.goto('/#/me');
    const credit = page.getByRole('region', { name: 'Your credit' });
    await expect(credit.getByText('Credit limit')).toBeVisible();
    await expect(credit.locator('dd').first()).toHaveText('₦5,000.00');
    await expect(credit.getByText(/Repay your next loan on time and your limit rises to ₦/)).toBeVisible();
  });

  test('switching to Spanish in the user centre switches the whole app, and back', async ({ page }) => {
    await page.goto('/#/user_center/language');
    await page.getByRole('radio', { name: 'Español' }).check();
    await expect(page.getByRole('heading', { name: 'Idioma' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.goto('/#/me');
    await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
    await page.goto('/#/feedback/feedback_faq');
    await expect(page.getByRole('heading', { name: 'Centro de ayuda' })).toBeVisible();
    // The FAQ comes from the server in the borrower's language (the `lang` header follows the switch).
    await expect(page.getByText('¿Cuánto tarda la evaluación?')).toBeVisible();
    await page.goto('/#/terms_of_service');
    await expect(page.getByRole('heading', { name: 'Términos del servicio' })).toBeVisible();

    await page.goto('/#/user_center/language');
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
  });

  test('customer service copies the support email', async ({ page, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page, nigerianMobile(testInfo));
    await page.goto('/#/user_center/customer_services');
    await expect(page.getByText('from 9:00 to 18:00', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Copy email' }).click();
    await expect(page.getByText('Email copied to clipboard')).toBeVisible();
  });

  test('logging out from settings signs the borrower out', async ({ page }, testInfo) => {
    await signUp(page, nigerianMobile(testInfo));
    await page.goto('/#/user_center/settings');
    await page.getByRole('button', { name: 'Log out' }).click();
    // Asked once; the question takes the focus of the button it replaced.
    const question = page.getByRole('group', { name: /Log out of this phone\?/ });
    await expect(question).toBeFocused();
    await question.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page, 'home, not the login page with a way back to settings').toHaveURL(/#\/$/);
  });
});

test.describe('every support route renders a real screen', () => {
  const open = [
    ['/me', 'Me'],
    ['/user_center/language', 'Language'],
    ['/user_center/open_app', 'Get the app'],
    ['/privacy_policy', 'Privacy policy'],
    ['/terms_of_service', 'Terms of service'],
    ['/yx1', 'Cash when you need it'],
    ['/yx2', 'How much do you need?'],
    ['/yx2ConfirmBorrow', 'Your example loan'],
    ['/yx3', 'How much can you borrow?'],
    ['/feedback/feedback_faq', 'Help centre'],
    ['/feedback/feedback_result', 'Ticket submitted'],
  ] as const;
  for (const [path, heading] of open) {
    test(`${path} shows "${heading}"`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByText('This screen is not built yet.')).toHaveCount(0);
    });
  }

  test('a new ticket signed out asks for the login and comes back to the form (its first call needs a session)', async ({ page }) => {
    await page.goto('/#/feedback/add_feedback');
    await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Ffeedback%2Fadd_feedback$/);
  });

  test('protected support screens render once signed in', async ({ page }, testInfo) => {
    await signUp(page, nigerianMobile(testInfo));
    for (const [path, heading] of [
      ['/user_center/settings', 'Settings'],
      ['/user_center/about_us', 'About us'],
      ['/user_center/faq', 'FAQ'],
      ['/user_center/customer_services', 'Customer service'],
      ['/feedback/feedback_list', 'My feedback'],
      ['/feedback/add_feedback', 'New ticket'],
    ] as const) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });

  test('yx3 turns a mobile number into an amount with four steps and a vacancy counter', async ({ page }, testInfo) => {
    await page.goto('/#/yx3');
    await expect(page.getByText(/Places left today: \d+/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveCount(4);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(nigerianMobile(testInfo));
    await page.getByRole('button', { name: 'See my amount' }).click();
    await expect(page.getByText('Your first loan can be up to', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register now' })).toBeVisible();
  });

  test('yx2 prices a first loan as a real offer is and carries the chosen amount and term to the example', async ({ page }) => {
    await page.goto('/#/yx2');
    const slider = page.getByRole('slider', { name: 'Amount' });
    await expect(slider).toHaveAttribute('max', '5000');
    const cost = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(cost('Total to repay in 91 days')).toHaveText('₦5,373.97');
    await expect(page.getByText(/Repay on time and your limit rises, up to ₦300,000\.00/)).toBeVisible();

    await slider.fill('2000');
    await page.getByRole('radio', { name: '180 days' }).check();
    // Written into the address in place: the focus stays on the term just chosen.
    await expect(page.getByRole('radio', { name: '180 days' })).toBeFocused();
    await expect(cost('You receive (after fee and tax)')).toHaveText('₦1,617.68');
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Your example loan' })).toBeVisible();
    await expect(cost('Amount')).toHaveText('₦2,000.00');
    await expect(cost('Interest (30% a year)')).toHaveText('₦295.89');
    await expect(cost('Processing fee (deducted up front)')).toHaveText('₦324.00');
    await expect(cost('Tax on fee')).toHaveText('₦58.32');
    await expect(cost('Total to repay in 180 days')).toHaveText('₦2,295.89');
    await expect(cost('Yearly cost (APR)')).toHaveText('85%');
    // Back from the example, and a reload, find the choice made.
    await page.goBack();
    await expect(slider).toHaveValue('2000');
    await page.reload();
    await expect(slider).toHaveValue('2000');
    await expect(page.getByRole('radio', { name: '180 days' })).toBeChecked();
  });

  test('F2 the marketplace application answer lost after the partner took it: "Checking your application…", then sent, never twice', async ({
    page,
  }, testInfo) => {
    await signUp(page, nigerianMobile(testInfo));
    const seen = recordApiRequests(page);
    await routeApi(page, MARKET_APPLY, async (route) => {
      await route.fetch(); // the sandbox makes the application...
      await route.abort('connectionreset'); // ...and the answer is lost
    });
    await page.goto('/#/me?section=market');
    await page.getByRole('button', { name: 'Apply for QuickPay Credit' }).click();
    // Apply went with the list: the form it opened has the focus, not the heading of Me.
    await expect(page.getByRole('form', { name: 'Apply for QuickPay Credit' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Obi');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@gmail.com');
    await page.getByRole('combobox', { name: 'Monthly income' }).selectOption('30000-49999');
    await page.getByRole('combobox', { name: 'Employment' }).selectOption('Employee');
    await expect(page.getByTestId('loading-overlay')).toBeHidden(); // the page's own reads are done
    const releaseCheck = await holdApi(page, MARKET_ORDERS); // the check after the lost answer, held to be seen
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Checking your application…' })).toBeVisible();
    releaseCheck();
    await expect(page.getByText('Application sent to QuickPay Credit', { exact: false })).toBeVisible();
    expect(countOf(seen, MARKET_APPLY)).toBe(1);
  });

  test('F26 the marketplace application typed survives a reload, and is sent once', async ({ page }, testInfo) => {
    await signUp(page, nigerianMobile(testInfo));
    const seen = recordApiRequests(page);
    await page.goto('/#/me?section=market');
    await page.getByRole('button', { name: 'Apply for QuickPay Credit' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Obi');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@gmail.com');
    await page.getByRole('combobox', { name: 'Monthly income' }).selectOption('30000-49999');
    await page.reload();
    const form = page.getByRole('form', { name: 'Apply for QuickPay Credit' });
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Obi');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@gmail.com');
    await expect(form.getByRole('combobox', { name: 'Monthly income' })).toHaveValue('30000-49999');
    await form.getByRole('combobox', { name: 'Employment' }).selectOption('Employee');
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Application sent to QuickPay Credit', { exact: false })).toBeVisible();
    expect(countOf(seen, MARKET_APPLY)).toBe(1);
  });

  test('a visitor sees the marketplace products with a way to log in, not an error', async ({ page }) => {
    await page.goto('/#/me?section=market');
    const products = page.getByRole('list', { name: 'Recommended products' });
    await expect(products.getByRole('listitem')).toHaveCount(2);
    await expect(products.getByRole('link', { name: 'Log in to apply' })).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the marketplace in "me" lists products and takes an application', async ({ page }, testInfo) => {
    await signUp(page, nigerianMobile(testInfo));
    await page.goto('/#/me?section=market');
    await expect(page.getByRole('list', { name: 'Recommended products' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Apply for QuickPay Credit' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Obi');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@gmail.com');
    await page.getByRole('combobox', { name: 'Monthly income' }).selectOption('30000-49999');
    await page.getByRole('combobox', { name: 'Employment' }).selectOption('Employee');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Application sent to QuickPay Credit', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('list', { name: 'My marketplace loans' })).toBeVisible();
    // One open application per product: the product says so instead of offering Apply again.
    const products = page.getByRole('list', { name: 'Recommended products' });
    await expect(products.getByText('You already have an open application with QuickPay Credit.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply for QuickPay Credit' })).toHaveCount(0);
  });
});
