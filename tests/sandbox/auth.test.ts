import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/app';
import { createSandbox } from '../../sandbox/app';
import { callApi, signUp } from './apiClient';
import { control } from './control';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: 'memory://' });
}, 120_000);
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.app.request('/sandbox/reset', { method: 'POST' });
});

describe('sign-up and sign-in', { timeout: 60_000 }, () => {
  it('registers a new number, then says it exists', async () => {
    const before = await callApi(sandbox.app, '/security/existsByMobile', { mobile: '0803 456 7890' }, { method: 'GET' });
    expect(before).toMatchObject({ status: 200, code: 0, data: { exists: false } });

    const sent = await callApi(sandbox.app, '/security/getVerifyCode', { mobile: '08034567890' });
    expect(sent.code).toBe(0);

    const registered = await callApi(sandbox.app, '/security/register', { mobile: '08034567890', verifyCode: '123456' });
    expect(registered.code).toBe(0);
    expect(registered.data.token).toMatch(/^[0-9a-f]{48}$/);
    expect(registered.data.userInfo).toMatchObject({ mobile: '8034567890', market: 'ng' });

    const after = await callApi(sandbox.app, '/security/existsByMobile', { mobile: '+234 803 456 7890' }, { method: 'GET' });
    expect(after.data).toEqual({ exists: true });
  });

  it('treats +234, 234, 2340 and 0 prefixes as the same Nigerian number', async () => {
    await signUp(sandbox.app, '+234 (0803) 456-7890');
    for (const typed of ['08034567890', '2348034567890', '23408034567890', '8034567890']) {
      const login = await callApi(sandbox.app, '/security/login', { mobile: typed, verifyCode: '123456' });
      expect(login.code, typed).toBe(0);
    }
  });

  it('refuses a wrong verification code on register and login', async () => {
    const reg = await callApi(sandbox.app, '/security/register', { mobile: '08034567890', verifyCode: '000000' });
    expect(reg).toMatchObject({ status: 200, code: 1001, msg: 'invalid verification code' });
    await signUp(sandbox.app, '08034567890');
    const login = await callApi(sandbox.app, '/security/login', { mobile: '08034567890', verifyCode: '111111' });
    expect(login).toMatchObject({ code: 1001, msg: 'invalid verification code' });
  });

  it('/loan/validateVerifyCode checks a signed-in borrower\'s SMS code like sign-in does', async () => {
    const token = await signUp(sandbox.app, '08034567890');
    const check = (verifyCode?: string) =>
      callApi(sandbox.app, '/loan/validateVerifyCode', verifyCode === undefined ? {} : { verifyCode }, { token, method: 'GET' });
    expect(await check('123456')).toMatchObject({ code: 0, data: { valid: true } });
    expect(await check('000000')).toMatchObject({ code: 1001, msg: 'invalid verification code' });
    expect(await check()).toMatchObject({ code: 1001, msg: 'verification code cannot be empty' });
  });

  it('an empty or missing code is "verification code cannot be empty" (SPEC section 8), as a refusal the app shows', async () => {
    await signUp(sandbox.app, '08034567890');
    for (const payload of [{ mobile: '08034567890', verifyCode: '  ' }, { mobile: '08034567890' }]) {
      const login = await callApi(sandbox.app, '/security/login', payload);
      expect(login).toMatchObject({ status: 200, code: 1001, msg: 'verification code cannot be empty' });
    }
  });

  it('refuses to register a number twice', async () => {
    await signUp(sandbox.app, '08034567890');
    const again = await callApi(sandbox.app, '/security/register', { mobile: '0803-456-7890', verifyCode: '123456' });
    expect(again).toMatchObject({ code: 1002, msg: 'this number has been registered, please login directly' });
  });

  it('refuses login of an unknown number and a malformed number', async () => {
    const unknown = await callApi(sandbox.app, '/security/login', { mobile: '08011112222', verifyCode: '123456' });
    expect(unknown.code).toBe(1003);
    const malformed = await callApi(sandbox.app, '/security/login', { mobile: '12', verifyCode: '123456' });
    expect(malformed.code).toBe(1004);
  });

  it('always asks for a verification code', async () => {
    const answer = await callApi(sandbox.app, '/security/isRequiredVerificationCode', {}, { method: 'GET' });
    expect(answer.data).toEqual({ required: true });
  });

  it('answers getUserInfo with a valid token and 100103 without one', async () => {
    const token = await signUp(sandbox.app, '08034567890');
    const info = await callApi(sandbox.app, '/security/getUserInfo', {}, { method: 'GET', token });
    expect(info.data).toMatchObject({ mobile: '8034567890' });
    expect((await callApi(sandbox.app, '/security/getUserInfo', {}, { method: 'GET' })).code).toBe(100103);
    expect((await callApi(sandbox.app, '/security/getUserInfo', {}, { method: 'GET', token: 'nope' })).code).toBe(100103);
  });

  it('answers a forced session code once, on that user’s next call only', async () => {
    const token = await signUp(sandbox.app, '08034567890');
    const other = await signUp(sandbox.app, '08099998888');
    const forced = await sandbox.app.request('/sandbox/users/08034567890/session', {
      method: 'POST',
      body: JSON.stringify({ code: 10010303 }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(forced.status).toBe(200);
    expect((await callApi(sandbox.app, '/security/getUserInfo', {}, { token: other })).code).toBe(0);
    const first = await callApi(sandbox.app, '/security/getUserInfo', {}, { token });
    expect(first).toMatchObject({ status: 200, code: 10010303 });
    expect((await callApi(sandbox.app, '/security/getUserInfo', {}, { token })).code).toBe(0);
  });

  it('a forced token code (expired) is not a login answer: login goes through, the code waits for the token', async () => {
    await signUp(sandbox.app, '08034567890');
    await control(sandbox.app, 'POST', '/sandbox/users/08034567890/session', { code: 10010303 });
    const login = await callApi(sandbox.app, '/security/login', { mobile: '08034567890', verifyCode: '123456' });
    expect(login.code).toBe(0);
    expect((await callApi(sandbox.app, '/security/getUserInfo', {}, { token: login.data.token })).code).toBe(10010303);
  });

  it('"cannot log in" (10010301) is the answer to the login itself (F18)', async () => {
    await signUp(sandbox.app, '08034567890');
    await control(sandbox.app, 'POST', '/sandbox/users/08034567890/session', { code: 10010301 });
    const login = await callApi(sandbox.app, '/security/login', { mobile: '08034567890', verifyCode: '123456' });
    expect(login).toMatchObject({ code: 10010301, data: null });
  });

  it('registers Mexican numbers when the client says the market is mx', async () => {
    const answer = await callApi(sandbox.app, '/security/register', { mobile: '+52 55 1234 5678', verifyCode: '123456', market: 'mx' });
    expect(answer.data.userInfo).toMatchObject({ mobile: '5512345678', market: 'mx' });
  });

  it('takes the market from the wrapper package name when the client does not say it', async () => {
    const mx = await callApi(sandbox.app, '/security/register', { mobile: '55 1234 5678', verifyCode: '123456' }, { packageName: 'com.swiftcash.mx' });
    expect(mx.data.userInfo).toMatchObject({ mobile: '5512345678', market: 'mx' });
    const ip = await callApi(sandbox.app, '/country/meta/ip', {}, { packageName: 'com.swiftcash.mx' });
    expect(ip.data).toMatchObject({ market: 'mx', currency: 'MXN' });
    const ng = await callApi(sandbox.app, '/country/meta/ip', {}, { packageName: 'com.swiftcash.ng' });
    expect(ng.data.states.find((s: { code: string }) => s.code === 'LA')).toMatchObject({ name: 'Lagos' });
  });
});

describe('a server that asks for no SMS code (SANDBOX_CODE_REQUIRED=false)', () => {
  it('says so, signs up and logs in with an empty code, and still refuses a wrong one', async () => {
    const noCode = await createSandbox({ dataDir: 'memory://', codeRequired: false });
    try {
      expect((await callApi(noCode.app, '/security/isRequiredVerificationCode', { mobile: '08034567891' }, { method: 'GET' })).data).toEqual({ required: false });
      expect((await callApi(noCode.app, '/security/register', { mobile: '08034567891', verifyCode: '' })).code).toBe(0);
      expect((await callApi(noCode.app, '/security/login', { mobile: '08034567891' })).code).toBe(0);
      expect((await callApi(noCode.app, '/security/login', { mobile: '08034567891', verifyCode: '999999' })).code).toBe(1001);
    } finally {
      await noCode.close();
    }
  }, 120_000);

  it('asks for a code unless the setting says false', async () => {
    expect((await callApi(sandbox.app, '/security/isRequiredVerificationCode', { mobile: '08034567891' }, { method: 'GET' })).data).toEqual({ required: true });
    expect((await callApi(sandbox.app, '/security/login', { mobile: '08034567891', verifyCode: '' })).code).toBe(1001);
  });
});
