import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/app';
import { createSandbox } from '../../sandbox/app';
import { defineHandlers, ok, open } from '../../sandbox/handlers';
import { encryptText } from '../../services/protocol/cipher';
import { PACKAGE_NAME, callApi, signUp } from './apiClient';

let sandbox: Sandbox;
let attempts = 0;

beforeAll(async () => {
  sandbox = await createSandbox({
    dataDir: 'memory://',
    extraHandlers: [
      defineHandlers({
        'POST /test/broken': open(async () => {
          throw new Error('secret internals /etc/passwd');
        }),
        'POST /test/count': open(async () => {
          attempts += 1;
          return ok({ attempts });
        }),
      }),
    ],
  });
}, 120_000);
afterAll(() => sandbox.close());

describe('the sandbox stays up and says little when things go wrong', { timeout: 60_000 }, () => {
  it('answers a handler bug with 500, code 50000 and no internals, then keeps serving', async () => {
    const answer = await callApi(sandbox.app, '/test/broken', {});
    expect(answer).toEqual({ status: 500, code: 50000, msg: 'internal error', data: null });
    expect((await callApi(sandbox.app, '/test/count', {})).code).toBe(0);
  });

  it('refuses a body over 15 MB with 413 and code 40013', async () => {
    const response = await sandbox.app.request(`/api/${encryptText('/test/count', PACKAGE_NAME)}`, {
      method: 'POST',
      headers: { packageName: PACKAGE_NAME, 'Content-Type': 'application/json', 'Content-Length': String(16 * 1024 * 1024) },
      body: JSON.stringify({ ABCDE123: 'a'.repeat(16 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: number }).code).toBe(40013);
  });

  it('runs a call once per idempotency key, also for anonymous calls, and separately per user', async () => {
    attempts = 0;
    const first = await callApi(sandbox.app, '/test/count', {}, { idempotencyKey: 'k1' });
    const again = await callApi(sandbox.app, '/test/count', {}, { idempotencyKey: 'k1' });
    expect(again.data).toEqual(first.data);
    const token = await signUp(sandbox.app, '08034567890');
    const asUser = await callApi(sandbox.app, '/test/count', {}, { idempotencyKey: 'k1', token });
    expect(asUser.data).toEqual({ attempts: 2 });
    expect(attempts).toBe(2);
  });

  it('keeps unknown-token calls to open endpoints anonymous instead of failing them', async () => {
    const answer = await callApi(sandbox.app, '/security/existsByMobile', { mobile: '08034567890' }, { token: 'stale-token' });
    expect(answer.code).toBe(0);
  });
});
