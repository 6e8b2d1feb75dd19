import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/app';
import { createSandbox } from '../../sandbox/app';
import { callApi, signUp } from './apiClient';
import { control } from './control';

const MOBILE = '08031234567';
let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: 'memory://' });
}, 120_000);
afterAll(() => sandbox.close());
beforeEach(async () => {
  await control(sandbox.app, 'POST', '/sandbox/reset');
  token = await signUp(sandbox.app, MOBILE);
});

const force = (body: Record<string, unknown>) => control(sandbox.app, 'POST', '/sandbox/answers', body);
const latest = (onResponse?: (response: Response) => void) => callApi(sandbox.app, '/loan/loan-order/latest', {}, { token, method: 'GET', onResponse });

describe('QA forced answers', () => {
  it("a borrower's next call to a path answers what QA set, as many times as set; then the sandbox answers again", async () => {
    expect((await latest()).code).toBe(0);
    const added = await force({ mobile: '0803 123 4567', path: '/loan/loan-order/latest', code: 1105, msg: 'Risk check failed', times: 2 });
    expect(added.status).toBe(200);
    for (let call = 0; call < 2; call += 1) expect(await latest()).toMatchObject({ status: 200, code: 1105, msg: 'Risk check failed', data: null });
    expect((await latest()).code).toBe(0);
    expect((await control(sandbox.app, 'GET', '/sandbox/answers')).body.answers).toEqual([]);
  });

  it('a signed-out call is matched by the number its payload carries, even one with no account yet', async () => {
    await force({ mobile: '08039876543', path: '/security/getVerifyCode', code: 1005, msg: 'Too many codes today' });
    const other = await callApi(sandbox.app, '/security/getVerifyCode', { mobile: '8031112222', market: 'ng' });
    expect(other.code).toBe(0);
    const refused = await callApi(sandbox.app, '/security/getVerifyCode', { mobile: '8039876543', market: 'ng' });
    expect(refused).toMatchObject({ code: 1005, msg: 'Too many codes today' });
  });

  it('an overloaded answer: an HTTP status with Retry-After, no envelope to read', async () => {
    await force({ mobile: MOBILE, path: '/loan/loan-order/latest', status: 503, retryAfter: 90 });
    let retryAfter: string | null = null;
    const answer = await latest((response) => (retryAfter = response.headers.get('Retry-After')));
    expect(answer.status).toBe(503);
    expect(retryAfter).toBe('90');
  });

  it('refuses what it could not apply, and DELETE drops every answer', async () => {
    expect((await force({ mobile: MOBILE, path: '/no/such/call', code: 1 })).status).toBe(400);
    expect((await force({ mobile: MOBILE, path: '/loan/loan-order/latest' })).status).toBe(400);
    expect((await force({ mobile: MOBILE, path: '/loan/loan-order/latest', code: 1, times: 0 })).status).toBe(400);
    expect((await force({ path: '/loan/loan-order/latest', code: 1 })).status).toBe(400);
    await force({ mobile: MOBILE, path: '/loan/loan-order/latest', code: 1105 });
    await control(sandbox.app, 'DELETE', '/sandbox/answers');
    expect((await latest()).code).toBe(0);
  });
});
