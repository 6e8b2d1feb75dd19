import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { callApi, signUp } from './apiClient';
import { control } from './control';
import { clabeControlDigit } from '../../services/validation/clabe';

type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
let sb: Sandbox;

beforeAll(async () => {
  sb = await createSandbox({ dataDir: 'memory://' });
}, 120_000);
afterAll(async () => {
  await sb.close();
});

// Published NUBANs (tests/unit/validation/nuban.test.ts): Zenith (057) 5050114930 (Zifah README);
// First Bank (011) 0000000220 (CBN worked example), valid but "not found" by the sandbox's rule.
const ZENITH_ACCOUNT = '5050114930';

async function mxToken(mobile: string) {
  const answer = await callApi<{ token: string }>(sb.app, '/security/register', { mobile, verifyCode: '123456', market: 'mx' });
  return answer.data.token;
}

describe('bank list, account look-up and branch (the bank-card step)', () => {
  it('/app/paystack/bank-list answers the ~60 Nigerian banks and wallets with name and code', async () => {
    const token = await signUp(sb.app, '08031120001');
    const list = await callApi<{ name: string; code: string }[]>(sb.app, '/app/paystack/bank-list', {}, { token, method: 'GET' });
    expect(list.code).toBe(0);
    expect(list.data.length).toBeGreaterThanOrEqual(55);
    expect(list.data).toContainEqual({ name: 'Zenith Bank', code: '057' });
    expect(list.data).toContainEqual({ name: 'OPay', code: '999992' });
  });

  it('/user/verifyBankCard resolves the holder name of a valid NUBAN, refuses a bad one, and reports an unknown account', async () => {
    const mobile = '08031120002';
    const token = await signUp(sb.app, mobile);
    await control(sb.app, 'POST', `/sandbox/users/${mobile}/order`, { event: 'completeKyc' });
    const found = await callApi(sb.app, '/user/verifyBankCard', { bankCode: '057', accountNumber: ZENITH_ACCOUNT }, { token, method: 'GET' });
    expect(found.code).toBe(0);
    expect(found.data).toMatchObject({ accountName: 'ADA OKAFOR', bankName: 'Zenith Bank' });

    const wrongBank = await callApi(sb.app, '/user/verifyBankCard', { bankCode: '044', accountNumber: ZENITH_ACCOUNT }, { token, method: 'GET' });
    expect(wrongBank.code).toBe(1401);
    expect(wrongBank.data.errors).toEqual({ accountNumber: 'bank.nuban' });

    const noBank = await callApi(sb.app, '/user/verifyBankCard', { bankCode: '999', accountNumber: ZENITH_ACCOUNT }, { token, method: 'GET' });
    expect(noBank.data.errors).toEqual({ bankCode: 'select.required:bank' });

    const missing = await callApi(sb.app, '/user/verifyBankCard', { bankCode: '011', accountNumber: '0000000220' }, { token, method: 'GET', lang: 'es' });
    expect(missing.code).toBe(1107);
    expect(missing.msg).toMatch(/No se encontró ninguna cuenta/);
  });

  it('/user/getBankBranch names the bank of a CLABE bank code', async () => {
    const token = await mxToken('5512340021');
    const banamex = await callApi(sb.app, '/user/getBankBranch', { bankCode: '002' }, { token, method: 'GET' });
    expect(banamex.code).toBe(0);
    expect(banamex.data).toMatchObject({ bankCode: '002', bankName: 'Banamex' });
    const unknown = await callApi(sb.app, '/user/getBankBranch', { bankCode: '999' }, { token, method: 'GET' });
    expect(unknown.code).toBe(1107);
    expect(unknown.msg).toMatch(/first 3 digits/);
  });

  it('/user/addBankCard refuses a Mexican card whose CLABE control digit is wrong, and adds one valid CLABE once', async () => {
    const mobile = '5512340022';
    const token = await mxToken(mobile);
    await control(sb.app, 'POST', `/sandbox/users/${mobile}/order`, { stepCode: 5 });
    const card = { cardType: 'clabe', accountNumber: '002115016003269411', accountNumberConfirm: '002115016003269411', holderName: 'José Núñez', curp: 'BEML920313HMCLNS09' };
    const bad = await callApi(sb.app, '/user/addBankCard', { ...card, accountNumber: '002115016003269412', accountNumberConfirm: '002115016003269412' }, { token });
    expect(bad.data.errors).toMatchObject({ accountNumber: 'bank.clabe' });
    const first = await callApi(sb.app, '/user/addBankCard', card, { token, idempotencyKey: 'mx-card-1' });
    const again = await callApi(sb.app, '/user/addBankCard', card, { token, idempotencyKey: 'mx-card-1' });
    expect(first.code).toBe(0);
    expect(again).toEqual(first);
  });

  it("/user/addBankCard refuses a well-formed CLABE of a bank it cannot pay into, in the borrower's words, as the bank look-up does", async () => {
    const mobile = '5512340024';
    const token = await mxToken(mobile);
    await control(sb.app, 'POST', `/sandbox/users/${mobile}/order`, { stepCode: 5 });
    const body = '99911501600326941';
    const clabe = `${body}${clabeControlDigit(body)}`;
    const card = { cardType: 'clabe', accountNumber: clabe, accountNumberConfirm: clabe, holderName: 'José Núñez', curp: 'BEML920313HMCLNS09' };
    const refused = await callApi(sb.app, '/user/addBankCard', card, { token, lang: 'es' });
    expect(refused.code).toBe(1107);
    expect(refused.msg).toBe('Esta CLABE no pertenece a un banco al que podamos depositar. Revisa los 3 primeros dígitos.');
    const user = await control<{ profile: Record<string, unknown>; orders: { stepCode: number }[] }>(sb.app, 'GET', `/sandbox/users/${mobile}?market=mx`);
    expect(user.body.profile.bankCard).toBeUndefined();
    expect(user.body.orders[0]?.stepCode).toBe(5);
  });

  it('/user/addBankCard asks a Mexican debit card for its valid period, refuses one that is over on its clock, and never keeps the CVC', async () => {
    const mobile = '5512340023';
    const token = await mxToken(mobile);
    await control(sb.app, 'POST', `/sandbox/users/${mobile}/order`, { stepCode: 5 });
    const card = {
      cardType: 'bankCard', accountNumber: '4111111111111111', accountNumberConfirm: '4111111111111111', holderName: 'José Núñez', curp: 'BEML920313HMCLNS09',
    };
    const missing = await callApi(sb.app, '/user/addBankCard', card, { token });
    expect(missing.data.errors).toEqual({ validPeriod: 'card.validPeriodRequired' });
    const over = await callApi(sb.app, '/user/addBankCard', { ...card, validPeriod: '01/20' }, { token });
    expect(over.data.errors).toEqual({ validPeriod: 'card.expired' });
    const added = await callApi(sb.app, '/user/addBankCard', { ...card, validPeriod: '12/39', cvc: '123' }, { token, idempotencyKey: 'mx-debit-1' });
    expect(added.code).toBe(0);
    const user = await control<{ profile: { bankCard: Record<string, unknown> } }>(sb.app, 'GET', `/sandbox/users/${mobile}?market=mx`);
    expect(user.body.profile.bankCard).toMatchObject({ cardType: 'bankCard', cardNumber: '4111111111111111', validPeriod: '12/39' });
    expect(JSON.stringify(user.body)).not.toContain('"cvc"');
  });
});
