import { expect } from 'vitest';
import { promoOfferMachine } from '../../../machines/promoOffer/promoOffer.machine';
import { defineFlows } from '../defineFlows';

export default defineFlows({
  machine: promoOfferMachine,
  input: { market: 'ng' },
  actors: {
    checkMobile: {
      done: [{ ok: true, offer: { returning: false, amount: 5000 } }, { ok: false, code: 1001, msg: 'Invalid mobile number' }],
      error: [new Error('offline')],
    },
  },
  events: {
    'promo.mobileChanged': [{ type: 'promo.mobileChanged', mobile: '0803 123 4567' }],
    'promo.submitted': [{ type: 'promo.submitted' }],
    'promo.restarted': [{ type: 'promo.restarted' }],
  },
  assertions: {
    editing: (s) => {
      expect(s.context.offer).toBeNull();
      // A refusal is never read as an offer: its words are kept for the borrower instead.
      if (s.context.error?.kind === 'business') expect(s.context.error.serverMessage).toBe('Invalid mobile number');
    },
    checking: (s) => expect(s.hasTag('busy')).toBe(true),
    offer: (s) => expect(s.context.offer?.amount).toBe(5000),
  },
});
