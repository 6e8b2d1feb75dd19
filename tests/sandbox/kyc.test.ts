import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { callApi, signUp } from './apiClient';
import { control } from './control';
import { NIGERIAN_PERSONAL } from './personalFields';
import { nubanCheckDigit } from '../../services/validation/nuban';

type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
let sb: Sandbox;

beforeAll(async () => {
  sb = await createSandbox({ dataDir: 'memory://' });
}, 120_000);
afterAll(async () => {
  await sb.close();
});

const personal = NIGERIAN_PERSONAL;

async function borrowerAtStep6(mobile: string) {
  const token = await signUp(sb.app, mobile);
  await control(sb.app, 'POST', `/sandbox/users/${mobile}/order`, { stepCode: 6 });
  const meta = await callApi(sb.app, '/country/meta/code', { code: 'ng' });
  const state = meta.data.states[0];
  return { token, state: state.code as string, city: (state.districts[0] as string | undefined) ?? 'Ikeja' };
}

describe('KYC handlers validate like the app and move the order on', () => {
  it('/user/saveBasicInfo refuses what the form rules refuse, then saves and moves 6 -> 11', async () => {
    const { token, state, city } = await borrowerAtStep6('08031110001');
    const bad = await callApi(sb.app, '/user/saveBasicInfo', { ...personal, state, city, email: 'me@@gmail.com' }, { token });
    expect(bad.code).toBe(1401);
    expect(bad.data.errors).toMatchObject({ email: 'email.verify' });

    const same = await callApi(sb.app, '/user/saveBasicInfo', { ...personal, state, city, contact2Relation: 'parent' }, { token });
    expect(same.data.errors).toMatchObject({ contact2Relation: 'contacts.sameRelation' });

    const good = await callApi(sb.app, '/user/saveBasicInfo', { ...personal, state, city }, { token });
    expect(good.code).toBe(0);
    expect(good.data.stepCode).toBe(11);
  });

  it("a saved step moves to the one after it in the order's KYC order; an order made before keeps the order it was made with", async () => {
    const { token, state, city } = await borrowerAtStep6('08031110009');
    // The order at 6 was made with the default order: 6 -> 11, whatever is set afterwards.
    await control(sb.app, 'POST', '/sandbox/users/08031110009/kyc-order', { order: [12, 6, 5, 17, 11] });
    expect((await callApi(sb.app, '/user/saveBasicInfo', { ...personal, state, city }, { token })).data.stepCode).toBe(11);
    await control(sb.app, 'POST', '/sandbox/users/08031110009/order', { event: 'cancel' });
    const applied = await callApi(sb.app, '/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 91 }, { token });
    expect(applied.data.stepCode).toBe(12);
    await control(sb.app, 'POST', '/sandbox/users/08031110009/order', { stepCode: 6 });
    expect((await callApi(sb.app, '/user/saveBasicInfo', { ...personal, state, city }, { token })).data.stepCode).toBe(5);
  });

  it('/user/save/questionnaire needs all 11 answers', async () => {
    const { token } = await borrowerAtStep6('08031110002');
    await control(sb.app, 'POST', '/sandbox/users/08031110002/order', { stepCode: 17 });
    const answers = {
      missedLoanLast6Months: 'no', inCreditBureau: 'yes', selfRatedCreditworthiness: 'good', currentLender: 'none',
      overdueLender: 'none', maxDaysLate: 'never', totalDebt: 'none', digitalLoansEver: '1', digitalLoansActive: '0',
      digitalLoansRepaidOnTime: '1',
    };
    const missing = await callApi(sb.app, '/user/save/questionnaire', answers, { token });
    expect(missing.data.errors).toEqual({ digitalLoansOverdue: 'questionnaire.unanswered' });
    const done = await callApi(sb.app, '/user/save/questionnaire', { ...answers, digitalLoansOverdue: '0' }, { token });
    expect(done.code).toBe(0);
    expect(done.data.stepCode).toBe(5);
  });

  it('/user/addBankCard checks the confirmation and adds the card once per idempotency key', async () => {
    const { token } = await borrowerAtStep6('08031110003');
    await control(sb.app, 'POST', '/sandbox/users/08031110003/order', { stepCode: 5 });
    const account = `012345678${nubanCheckDigit('058', '012345678')}`;
    const card = { bankCode: '058', accountNumber: account, accountNumberConfirm: account, holderName: 'Ada Okafor', bvn: '22212345678' };
    const mismatch = await callApi(sb.app, '/user/addBankCard', { ...card, accountNumberConfirm: '0000000000' }, { token });
    expect(mismatch.data.errors).toMatchObject({ accountNumberConfirm: 'bank.confirmMismatch' });
    // A valid First Bank NUBAN that the look-up (/user/verifyBankCard) finds no account for.
    const notFound = { ...card, bankCode: '011', accountNumber: '0000000220', accountNumberConfirm: '0000000220' };
    expect(await callApi(sb.app, '/user/addBankCard', notFound, { token, lang: 'es' })).toMatchObject({
      code: 1107,
      msg: 'No se encontró ninguna cuenta con este número en First Bank of Nigeria. Revisa el número y el banco.',
    });
    const first = await callApi(sb.app, '/user/addBankCard', card, { token, idempotencyKey: 'card-1' });
    const again = await callApi(sb.app, '/user/addBankCard', card, { token, idempotencyKey: 'card-1' });
    expect(first.code).toBe(0);
    expect(again).toEqual(first);
    // A first order's last step: the data upload behind the permissions disclosure.
    expect(first.data.stepCode).toBe(19);
  });
});
