import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createPromoOfferActors } from '../../machines/promoOffer/promoOffer.actors';
import type { ApiClient } from '../../services/api/client';

function lookUp(answer: unknown) {
  const api = { call: async () => answer } as unknown as ApiClient;
  const actor = createActor(createPromoOfferActors({ api }).checkMobile, { input: { mobile: '08031234567' } }).start();
  return waitFor(actor, (s) => s.status === 'done').then((s) => s.output);
}

describe('the yx3 look-up', () => {
  it('a number the server refuses to look up is a refusal in its words, never a first-loan offer', async () => {
    expect(await lookUp({ ok: false, kind: 'business', code: 1001, msg: 'Invalid mobile number' })).toEqual({ ok: false, code: 1001, msg: 'Invalid mobile number' });
  });

  it('a known number is offered the returning amount, a new one the first-loan amount', async () => {
    expect(await lookUp({ ok: true, data: { exists: true } })).toMatchObject({ ok: true, offer: { returning: true } });
    expect(await lookUp({ ok: true, data: { exists: false } })).toMatchObject({ ok: true, offer: { returning: false } });
  });
});
