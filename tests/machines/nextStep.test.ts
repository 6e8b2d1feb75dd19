import { describe, expect, it } from 'vitest';
import { findNextStep } from '../../machines/shared/nextStep';
import type { ApiResult } from '../../services/api/result';
import type { AppServices } from '../../services/appServices';

/** The services a KYC step's next-step read uses: only the API, answering `/loan/loan-order/latest` with `answer`. */
const servicesAnswering = (answer: ApiResult<unknown>) => ({ api: { call: async () => answer } }) as unknown as AppServices;
const read = (answer: ApiResult<unknown>) => findNextStep(servicesAnswering(answer), new AbortController().signal);

describe('the next step after a KYC step is saved (SPEC section 4)', () => {
  it("follows the latest order's step code", async () => {
    await expect(read({ ok: true, data: { stepCode: 5 } })).resolves.toEqual({ route: '/bank_account/add_bankcard' });
  });

  it('goes home when there is no order, and when the session ended (the session takes the borrower home)', async () => {
    await expect(read({ ok: true, data: null })).resolves.toEqual({ route: null });
    await expect(read({ ok: false, kind: 'session', code: 100103, msg: 'invalid token' })).resolves.toEqual({ route: null });
  });

  it('fails on a refusal, so the step offers Retry instead of leaving for home with nothing said (FAULTS F13)', async () => {
    await expect(read({ ok: false, kind: 'business', code: 1234, msg: 'busy' })).rejects.toThrow();
  });
});
