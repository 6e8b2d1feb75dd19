import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createPromoOfferActors } from '../../machines/promoOffer/promoOffer.actors';
import { promoOfferMachine } from '../../machines/promoOffer/promoOffer.machine';
import type { LookupInput, PromoLookup } from '../../machines/promoOffer/promoOffer.types';
import type { ApiClient } from '../../services/api/client';

function lookUp(answer: unknown) {
  const api = { call: async () => answer } as unknown as ApiClient;
  const actor = createActor(createPromoOfferActors({ api }).checkMobile, { input: { mobile: '8031234567', market: 'ng' } }).start();
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

describe('the yx3 look-up asks as sign-in asks', () => {
  it.each([
    ['ng', '+234 803-123-4567', '8031234567'],
    ['mx', '+52 55 1234 5678', '5512345678'],
  ] as const)('%s: the number normalised and the market named, so both judge a number alike', async (market, typed, sent) => {
    const asked: LookupInput[] = [];
    const machine = promoOfferMachine.provide({
      actors: {
        checkMobile: fromPromise<PromoLookup, LookupInput>(async ({ input }) => {
          asked.push(input);
          return { ok: true, offer: { returning: false, amount: 5000 } };
        }),
      },
    });
    const actor = createActor(machine, { input: { market } }).start();
    actor.send({ type: 'promo.mobileChanged', mobile: typed });
    actor.send({ type: 'promo.submitted' });
    await waitFor(actor, (s) => s.matches('offer'));
    expect(asked).toEqual([{ mobile: sent, market }]);
  });
});
