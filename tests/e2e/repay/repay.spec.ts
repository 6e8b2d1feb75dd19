import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { mexicanMobile, nigerianMobile } from '../support/mobiles';
import { countOf, recordApiRequests } from '../faults/wire';
import { newRepayingBorrower } from './repayPage';

const DAY_MS = 86_400_000;
// A tiny valid PNG (1x1) as the receipt photo.
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The amount still owed, as the "Amount to repay" card shows it in big type. */
async function amountDue(page: Page, cardName: string) {
  const text = await page.getByRole('region', { name: cardName }).getByRole('paragraph').first().innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

test.describe('Nigeria: a repaying loan is paid by each method and finishes', () => {
  test('card gateway: the page opens outside, the borrower pays there and comes back', async ({ page, sandbox }, testInfo) => {
    const repay = await newRepayingBorrower(page, sandbox, 'ng', nigerianMobile(testInfo));
    await repay.chooseMethod('Pay by debit card');
    const link = page.getByRole('link', { name: repay.words.openGateway });
    await expect(link).toHaveAttribute('rel', /noopener/);
    const [gateway] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(gateway.getByRole('status')).toContainText('Payment received');
    await page.bringToFront(); // back to the app first, as in the test below
    await gateway.close();
    await repay.sayPaid();
    await repay.seePending();
    await repay.seePendingFocused();
    await repay.seePaidOff();
    await expect(page.getByText(/Your next loan can be up to/)).toBeVisible();
  });

  test('a cancelled gateway payment: coming back shows pending without a tap and polls the detail, never paid (F50)', async ({
    page,
    sandbox,
  }, testInfo) => {
    const repay = await newRepayingBorrower(page, sandbox, 'ng', nigerianMobile(testInfo));
    await repay.chooseMethod('Pay online (card, bank or wallet)');
    const [gateway] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: repay.words.openGateway }).click(),
    ]);
    await gateway.getByRole('button', { name: 'Cancel payment' }).click();
    const seen = recordApiRequests(page);
    // The borrower comes back to the app: the WebView is shown again and gets the focus. No tap on "I have paid".
    // The app's tab is brought to the front before the gateway's closes: headless Chromium can leave a
    // tab whose popup was closed on top of it frozen, and the next call on it then hangs.
    await page.bringToFront();
    await gateway.close();
    await page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await repay.seePending();
    // A check on coming back, then polls 3 s and 6 s later: the screen keeps asking the server.
    await expect
      .poll(() => countOf(seen, '/repay/repay-order/detail'), { message: 'repay detail reads since the return', timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    await repay.seePending();
  });

  test('a WebView that opens the gateway in place: coming back loads the app again, which shows pending, not the methods, then paid (F50)', async ({
    page,
    sandbox,
  }, testInfo) => {
    const repay = await newRepayingBorrower(page, sandbox, 'ng', nigerianMobile(testInfo));
    const appUrl = page.url();
    await repay.chooseMethod('Pay by debit card');
    const link = page.getByRole('link', { name: repay.words.openGateway });
    const gatewayUrl = await link.getAttribute('href');
    // The tap, as the borrower makes it; this WebView then shows the page in place of the app.
    const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await page.bringToFront();
    await popup.close();
    await page.goto(gatewayUrl!);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Payment received');
    const seen = recordApiRequests(page);
    await page.goto(appUrl); // the gateway's return link: the app starts again
    await repay.seePending();
    await expect(page.getByRole('heading', { name: 'How do you want to pay?' })).toHaveCount(0);
    await repay.seePaidOff();
    expect(countOf(seen, '/repay/repay-order/detail'), 'the detail is read until the server says paid').toBeGreaterThanOrEqual(2);
  });

  for (const method of ['Transfer to your repayment account', 'Transfer to a dedicated account']) {
    test(`${method}: account details, then paid off`, async ({ page, sandbox }, testInfo) => {
      const repay = await newRepayingBorrower(page, sandbox, 'ng', nigerianMobile(testInfo));
      await repay.chooseMethod(method);
      await expect(page.getByText('Account number')).toBeVisible();
      await repay.sayPaid();
      await repay.seePending();
      await repay.seePaidOff();
    });
  }

  test('an overdue order shows overdue days and the penalty', async ({ page, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await newRepayingBorrower(page, sandbox, 'ng', mobile);
    await sandbox.forceOrderEvent(mobile, 'overdue');
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: /Your loan is 1 day overdue\./ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '2%' })).toBeVisible();
    const penalty = page.getByRole('term').filter({ hasText: 'Penalty so far' }).locator('xpath=following-sibling::dd[1]');
    await expect(penalty).toHaveText(/₦\s?100\.00|NGN\s?100\.00/);
  });

  test('a rollover moves the due date by 7 days', async ({ page, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await newRepayingBorrower(page, sandbox, 'ng', mobile);
    const dueBefore = Number(((await sandbox.getUser(mobile))?.orders as { dueAt: number }[])[0]?.dueAt);
    await page.getByRole('link', { name: 'Need more time? Extend 7 days' }).click();
    await expect(page.getByRole('table', { name: 'Repay now or extend: what each costs' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Extend 7 days' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay the fee and extend' }).click();
    await expect(page.getByRole('heading', { name: 'Extension pending' })).toBeVisible();
    // It replaced the button that had the focus, and takes it.
    await expect(page.getByRole('region', { name: 'Extension pending' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Loan extended' })).toBeVisible({ timeout: 30_000 });
    const dueAfter = Number(((await sandbox.getUser(mobile))?.orders as { dueAt: number }[])[0]?.dueAt);
    expect(dueAfter - dueBefore).toBe(7 * DAY_MS);
  });

  test('F2 a reload while the extension is pending: its status is read again, never a second "extend" and fee', async ({ page, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await newRepayingBorrower(page, sandbox, 'ng', mobile);
    const seen = recordApiRequests(page);
    const dueBefore = Number(((await sandbox.getUser(mobile))?.orders as { dueAt: number }[])[0]?.dueAt);
    await page.getByRole('link', { name: 'Need more time? Extend 7 days' }).click();
    await page.getByRole('button', { name: 'Pay the fee and extend' }).click();
    await expect(page.getByRole('heading', { name: 'Extension pending' })).toBeVisible();
    await page.reload();

    await expect(page.getByRole('heading', { name: 'Loan extended' })).toBeVisible({ timeout: 30_000 });
    expect(countOf(seen, '/repay/confirmExtensionOrder'), 'one "extend", one fee').toBe(1);
    const dueAfter = Number(((await sandbox.getUser(mobile))?.orders as { dueAt: number }[])[0]?.dueAt);
    expect(dueAfter - dueBefore).toBe(7 * DAY_MS);
  });

  test('a lucky-draw coupon lowers the amount to repay at once, and says what is left', async ({ page, sandbox }, testInfo) => {
    await newRepayingBorrower(page, sandbox, 'ng', nigerianMobile(testInfo));
    const before = await amountDue(page, 'Amount to repay');
    await page.getByRole('button', { name: 'Try the lucky draw' }).click();
    // Each outcome takes the focus of the button that went with the tap, so it is read, not the top of the page.
    await expect(page.getByText('You won a coupon of ₦200.00!')).toBeFocused();
    await page.getByRole('button', { name: 'Use coupon' }).click();
    const left = (before - 200).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.getByRole('status').filter({ hasText: 'Coupon applied to your loan.' })).toContainText(`Left to pay: ₦${left}`);
    await expect(page.getByRole('status').filter({ hasText: 'Coupon applied to your loan.' })).toBeFocused();
    await expect.poll(() => amountDue(page, 'Amount to repay')).toBeCloseTo(before - 200, 2);
    await expect(page.getByRole('term').filter({ hasText: 'Repaid' }).locator('xpath=following-sibling::dd[1]')).toHaveText('₦200.00');
    // The coupon used is on the record, folded under the coupons.
    await page.getByText('Used coupons (1)').click();
    await expect(page.getByRole('group').filter({ hasText: 'Used coupons (1)' })).toContainText('Lucky-draw coupon ₦200.00 used on');
  });

  test('a receipt upload shows as under review', async ({ page, sandbox }, testInfo) => {
    await newRepayingBorrower(page, sandbox, 'ng', nigerianMobile(testInfo));
    await page.getByRole('link', { name: 'I already paid: upload the receipt' }).click();
    await expect(page.getByRole('heading', { name: 'Upload your payment receipt' })).toBeVisible();
    await expect(page.getByLabel('Receipt photo')).toBeEnabled();
    await page.getByLabel('Receipt photo').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await page.getByRole('button', { name: 'Send receipt' }).click();
    await expect(page.getByText('Receipt sent. It is under review.')).toBeVisible();
    // Send receipt, which had the focus, is gone: the focus lands on the line that says it went.
    await expect(page.getByText('Receipt sent. It is under review.')).toBeFocused();
    await expect(page.getByRole('listitem').filter({ hasText: 'Under review' })).toBeVisible();
  });
});

test.describe('México: un préstamo se paga con cada método y se liquida', () => {
  test('transferencia SPEI a la CLABE de STP, con copiar', async ({ page, sandbox, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const repay = await newRepayingBorrower(page, sandbox, 'mx', mexicanMobile(testInfo));
    await repay.chooseMethod('Transferencia bancaria (SPEI a CLABE)');
    await expect(page).toHaveURL(/#\/repay\/repay_stp/);
    // The tapped method gave way to its instructions: they have the focus, not the heading above the balance.
    await expect(page.getByRole('region', { name: 'Cómo pagar' })).toBeFocused();
    await page.getByRole('button', { name: 'Copiar CLABE' }).click();
    await expect(page.getByRole('status').filter({ hasText: repay.words.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^646\d{15}$/);
    await repay.sayPaid();
    await repay.seePending();
    await repay.seePendingFocused();
    await repay.seePaidOff();
  });

  test('efectivo en OXXO con código de barras', async ({ page, sandbox }, testInfo) => {
    const repay = await newRepayingBorrower(page, sandbox, 'mx', mexicanMobile(testInfo));
    await repay.chooseMethod('Efectivo en tiendas OXXO');
    await expect(page).toHaveURL(/#\/repay\/repay_oxxo/);
    await expect(page.getByRole('img', { name: /Código de barras de la referencia \d{14}/ })).toBeVisible();
    await repay.sayPaid();
    await repay.seePending();
    await repay.seePaidOff();
  });

  test('un préstamo vencido muestra días de atraso y penalización', async ({ page, sandbox }, testInfo) => {
    const mobile = mexicanMobile(testInfo);
    await newRepayingBorrower(page, sandbox, 'mx', mobile);
    await sandbox.forceOrderEvent(mobile, 'overdue');
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: /Tu préstamo tiene 1 día de atraso\./ })).toBeVisible();
  });

  test('la prórroga mueve la fecha de vencimiento 7 días', async ({ page, sandbox }, testInfo) => {
    const mobile = mexicanMobile(testInfo);
    await newRepayingBorrower(page, sandbox, 'mx', mobile);
    const dueBefore = Number(((await sandbox.getUser(mobile))?.orders as { dueAt: number }[])[0]?.dueAt);
    await page.getByRole('link', { name: '¿Necesitas más tiempo? Prorroga 7 días' }).click();
    await page.getByRole('button', { name: 'Pagar la comisión y prorrogar' }).click();
    await expect(page.getByRole('heading', { name: 'Préstamo prorrogado' })).toBeVisible({ timeout: 30_000 });
    const dueAfter = Number(((await sandbox.getUser(mobile))?.orders as { dueAt: number }[])[0]?.dueAt);
    expect(dueAfter - dueBefore).toBe(7 * DAY_MS);
  });

  test('un cupón del sorteo baja el monto por pagar en el momento', async ({ page, sandbox }, testInfo) => {
    await newRepayingBorrower(page, sandbox, 'mx', mexicanMobile(testInfo));
    const before = await amountDue(page, 'Monto a pagar');
    await page.getByRole('button', { name: 'Participar en el sorteo' }).click();
    await page.getByRole('button', { name: 'Usar cupón' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cupón aplicado a tu préstamo.' })).toContainText('Saldo pendiente: $');
    await expect.poll(() => amountDue(page, 'Monto a pagar')).toBeCloseTo(before - 20, 2);
    await expect(page.getByText('Cupones usados (1)')).toBeVisible();
  });

  test('un comprobante subido queda en revisión', async ({ page, sandbox }, testInfo) => {
    await newRepayingBorrower(page, sandbox, 'mx', mexicanMobile(testInfo));
    await page.getByRole('link', { name: 'Ya pagué: subir el comprobante' }).click();
    await expect(page.getByText('Todavía no has enviado comprobantes.')).toBeVisible();
    await expect(page.getByLabel('Foto del comprobante')).toBeEnabled();
    await page.getByLabel('Foto del comprobante').setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await page.getByRole('button', { name: 'Enviar comprobante' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'En revisión' })).toBeVisible();
  });
});

test.describe('México, en un celular con la hora de Ciudad de México', () => {
  test.use({ timezoneId: 'America/Mexico_City' });

  test('la fecha de vencimiento es la misma en el inicio y en la pantalla de pago', async ({ page, sandbox }, testInfo) => {
    await newRepayingBorrower(page, sandbox, 'mx', mexicanMobile(testInfo));
    const dueOn = () => page.getByRole('term').filter({ hasText: 'Fecha de vencimiento' }).locator('xpath=following-sibling::dd[1]');
    const onRepay = await dueOn().innerText();
    expect(onRepay).toMatch(/\d{1,2} \w+\.? \d{4}/);
    await page.goto('/?market=mx#/');
    await expect(dueOn()).toHaveText(onRepay);
  });
});
