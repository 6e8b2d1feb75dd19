import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { callApi, signUp } from './apiClient';
import { control } from './control';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a restart keeps users and orders', () => {
  it('serves the same user, token and order after close and reopen on the same DATA_DIR', async () => {
    const first = await createSandbox({ dataDir, assessSeconds: 1e9 });
    const token = await signUp(first.app, '08034567890');
    await control(first.app, 'POST', '/sandbox/users/08034567890/order', { event: 'completeKyc' });
    await control(first.app, 'POST', '/sandbox/users/08034567890/order', { event: 'submit' });
    const before = (await callApi(first.app, '/loan/loan-order/latest', {}, { token, method: 'GET' })).data;
    await first.close();

    const second = await createSandbox({ dataDir, assessSeconds: 1e9 });
    try {
      const after = await callApi(second.app, '/loan/loan-order/latest', {}, { token, method: 'GET' });
      expect(after.code).toBe(0);
      expect(after.data).toEqual(before);
      expect(after.data.stepCode).toBe(1);
      const login = await callApi(second.app, '/security/login', { mobile: '08034567890', verifyCode: '123456' });
      expect(login.code).toBe(0);
      // The persisted snapshot goes on from where it stopped.
      const approved = await control(second.app, 'POST', '/sandbox/users/08034567890/order', { event: 'approve' });
      expect(approved.body.order.stepCode).toBe(18);
    } finally {
      await second.close();
    }
  }, 240_000);
});
