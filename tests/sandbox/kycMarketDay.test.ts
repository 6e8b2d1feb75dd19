import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { callApi } from './apiClient';
import { control } from './control';
import { NIGERIAN_PERSONAL } from './personalFields';
import { samplePersonalFields } from '../../sandbox/orders/sampleKyc';

/**
 * The KYC rules that depend on today (age, a debit card's valid period) take today in the borrower's
 * market, as their phone does, not on the server's own clock (UTC on this host). FAULTS F43.
 */
let now = 0;
let sb: Sandbox;

beforeAll(async () => {
  sb = await createSandbox({ dataDir: 'memory://', clock: () => now });
}, 120_000);
afterAll(() => sb.close());

async function borrowerAtStep(mobile: string, market: 'ng' | 'mx', stepCode: number) {
  const registered = await callApi<{ token: string }>(sb.app, '/security/register', { mobile, verifyCode: '123456', market }, { nowMs: now });
  await control(sb.app, 'POST', `/sandbox/users/${mobile}/order${market === 'mx' ? '?market=mx' : ''}`, { stepCode });
  return registered.data.token;
}

const personal = { ...NIGERIAN_PERSONAL, birthday: '2008-11-22' };

describe('KYC dates are the market\'s', { timeout: 60_000 }, () => {
  it('at 00:30 in Lagos on the 18th birthday (23:30 UTC the day before), the borrower is 18', async () => {
    now = Date.UTC(2026, 10, 21, 23, 30);
    const token = await borrowerAtStep('08031110101', 'ng', 6);
    const meta = await callApi(sb.app, '/country/meta/code', { code: 'ng' }, { nowMs: now });
    const state = meta.data.states[0];
    const fields = { ...personal, state: state.code, city: state.districts[0] ?? 'Ikeja' };
    const saved = await callApi(sb.app, '/user/saveBasicInfo', fields, { token, nowMs: now });
    expect(saved).toMatchObject({ code: 0, data: { stepCode: 11 } });
  });

  it('at 20:00 on 28 February in Mexico City (March in UTC), a debit card valid to 02/26 is still valid', async () => {
    now = Date.UTC(2026, 2, 1, 2, 0);
    const token = await borrowerAtStep('5512340101', 'mx', 5);
    const card = {
      cardType: 'bankCard', accountNumber: '4111111111111111', accountNumberConfirm: '4111111111111111', holderName: 'José Núñez',
      curp: 'BEML920313HMCLNS09', validPeriod: '02/26',
    };
    const added = await callApi(sb.app, '/user/addBankCard', card, { token, nowMs: now });
    expect(added.code).toBe(0);
  });

  it('at 00:30 in Cancún (UTC-5) on the 18th birthday, still the day before in Mexico City, the borrower is 18', async () => {
    now = Date.UTC(2026, 10, 22, 5, 30); // 22 Nov 00:30 in Cancún, 21 Nov 23:30 in Mexico City
    const token = await borrowerAtStep('5512340102', 'mx', 6);
    const save = (birthday: string) => callApi(sb.app, '/user/saveBasicInfo', { ...samplePersonalFields('mx'), birthday }, { token, nowMs: now });
    // 18 tomorrow even in Cancún: no phone in Mexico lets it through.
    expect(await save('2008-11-23')).toMatchObject({ code: 1401, data: { errors: { birthday: 'birthday.outOfRange' } } });
    expect(await save('2008-11-22')).toMatchObject({ code: 0, data: { stepCode: 11 } });
  });

  it('at 22:30 in Tijuana (UTC-8), already the next day in Mexico City, the oldest birthday of the picker is still allowed', async () => {
    now = Date.UTC(2026, 10, 22, 6, 30); // 21 Nov 22:30 in Tijuana, 22 Nov 00:30 in Mexico City
    const token = await borrowerAtStep('5512340103', 'mx', 6);
    const saved = await callApi(sb.app, '/user/saveBasicInfo', { ...samplePersonalFields('mx'), birthday: '1943-11-21' }, { token, nowMs: now });
    expect(saved).toMatchObject({ code: 0, data: { stepCode: 11 } });
  });

  it('at 22:30 on 28 February in Tijuana (1 March in Mexico City), a debit card valid to 02/26 is still valid; 01/26 is not', async () => {
    now = Date.UTC(2026, 2, 1, 6, 30);
    const token = await borrowerAtStep('5512340104', 'mx', 5);
    const card = (validPeriod: string) => ({
      cardType: 'bankCard', accountNumber: '4111111111111111', accountNumberConfirm: '4111111111111111', holderName: 'José Núñez',
      curp: 'BEML920313HMCLNS09', validPeriod,
    });
    const over = await callApi(sb.app, '/user/addBankCard', card('01/26'), { token, nowMs: now });
    expect(over).toMatchObject({ code: 1401, data: { errors: { validPeriod: 'card.expired' } } });
    expect((await callApi(sb.app, '/user/addBankCard', card('02/26'), { token, nowMs: now })).code).toBe(0);
  });

  it("a refused form says so in the borrower's language, never as a field's rule code", async () => {
    now = Date.UTC(2026, 10, 21, 12);
    const token = await borrowerAtStep('08031110102', 'ng', 6);
    const refused = await callApi(sb.app, '/user/saveBasicInfo', { ...personal, email: 'me@@gmail.com' }, { token, nowMs: now, lang: 'es' });
    expect(refused.code).toBe(1401);
    expect(refused.msg).toBe('Algunos de tus datos no fueron aceptados. Revísalos e inténtalo de nuevo.');
    expect(refused.data.errors).toMatchObject({ email: 'email.verify' });
  });
});
