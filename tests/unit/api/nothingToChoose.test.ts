import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createCancellationActors } from '../../../machines/cancellation/cancellation.actors';
import { createPersonalInfoActors } from '../../../machines/personalInfo/personalInfo.actors';
import type { AppServices } from '../../../services/appServices';
import { markets } from '../../../services/markets/markets';
import type { ApiClient } from '../../../services/api/client';
import { endpoints } from '../../../services/api/endpoints';
import { createActor, toPromise } from 'xstate';

// Answers that leave the borrower a form with nothing to choose are refused as malformed: the
// screen then says the request failed, with Retry and a way home, instead of a form that cannot be sent.
describe('answers with nothing to choose', () => {
  it('loan terms without an amount or without a term', () => {
    const terms = endpoints.loan.stepAmount.data;
    expect(v.safeParse(terms, { amounts: [], durations: [91] }).success).toBe(false);
    expect(v.safeParse(terms, { amounts: [1000], durations: [] }).success).toBe(false);
    expect(v.safeParse(terms, { amounts: [1000], durations: [91] }).success).toBe(true);
  });

  it('a cancellable loan without cancellation reasons', async () => {
    const answer = (data: unknown) => ({ api: { call: async () => ({ ok: true, data }) } as unknown as ApiClient });
    const check = (data: unknown) => toPromise(createActor(createCancellationActors(answer(data)).checkCancellable).start());
    await expect(check({ canCancel: true, reasons: [] })).rejects.toMatchObject({ reason: 'malformed' });
    await expect(check({ canCancel: true })).rejects.toMatchObject({ reason: 'malformed' });
    await expect(check({ canCancel: false })).resolves.toMatchObject({ ok: true, canCancel: false });
    await expect(check({ canCancel: true, reasons: [{ code: 1, label: 'Too expensive' }] })).resolves.toMatchObject({ ok: true, canCancel: true });
  });

  it('a cancellation reason the borrower could only see as a code is left out; one with words is kept', async () => {
    const answer = (data: unknown) => ({ api: { call: async () => ({ ok: true, data }) } as unknown as ApiClient });
    const check = (data: unknown) => toPromise(createActor(createCancellationActors(answer(data)).checkCancellable).start());
    const kept = await check({
      canCancel: true,
      reasons: [
        { code: 'rateChanged' },
        { code: 'x9', label: '  ' },
        { code: 'movedAbroad', label: 'I moved abroad' },
        { code: 'costTooHigh' },
      ],
    });
    expect(kept).toMatchObject({ reasons: [{ code: 'movedAbroad', label: 'I moved abroad' }, { code: 'costTooHigh', label: null }] });
    // Nothing left that the borrower could read: as good as no reasons.
    await expect(check({ canCancel: true, reasons: [{ code: 'rateChanged', label: null }] })).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('country data without a state, which the residence part needs', async () => {
    const services = (data: unknown) => ({ market: markets.ng, api: { call: async () => ({ ok: true, data }) } }) as unknown as AppServices;
    const read = (data: unknown) => toPromise(createActor(createPersonalInfoActors(services(data)).loadGeography).start());
    await expect(read({ states: [] })).rejects.toThrow();
    await expect(read({ states: [{ code: 'LA', name: 'Lagos' }] })).resolves.toEqual([{ code: 'LA', name: 'Lagos', districts: [] }]);
  });
});
