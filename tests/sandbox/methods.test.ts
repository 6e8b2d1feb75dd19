import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { loadHandlers } from '../../sandbox/routeModules';
import { specCalls } from '../support/specCalls';
import { callApi, signUp } from './apiClient';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: 'memory://' });
}, 120_000);
afterAll(() => sandbox.close());

describe('the sandbox answers each call only with its method (SPEC section 7)', { timeout: 60_000 }, () => {
  it('declares every SPEC call with the method SPEC lists it under (multipart is a POST)', async () => {
    const handlers = await loadHandlers();
    const calls = [...specCalls()];
    const declared = calls.map(([path]) => [path, handlers.get(path)?.method]);
    const expected = calls.map(([path, method]) => [path, method === 'GET' ? 'GET' : 'POST']);
    expect(declared).toEqual(expected);
  });

  it('refuses a GET call sent as a POST with 405 and code 40007, saying which method it takes', async () => {
    const token = await signUp(sandbox.app, '08034567801');
    let allow: string | null = null;
    const answer = await callApi(sandbox.app, '/loan/loan-order/latest', {}, { token, method: 'POST', onResponse: (r) => (allow = r.headers.get('Allow')) });
    expect(answer).toEqual({ status: 405, code: 40007, msg: '/loan/loan-order/latest takes GET, not POST', data: null });
    expect(allow).toBe('GET');
  });

  it('refuses a POST call sent as a GET before it changes anything', async () => {
    const refused = await callApi(sandbox.app, '/security/register', { mobile: '08034567802', verifyCode: '123456' }, { method: 'GET' });
    expect(refused).toMatchObject({ status: 405, code: 40007, msg: '/security/register takes POST, not GET' });
    const exists = await callApi(sandbox.app, '/security/existsByMobile', { mobile: '08034567802' });
    expect(exists).toMatchObject({ code: 0, data: { exists: false } });
  });
});
