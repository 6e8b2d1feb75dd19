import type { Page, Route } from '@playwright/test';
import { LOAN_WORDS } from '../loan/loanPage';
import { newRepayingBorrower } from '../repay/repayPage';
import { expect, test } from '../support/fixtures';
import { mexicanMobile, nigerianMobile } from '../support/mobiles';
import { routeApi } from './wire';

/**
 * FAULTS F46: the money fields of a repaying loan arrive null, negative, as "1,000.00", huge or in
 * another locale's notation. The real answer is fetched from the sandbox and only the amounts are
 * changed; the borrower must see an Intl-formatted amount or the placeholder with an error, and
 * never NaN, undefined, null or Infinity.
 */
const LATEST = '/loan/loan-order/latest';
const REPAY_DETAIL = '/repay/repay-order/detail';
const PLACEHOLDER = '—';

type Market = 'ng' | 'mx';
const MARKETS = {
  ng: { lang: 'en', locale: 'en-NG', currency: 'NGN', mobile: nigerianMobile },
  mx: { lang: 'es', locale: 'es-MX', currency: 'MXN', mobile: mexicanMobile },
} as const;

/** `home` / `repay`: the number each screen reads from the value, or null when it must show the placeholder. */
interface Variant {
  name: string;
  value: unknown;
  home: number | null;
  repay: number | null;
}
const VARIANTS: Variant[] = [
  // The control: a plain amount is formatted as the browser's Intl formats it, with no error.
  { name: 'a plain amount', value: 1500.5, home: 1500.5, repay: 1500.5 },
  { name: 'null', value: null, home: null, repay: null },
  { name: 'negative', value: -5000, home: null, repay: null },
  // One rule on every screen (services/orders/orderValues.ts toAmount): well-formed thousands groups are read,
  { name: 'the string "1,000.00"', value: '1,000.00', home: 1000, repay: 1000 },
  // and amounts from 100,000,000 up are not believable for a short-term loan.
  { name: 'huge (1e21)', value: 1e21, home: null, repay: null },
  { name: 'mixed-locale "1.000,50"', value: '1.000,50', home: null, repay: null },
];

const WORDS = {
  en: {
    homeOwed: 'Amount to repay',
    homeError: 'The amount to repay could not be read. Try again later or contact support.',
    repayLeft: 'Left to pay',
    repayError: 'Some amounts could not be read. Try again later or contact support.',
  },
  es: {
    homeOwed: 'Monto a pagar',
    homeError: 'No se pudo leer el monto a pagar. Inténtalo más tarde o contacta a atención al cliente.',
    repayLeft: 'Saldo pendiente',
    repayError: 'Algunos montos no se pudieron leer. Inténtalo más tarde o contacta a atención al cliente.',
  },
} as const;

/** Answers `path` with the sandbox's real answer, the named money fields replaced by `current()`. */
async function rewriteMoney(page: Page, path: string, fields: readonly string[], current: () => unknown) {
  await routeApi(page, path, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: Record<string, unknown> | null };
    if (body.data) for (const field of fields) body.data[field] = current();
    await route.fulfill({ response, json: body });
  });
}

/** The amount as the browser's own Intl formats it for the market. */
const intlFormat = (page: Page, market: Market, amount: number) =>
  page.evaluate(
    ([locale, currency, n]) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(n),
    [MARKETS[market].locale, MARKETS[market].currency, amount] as const,
  );

const valueAfterTerm = (page: Page, term: string) =>
  page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

async function expectNoBrokenText(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text, 'no broken number or missing value on screen').not.toMatch(/NaN|undefined|null|Infinity/);
}

for (const market of ['ng', 'mx'] as const) {
  const { lang } = MARKETS[market];
  const words = WORDS[lang];

  test.describe(`faults: money values (${market}, ${lang})`, () => {
    test(`F46 home: odd amounts of the latest order are formatted with Intl (${MARKETS[market].locale}) or shown as "${PLACEHOLDER}" with an error`, async ({
      page,
      sandbox,
    }, testInfo) => {
      await newRepayingBorrower(page, sandbox, market, MARKETS[market].mobile(testInfo));
      let variant: Variant = VARIANTS[0]!;
      await rewriteMoney(page, LATEST, ['unrepaidAmount', 'repayAmount'], () => variant.value);
      for (variant of VARIANTS) {
        await test.step(variant.name, async () => {
          await page.goto(`/?market=${market}#/`);
          await page.reload();
          await expect(page.getByRole('heading', { name: LOAN_WORDS[lang].repaying })).toBeVisible();
          const owed = valueAfterTerm(page, words.homeOwed);
          const error = page.getByRole('alert').filter({ hasText: words.homeError });
          if (variant.home === null) {
            await expect(owed).toHaveText(PLACEHOLDER);
            await expect(error).toBeVisible();
          } else {
            await expect(owed).toHaveText(await intlFormat(page, market, variant.home));
            await expect(error).toHaveCount(0);
          }
          await expectNoBrokenText(page);
        });
      }
    });

    test(`F46 repay detail: odd amounts are shown as "${PLACEHOLDER}" with an error, valid ones formatted with Intl (${MARKETS[market].locale})`, async ({
      page,
      sandbox,
    }, testInfo) => {
      const repay = await newRepayingBorrower(page, sandbox, market, MARKETS[market].mobile(testInfo));
      const left = valueAfterTerm(page, words.repayLeft);
      const error = page.getByRole('alert').filter({ hasText: words.repayError });
      let variant: Variant = VARIANTS[0]!;
      await rewriteMoney(page, REPAY_DETAIL, ['loanAmount', 'repayAmount', 'unrepaidAmount'], () => variant.value);
      for (variant of VARIANTS) {
        await test.step(variant.name, async () => {
          await page.reload();
          await expect(page.getByRole('heading', { name: repay.words.title })).toBeVisible();
          if (variant.repay === null) {
            await expect(left).toHaveText(PLACEHOLDER);
            await expect(page.locator('.amount-due')).toHaveText(PLACEHOLDER);
            await expect(error).toBeVisible();
          } else {
            const shown = await intlFormat(page, market, variant.repay);
            await expect(left).toHaveText(shown);
            await expect(error).toHaveCount(0);
          }
          await expectNoBrokenText(page);
        });
      }
    });
  });
}
