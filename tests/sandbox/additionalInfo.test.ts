import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { callApi, signUp } from './apiClient';
import { control } from './control';
import { NIGERIAN_PERSONAL } from './personalFields';

type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
let sb: Sandbox;

beforeAll(async () => {
  sb = await createSandbox({ dataDir: 'memory://' });
});
afterAll(async () => {
  await sb.close();
});

// A published valid CURP (tests/unit/validation/curp.test.ts).
const validCurp = 'BEML920313HMCLNS09';
const employer = {
  loanPurpose: 'education', companyName: 'Acme SA', companyPhone: '5512345678', designation: 'Engineer', workAddress: 'Av. Reforma 222, Juárez',
};

async function mxBorrowerAtStep11(mobile: string) {
  const answer = await callApi<{ token: string }>(sb.app, '/security/register', { mobile, verifyCode: '123456', market: 'mx' });
  expect(answer.code).toBe(0);
  await control(sb.app, 'POST', `/sandbox/users/${mobile}/order`, { stepCode: 11 });
  return answer.data.token;
}

describe('/user/submit (additional information) validates like the app and moves the order on', () => {
  it('refuses a Mexican borrower without a valid CURP, then saves and moves 11 -> 12', async () => {
    const token = await mxBorrowerAtStep11('5512340011');
    const missing = await callApi(sb.app, '/user/submit', { additionalInfo: employer }, { token });
    expect(missing.code).toBe(1401);
    expect(missing.data.errors).toMatchObject({ curp: 'curp.required' });

    const malformed = await callApi(sb.app, '/user/submit', { additionalInfo: { ...employer, curp: 'BEML920313HMCLNS0X', nss: '123' } }, { token });
    expect(malformed.data.errors).toMatchObject({ curp: 'curp.format', nss: 'nss.format' });

    const good = await callApi(sb.app, '/user/submit', { additionalInfo: { ...employer, curp: validCurp.toLowerCase() } }, { token });
    expect(good.code).toBe(0);
    expect(good.data.stepCode).toBe(12); // on to ID verification
  });

  it('needs no CURP in Nigeria, but still the loan purpose and employer', async () => {
    const token = await signUp(sb.app, '08031110011');
    await control(sb.app, 'POST', '/sandbox/users/08031110011/order', { stepCode: 11 });
    const empty = await callApi(sb.app, '/user/submit', { additionalInfo: {} }, { token });
    expect(empty.data.errors).toMatchObject({ loanPurpose: 'select.required:loanPurpose', companyName: 'companyName.required' });
    const good = await callApi(sb.app, '/user/submit', { additionalInfo: { ...employer, companyPhone: '08031234567' } }, { token });
    expect(good.code).toBe(0);
    expect(good.data.stepCode).toBe(12);
  });

  it('refuses a missing work address and malformed optional work fields, whatever the client checked', async () => {
    const token = await signUp(sb.app, '08031110012');
    await control(sb.app, 'POST', '/sandbox/users/08031110012/order', { stepCode: 11 });
    const { workAddress: _omitted, ...withoutAddress } = employer;
    const bad = await callApi(
      sb.app,
      '/user/submit',
      { additionalInfo: { ...withoutAddress, companyPhone: '08031234567', workPostalCode: '1000', linkedin: 'not a profile', facebook: 'http://evil.example/x' } },
      { token },
    );
    expect(bad.code).toBe(1401);
    expect(bad.data.errors).toMatchObject({
      workAddress: 'workAddress.required', workPostalCode: 'postalCode.invalidNg', linkedin: 'linkedin.format', facebook: 'facebook.format',
    });
    const good = await callApi(
      sb.app,
      '/user/submit',
      { additionalInfo: { ...employer, companyPhone: '08031234567', workPostalCode: '100001', linkedin: 'https://www.linkedin.com/in/ada-okafor/', facebook: 'ada.okafor' } },
      { token },
    );
    expect(good.code).toBe(0);
    expect(good.data.stepCode).toBe(12);
  });
});

describe('a borrower without a job (personal info said so)', () => {
  it('names no employer: the loan purpose alone is asked', async () => {
    const mobile = '08031110021';
    const token = await signUp(sb.app, mobile);
    await control(sb.app, 'POST', `/sandbox/users/${mobile}/order`, { stepCode: 6 });
    const state = (await callApi(sb.app, '/country/meta/code', { code: 'ng' })).data.states[0];
    const jobless = {
      ...NIGERIAN_PERSONAL,
      state: state.code as string,
      city: (state.districts[0] as string | undefined) ?? 'Ikeja',
      employmentType: 'unemployed', industry: '', jobExperience: '', payFrequency: '', payday: '', incomeSource: 'otherFamily',
    };
    const basic = await callApi(sb.app, '/user/saveBasicInfo', jobless, { token });
    expect(basic.data?.errors ?? null).toBeNull();
    expect(basic.code).toBe(0);
    await control(sb.app, 'POST', `/sandbox/users/${mobile}/order`, { stepCode: 11 });
    const saved = await callApi(sb.app, '/user/submit', { additionalInfo: { loanPurpose: 'health', companyName: 'ignored' } }, { token });
    expect(saved.code).toBe(0);
    expect(saved.data.stepCode).toBe(12);
  });

  it('an employee still names one', async () => {
    const token = await signUp(sb.app, '08031110022');
    await control(sb.app, 'POST', '/sandbox/users/08031110022/order', { stepCode: 11 });
    const refused = await callApi(sb.app, '/user/submit', { additionalInfo: { loanPurpose: 'health' } }, { token });
    expect(refused.data.errors).toMatchObject({ companyName: 'companyName.required', companyPhone: 'companyPhone.required' });
  });
});
