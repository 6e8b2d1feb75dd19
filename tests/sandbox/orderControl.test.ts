import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/app';
import { createSandbox } from '../../sandbox/app';
import type { CONTROL_EVENTS } from '../../sandbox/orderControl';
import { STEPS } from '../../sandbox/orders/stepCodes';
import { callApi, signUp } from './apiClient';
import { control } from './control';

const MOBILE = '07031234567';
let sandbox: Sandbox;

beforeAll(async () => {
  // Timed steps only when forced, so each control is seen on its own.
  sandbox = await createSandbox({ dataDir: 'memory://', assessSeconds: 1e9, disburseSeconds: 1e9 });
}, 120_000);
afterAll(() => sandbox.close());
beforeEach(async () => {
  await control(sandbox.app, 'POST', '/sandbox/reset');
  await signUp(sandbox.app, MOBILE);
});

const drive = (body: unknown, mobile = MOBILE) => control(sandbox.app, 'POST', `/sandbox/users/${mobile}/order`, body);

/** From which step code each control event is allowed, and where it leads. */
const ALLOWED: Record<keyof typeof CONTROL_EVENTS, [from: number, to: number][]> = {
  completeKyc: [[6, 14], [11, 14], [12, 14], [17, 14], [5, 14], [14, 14], [19, 14]],
  submit: [[14, 1], [19, 1]],
  // DESIGN's list alone drives an order on: at Confirm these submit first, at GetMoney they ask for the money first.
  approve: [[1, 18], [14, 18], [19, 18]],
  reject: [[1, 9], [14, 9], [19, 9]],
  requestMoney: [[18, 7]],
  disburse: [[7, 2], [18, 2]],
  failPayout: [[7, 10], [18, 10]],
  overdue: [[2, 3]],
  settle: [[2, 4], [3, 4]],
  cancel: [[6, 8], [11, 8], [12, 8], [17, 8], [5, 8], [14, 8], [19, 8], [18, 8]],
};

describe('QA order controls', { timeout: 60_000 }, () => {
  it('completeKyc creates the order when there is none, fills sample KYC data and stops at Confirm (14)', async () => {
    const answer = await drive({ event: 'completeKyc' });
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ stepCode: 14, status: 'incomplete', loanAmount: 5_000, bankName: 'Guaranty Trust Bank' });
    const user = await control(sandbox.app, 'GET', `/sandbox/users/${MOBILE}`);
    expect(Object.keys(user.body.profile)).toEqual(expect.arrayContaining(['basicInfo', 'additionalInfo', 'identity', 'questionnaire', 'bankCard']));
    expect(user.body.orders).toHaveLength(1);
  });

  for (const [event, pairs] of Object.entries(ALLOWED)) {
    it(`${event}: moves the order where allowed and answers 409 with the reason everywhere else`, async () => {
      for (const step of STEPS) {
        await drive({ stepCode: step.code });
        const answer = await drive({ event });
        const allowed = pairs.find(([from]) => from === step.code);
        if (allowed) {
          expect(answer.status, `${event} from ${step.code}`).toBe(200);
          expect(answer.body.order.stepCode, `${event} from ${step.code}`).toBe(allowed[1]);
        } else if (event === 'completeKyc' && [4, 8, 9].includes(step.code)) {
          // A closed order: completeKyc starts a new one (unless a rejection is recent).
          expect(answer.status, `${event} from ${step.code}`).toBe(step.code === 9 ? 409 : 200);
        } else {
          expect(answer.status, `${event} from ${step.code}`).toBe(409);
          expect(answer.body.error).toMatch(/not allowed at step \d+/);
        }
      }
    });
  }

  it('DESIGN\'s events alone take a new borrower from KYC to a paid-out loan: completeKyc, approve, disburse', async () => {
    await drive({ event: 'completeKyc' });
    expect((await drive({ event: 'approve' })).body.order).toMatchObject({ stepCode: 18 });
    expect((await drive({ event: 'disburse' })).body.order).toMatchObject({ stepCode: 2, status: 'repaying' });
  });

  it('jumps to any step code, creating the order when needed, and refuses unknown codes', async () => {
    const jumped = await drive({ stepCode: 3 });
    expect(jumped.body.order).toMatchObject({ stepCode: 3, status: 'overdue', overdueDays: 1 });
    expect((await drive({ stepCode: 13 })).status).toBe(409);
    const token = (await callApi(sandbox.app, '/security/login', { mobile: MOBILE, verifyCode: '123456' })).data.token;
    const latest = await callApi(sandbox.app, '/loan/loan-order/latest', {}, { token, method: 'GET' });
    expect(latest.data.stepCode).toBe(3);
  });

  it('a jump back to repaying (2) after the due date passed sticks: a fresh term, not overdue again at the next read', async () => {
    await drive({ stepCode: 3 });
    const back = await drive({ stepCode: 2 });
    expect(back.body.order).toMatchObject({ stepCode: 2, overdueDays: 0 });
    const token = (await callApi(sandbox.app, '/security/login', { mobile: MOBILE, verifyCode: '123456' })).data.token;
    const latest = await callApi(sandbox.app, '/loan/loan-order/latest', {}, { token, method: 'GET' });
    expect(latest.data).toMatchObject({ stepCode: 2, overdueDays: 0 });
    expect(latest.data.dueAt).toBeGreaterThan(Date.now());
  });

  it('answers 409 for an event when the user has no order, 404 for an unknown user, 400 for a bad body', async () => {
    const none = await drive({ event: 'approve' });
    expect(none).toEqual({ status: 409, body: { error: 'this user has no order' } });
    expect((await drive({ event: 'approve' }, '08000000000')).status).toBe(404);
    expect((await drive({ event: 'fly' })).status).toBe(400);
  });

  it('moves a user’s clock so that penalties grow', async () => {
    await drive({ stepCode: 3 });
    await control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/clock`, { advanceHours: 48 });
    const user = await control(sandbox.app, 'GET', `/sandbox/users/${MOBILE}`);
    expect(user.body.user.clockOffsetHours).toBe(48);
    expect(user.body.orders[0]).toMatchObject({ overdueDays: 3, penaltyAmount: 300 });
    expect((await control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/clock`, { advanceHours: -1 })).status).toBe(400);
  });

  it('reset empties the database', async () => {
    await drive({ event: 'completeKyc' });
    expect((await control(sandbox.app, 'POST', '/sandbox/reset')).body).toEqual({ reset: true });
    expect((await control(sandbox.app, 'GET', `/sandbox/users/${MOBILE}`)).status).toBe(404);
  });

  it('switches the market answered by /country/meta/ip', async () => {
    expect((await control(sandbox.app, 'POST', '/sandbox/market', { market: 'mx' })).status).toBe(200);
    expect((await callApi(sandbox.app, '/country/meta/ip', {})).data.market).toBe('mx');
    expect((await control(sandbox.app, 'POST', '/sandbox/market', { market: 'fr' })).status).toBe(400);
  });

  it('refuses a session code that is not one of the four', async () => {
    const answer = await control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/session`, { code: 1 });
    expect(answer.status).toBe(400);
  });
});

describe('QA KYC order control', { timeout: 60_000 }, () => {
  const setOrder = (order: unknown) => control(sandbox.app, 'POST', `/sandbox/users/${MOBILE}/kyc-order`, { order });
  const apply = async () => {
    const token = (await callApi(sandbox.app, '/security/login', { mobile: MOBILE, verifyCode: '123456' })).data.token;
    return (await callApi(sandbox.app, '/loan/loan-order/apply-market', { loanAmount: 5_000, duration: 91 }, { token })).data;
  };

  it("a borrower's next order starts at the first step of the order QA set; null goes back to the sandbox's", async () => {
    expect((await setOrder([12, 17, 6, 5, 11])).body).toMatchObject({ kycOrder: [12, 17, 6, 5, 11] });
    expect(await apply()).toMatchObject({ stepCode: 12 });
    expect((await drive({ event: 'cancel' })).status).toBe(200);
    expect((await setOrder(null)).body.kycOrder).toEqual([6, 11, 12, 17, 5]);
    expect(await apply()).toMatchObject({ stepCode: 6 });
  });

  it('refuses a list that is not the five KYC steps once each, and keeps the one set before', async () => {
    await setOrder([11, 6, 12, 17, 5]);
    for (const wrong of [[6, 11, 12, 17], [6, 11, 12, 17, 5, 19], [6, 6, 12, 17, 5], '6,11', undefined]) {
      const answer = await setOrder(wrong);
      expect(answer.status, JSON.stringify(wrong)).toBe(400);
      expect(answer.body.error).toMatch(/order must list the KYC step codes 6, 11, 12, 17, 5, each once/);
    }
    expect(await apply()).toMatchObject({ stepCode: 11 });
  });
});
