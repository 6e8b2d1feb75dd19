import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../services/api/result';
import { createServices } from '../../../ui/app/createServices';

/** The encrypted client, faked: each call waits until the test answers it. */
const pending: Array<(result: ApiResult<unknown>) => void> = [];
vi.mock('../../../services/api/client', () => ({
  createApiClient: () => ({
    call: () => new Promise((resolve) => pending.push(resolve)),
  }),
}));

const expired: ApiResult<unknown> = { ok: false, kind: 'session', code: 10010303, msg: 'token expired' } as ApiResult<unknown>;
const latest = { path: '/loan/loan-order/latest' } as never;

function services() {
  const onSessionCode = vi.fn();
  const created = createServices({ activity: { change: () => undefined } as never, onSessionCode });
  return { ...created, onSessionCode };
}

async function answerNext(result: ApiResult<unknown>) {
  await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
  pending.shift()!(result);
}

afterEach(() => {
  localStorage.clear();
  pending.length = 0;
});

describe('a session code ends the session only for the token that got it (FAULTS F19)', () => {
  it('a call made with the token in use that answers "token expired" ends the session', async () => {
    localStorage.setItem('token', 'T-old');
    const { api, onSessionCode } = services();
    const call = api.call(latest, {});
    await answerNext(expired);
    await call;
    expect(onSessionCode).toHaveBeenCalledTimes(1);
    expect(onSessionCode).toHaveBeenCalledWith(expired, { tokenless: false });
  });

  it('a code answering a call sent without a token (a blocked account logging in) ends no session and asks for no login', async () => {
    const { api, onSessionCode } = services();
    const login = api.call({ path: '/security/login' } as never, {});
    await answerNext({ ok: false, kind: 'session', code: 10010301, msg: 'user cannot log in' } as ApiResult<unknown>);
    expect(await login).toMatchObject({ ok: false, kind: 'session', code: 10010301 });
    expect(onSessionCode).not.toHaveBeenCalled();
  });

  it('a code answering another call sent without a token (a repay link opened signed out) asks for the login', async () => {
    const { api, onSessionCode } = services();
    const call = api.call({ path: '/repay/get/voucher/list' } as never, {});
    await answerNext({ ok: false, kind: 'session', code: 100103, msg: 'invalid token' } as ApiResult<unknown>);
    await call;
    expect(onSessionCode).toHaveBeenCalledTimes(1);
    expect(onSessionCode).toHaveBeenCalledWith(expect.objectContaining({ code: 100103 }), { tokenless: true });
  });

  it('a late answer for a token the wrapper has since replaced leaves the new session alone', async () => {
    localStorage.setItem('token', 'T-old');
    const { api, onSessionCode } = services();
    const call = api.call(latest, {});
    localStorage.setItem('token', 'T-new');
    await answerNext(expired);
    expect(await call).toMatchObject({ ok: false, kind: 'session' });
    expect(onSessionCode).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('T-new');
  });
});
