import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import { startKycAs } from '../kyc/kycSession';
import { ADD_THIS_ACCOUNT, enterBankCard, toBankCardStep } from '../kyc/steps/bankCard';
import { countOf, holdApi, recordApiRequests } from './wire';

/**
 * FAULTS F8 and F25: Back while a money POST is in flight is held and asked about, never a silent
 * cancel. Apply is driven in network.spec; here the POST that sets where the payout goes.
 */
const ADD_CARD = '/user/addBankCard';

interface SandboxUser {
  orders: { stepCode: number }[];
  profile?: { bankCard?: Record<string, unknown> };
}

test.describe('faults: Back during a money POST', () => {
  test('F8 F25 Back while the bank card is being added prompts; Stay lets it finish, one POST', async ({ page, request, sandbox }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await startKycAs(page, request, 'ng', mobile, 'en');
    await toBankCardStep(sandbox, mobile);
    // An in-app history: "me", then the bank card step, so Android Back has somewhere to go.
    await page.goto('/#/me');
    await page.evaluate(() => void (window.location.hash = '#/bank_account/add_bankcard'));
    await expect(page.getByRole('heading', { name: 'Add bank card' })).toBeVisible();

    const seen = recordApiRequests(page);
    // A slow network: the card is on its way while the borrower presses Back.
    const release = await holdApi(page, ADD_CARD);
    await enterBankCard(page, 'ng');
    await page.getByRole('button', { name: ADD_THIS_ACCOUNT }).click();
    await expect.poll(() => countOf(seen, ADD_CARD)).toBe(1);

    await page.goBack();
    const prompt = page.getByRole('alertdialog', { name: 'Your request is still being sent' });
    await expect(prompt).toBeVisible();
    expect(new URL(page.url()).hash).toMatch(/^#\/bank_account\/add_bankcard/);
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await expect(prompt).toBeHidden();
    release();

    // On to the next step the server names: a first order's finishing step.
    await expect(page).toHaveURL(/#\/finish_loading/);
    expect(countOf(seen, ADD_CARD), 'the POST was neither cancelled nor sent again').toBe(1);
    const user = (await sandbox.getUser(mobile)) as unknown as SandboxUser;
    expect(user.orders.at(-1)?.stepCode).toBe(19);
    expect(user.profile?.bankCard).toMatchObject({ bankCode: '057' });
  });
});
