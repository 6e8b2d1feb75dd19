import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { callApi, signUp } from './apiClient';

type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
let sb: Sandbox;

beforeAll(async () => {
  sb = await createSandbox({ dataDir: 'memory://' });
}, 60_000);
afterAll(async () => {
  await sb.close();
});

describe('permissions disclosure', () => {
  it('is not accepted for a new borrower, and accepted once is remembered (accepting again keeps the first time)', async () => {
    const token = await signUp(sb.app, '08031190001');
    const status = () => callApi(sb.app, '/user/permission-disclosure/status', {}, { token, method: 'GET' });
    expect(await status()).toMatchObject({ code: 0, data: { accepted: false } });
    expect(await callApi(sb.app, '/user/permission-disclosure/accept', {}, { token })).toMatchObject({ code: 0 });
    expect(await status()).toMatchObject({ code: 0, data: { accepted: true } });
    expect(await callApi(sb.app, '/user/permission-disclosure/accept', {}, { token })).toMatchObject({ code: 0 });
    expect(await status()).toMatchObject({ data: { accepted: true } });
  });

  it('is per borrower and needs a session', async () => {
    const other = await signUp(sb.app, '08031190002');
    expect(await callApi(sb.app, '/user/permission-disclosure/status', {}, { token: other, method: 'GET' })).toMatchObject({
      data: { accepted: false },
    });
    const anonymous = await callApi(sb.app, '/user/permission-disclosure/accept', {});
    expect(anonymous.code).not.toBe(0);
  });
});
