import { expect, test } from '../support/fixtures';
import { mexicanMobile, nigerianMobile } from '../support/mobiles';
import { answerLostToReload, countOf, holdApi, recordApiRequests, routeApi } from '../faults/wire';
import { startKycAs } from './kycSession';
import { fillAdditionalInfo } from './steps/additionalInfo';
import { ADD_THIS_ACCOUNT, BANK_CARD_EXAMPLES, enterBankCard, fillBankCard, toBankCardStep } from './steps/bankCard';

const BANK_LIST = '/app/paystack/bank-list';
const VERIFY = '/user/verifyBankCard';
const BRANCH = '/user/getBankBranch';
const ADD_CARD = '/user/addBankCard';
const LATEST = '/loan/loan-order/latest';
// Another valid Zenith Bank account number (its check digit computed as the bank's).
const OTHER_NUBAN = '5050114947';

interface SandboxUser {
  orders: { stepCode: number }[];
  profile?: { bankCard?: Record<string, unknown>; additionalInfo?: Record<string, unknown> };
}

// The helpers the full-KYC specs call (tests/e2e/kyc/steps/additionalInfo.ts), checked on the real screen.
test.describe('additional information step helper', () => {
  for (const [market, lang] of [['mx', 'es'], ['ng', 'en']] as const) {
    test(`${market} (${lang}): fillAdditionalInfo completes the screen and the order moves on to ID`, async ({ page, request, sandbox }, testInfo) => {
      const mobile = market === 'ng' ? nigerianMobile(testInfo) : mexicanMobile(testInfo);
      await startKycAs(page, request, market, mobile, lang);
      await sandbox.jumpToStep(mobile, 11);
      await page.goto('/#/auth/additionalInfomation');
      await fillAdditionalInfo(page, market);
      await expect(page).toHaveURL(/#\/auth\/id_card_authentication/);
      const user = (await sandbox.getUser(mobile)) as unknown as SandboxUser;
      expect(user.orders.at(-1)?.stepCode).toBe(12);
      expect(user.profile?.additionalInfo).toMatchObject({ loanPurpose: 'education' });
    });
  }
});

test.describe('bank card step', () => {
  test('ng: bank list from the server, holder name looked up and shown, card added once, next step (es)', async ({ page, request, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await startKycAs(page, request, 'ng', mobile, 'es');
    await toBankCardStep(sandbox, mobile);
    const seen = recordApiRequests(page);
    await page.goto('/#/bank_account/add_bankcard');
    await expect(page.getByRole('heading', { name: 'Agregar cuenta bancaria' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Banco' }).locator('option', { hasText: 'Zenith Bank' })).toHaveCount(1);
    expect(countOf(seen, BANK_LIST)).toBe(1);
    await expect(page.getByRole('note')).toHaveCount(0); // no "bundled list" note: the server's list is shown

    await enterBankCard(page, 'ng');
    // The sandbox names the account after the borrower (no personal info saved here: its default holder).
    await expect(page.getByTestId('resolved-account-name')).toHaveText('SANDBOX ACCOUNT HOLDER');
    await expect(page.getByTestId('resolved-bank-name')).toHaveText('Zenith Bank');
    // Submit, which had the focus, is gone: the account to check has it, not the heading far above.
    await expect(page.getByRole('region', { name: 'Revisa tu cuenta' })).toBeFocused();
    expect(countOf(seen, VERIFY)).toBe(1);
    await page.getByRole('button', { name: ADD_THIS_ACCOUNT }).click();

    // On to the next step the server names: a first order's finishing step.
    await expect(page).toHaveURL(/#\/finish_loading/);
    expect(countOf(seen, ADD_CARD)).toBe(1);
    const user = (await sandbox.getUser(mobile)) as unknown as SandboxUser;
    expect(user.orders.at(-1)?.stepCode).toBe(19);
    expect(user.profile?.bankCard).toMatchObject({ bankCode: '057', accountNumber: BANK_CARD_EXAMPLES.ng.accountNumber });
  });

  test('ng: the bundled bank list, with a note, when the server list cannot be loaded', async ({ page, request, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await startKycAs(page, request, 'ng', mobile, 'en');
    await toBankCardStep(sandbox, mobile);
    await routeApi(page, BANK_LIST, (route) => route.abort('connectionrefused'));
    await page.goto('/#/bank_account/add_bankcard');
    await expect(page.getByRole('note')).toHaveText(/latest bank list could not be loaded/);
    await expect(page.getByRole('combobox', { name: 'Bank' }).locator('option', { hasText: 'Zenith Bank' })).toHaveCount(1);
  });

  test('mx: CLABE with its bank shown before adding (en)', async ({ page, request, sandbox }, testInfo) => {
    const mobile = mexicanMobile(testInfo);
    await startKycAs(page, request, 'mx', mobile, 'en');
    await toBankCardStep(sandbox, mobile);
    const seen = recordApiRequests(page);
    await page.goto('/#/bank_account/add_bankcard');
    await enterBankCard(page, 'mx');
    await expect(page.getByTestId('resolved-bank-name')).toHaveText('Banamex');
    expect(countOf(seen, BRANCH)).toBe(1);
    expect(countOf(seen, BANK_LIST)).toBe(0);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));
    await page.getByRole('button', { name: ADD_THIS_ACCOUNT }).click();
    // The order's next step; with nothing to ask here it can hand on to the confirmation at once
    // (its screen is fetched ahead), so the route may be passed rather than stayed on.
    await expect.poll(() => visited.some((url) => /#\/finish_loading/.test(url))).toBe(true);
    const user = (await sandbox.getUser(mobile)) as unknown as SandboxUser;
    expect(user.profile?.bankCard).toMatchObject({ cardType: 'clabe', bankName: 'Banamex' });
  });

  test('F2 addBankCard answer lost after the server added the card: reconciled with the latest order, one card', async ({ page, request, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await startKycAs(page, request, 'ng', mobile, 'en');
    await toBankCardStep(sandbox, mobile);
    const seen = recordApiRequests(page);
    await routeApi(page, ADD_CARD, async (route) => {
      await route.fetch(); // the sandbox adds the card...
      await route.abort('connectionreset'); // ...and the answer is lost
    });
    await page.goto('/#/bank_account/add_bankcard');
    await fillBankCard(page, 'ng');
    await expect(page).toHaveURL(/#\/finish_loading/);
    expect(countOf(seen, ADD_CARD), 'the card is not resent blindly').toBe(1);
    const addAt = seen.findIndex((r) => r.path === ADD_CARD);
    expect(seen.slice(addAt).some((r) => r.path === LATEST), 'the latest order is read after the lost answer').toBe(true);
    const user = (await sandbox.getUser(mobile)) as unknown as SandboxUser;
    expect(user.orders).toHaveLength(1);
    expect(user.orders[0]?.stepCode).toBe(19);
  });

  test('F2 a reload while the card is being added, after the server added it: the app asks, finds it added and moves on; nothing is sent twice', async ({ page, request, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await startKycAs(page, request, 'ng', mobile, 'en');
    await toBankCardStep(sandbox, mobile);
    const seen = recordApiRequests(page);
    await answerLostToReload(page, ADD_CARD, { reachesServer: true }); // the sandbox adds the card
    await page.goto('/#/bank_account/add_bankcard');
    await fillBankCard(page, 'ng');
    await expect.poll(async () => ((await sandbox.getUser(mobile)) as unknown as SandboxUser).orders.at(-1)?.stepCode).toBe(19);
    const releaseCheck = await holdApi(page, LATEST);
    await page.reload();

    await expect(page.getByRole('status').filter({ hasText: 'Checking whether your card was added…' })).toBeVisible();
    releaseCheck();
    await expect(page).toHaveURL(/#\/finish_loading/);
    expect(seen.filter((r) => r.path === ADD_CARD)).toHaveLength(1);
    const user = (await sandbox.getUser(mobile)) as unknown as SandboxUser;
    expect(user.profile?.bankCard).toMatchObject({ accountNumber: BANK_CARD_EXAMPLES.ng.accountNumber });
  });

  test('F2 a reload while the card is on its way, before the server saw it: the app asks, then wants the numbers again; a corrected account goes with a new key', async ({ page, request, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await startKycAs(page, request, 'ng', mobile, 'en');
    await toBankCardStep(sandbox, mobile);
    const seen = recordApiRequests(page);
    await answerLostToReload(page, ADD_CARD, { reachesServer: false });
    await page.goto('/#/bank_account/add_bankcard');
    await fillBankCard(page, 'ng');
    await expect.poll(() => seen.filter((r) => r.path === ADD_CARD).length).toBe(1);
    await page.reload();

    // Not added (the order is still at bind-card): the holder and bank are back, the numbers are not.
    await expect(page.getByRole('alert').filter({ hasText: 'Request failed, try again' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Card holder' })).toHaveValue(BANK_CARD_EXAMPLES.ng.holderName);
    await expect(page.getByRole('textbox', { name: /account number/i })).toHaveValue('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('textbox', { name: /account number/i })).toHaveAttribute('aria-invalid', 'true');
    expect(seen.filter((r) => r.path === ADD_CARD), 'empty numbers are never sent').toHaveLength(1);

    await page.getByRole('textbox', { name: /account number/i }).fill(OTHER_NUBAN);
    await page.getByRole('textbox', { name: /confirm/i }).fill(OTHER_NUBAN);
    await page.getByRole('textbox', { name: /bvn/i }).fill(BANK_CARD_EXAMPLES.ng.bvn);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: ADD_THIS_ACCOUNT }).click();
    await expect(page).toHaveURL(/#\/finish_loading/);
    const keys = seen.filter((r) => r.path === ADD_CARD).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1], 'another account after a lost answer is another request').not.toBe(keys[0]);
    const user = (await sandbox.getUser(mobile)) as unknown as SandboxUser;
    expect(user.profile?.bankCard).toMatchObject({ accountNumber: OTHER_NUBAN });
  });

  test('F2 addBankCard dropped before the server saw it: resubmitted with the same Idempotency-Key', async ({ page, request, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await startKycAs(page, request, 'ng', mobile, 'en');
    await toBankCardStep(sandbox, mobile);
    const seen = recordApiRequests(page);
    let drops = 1;
    await routeApi(page, ADD_CARD, async (route) => {
      if (drops-- > 0) return route.abort('connectionreset');
      return route.fallback();
    });
    await page.goto('/#/bank_account/add_bankcard');
    await fillBankCard(page, 'ng');
    // Not added (the order is still at bind-card): the values are kept and Submit sends it again.
    await expect(page.getByRole('alert').filter({ hasText: /failed|timed out/i })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Card holder' })).toHaveValue(BANK_CARD_EXAMPLES.ng.holderName);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#\/finish_loading/);
    const keys = seen.filter((r) => r.path === ADD_CARD).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});
