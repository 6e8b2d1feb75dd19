import type { Route } from '@playwright/test';
import { loanPage, openHome } from '../loan/loanPage';
import { newRepayingBorrower } from '../repay/repayPage';
import { expect, test } from '../support/fixtures';
import { mexicanMobile, nigerianMobile } from '../support/mobiles';
import { signInPage } from '../support/signInPage';
import { routeApi } from './wire';

/**
 * Bad server answers never crash a screen: answers the schemas accept but a view could not draw.
 * The real answer is fetched from the sandbox and only the named field is changed.
 */
function rewriteField(field: string, value: unknown) {
  return async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: Record<string, unknown> | null };
    if (body.data) body.data[field] = value;
    await route.fulfill({ response, json: body });
  };
}

test.describe('faults: answers a view could not draw', () => {
  test('a time sent in nanoseconds leaves home standing, without a made-up date', async ({ page, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    const loan = loanPage(page, 'en');
    await page.goto('/?market=ng#/user/register');
    await signInPage(page, 'en').signUp(mobile);
    await sandbox.jumpToStep(mobile, 1);
    await routeApi(page, '/loan/loan-order/latest', rewriteField('submittedAt', 1_763_726_400_000_000_000));
    await openHome(page);
    await loan.seeHeading(loan.words.assessing);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    expect(await page.locator('body').innerText()).not.toMatch(/Invalid Date|NaN|57860/);
  });

  test('un número de referencia OXXO con un carácter que el código de barras no admite se muestra y se copia', async ({
    page,
    sandbox,
  }, testInfo) => {
    const repay = await newRepayingBorrower(page, sandbox, 'mx', mexicanMobile(testInfo));
    await routeApi(page, '/repay/getOXXOReference', rewriteField('reference', '9300–1234'));
    await repay.chooseMethod('Efectivo en tiendas OXXO');
    await expect(page.getByText('9300–1234', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar Referencia' })).toBeEnabled();
    await expect(page.getByRole('img', { name: /Código de barras/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toHaveCount(0);
  });

  test('una respuesta OXXO sin referencia es una solicitud fallida que se puede reintentar', async ({ page, sandbox }, testInfo) => {
    const repay = await newRepayingBorrower(page, sandbox, 'mx', mexicanMobile(testInfo));
    await routeApi(page, '/repay/getOXXOReference', rewriteField('reference', ''));
    await repay.chooseMethod('Efectivo en tiendas OXXO');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('img', { name: /Código de barras/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Efectivo en tiendas OXXO' })).toBeEnabled();
  });
});
