import { expect } from 'vitest';
import { promoOfferMachine } from '../../../machines/promoOffer/promoOffer.machine';
import { defineFlows } from '../defineFlows';

export default defineFlows({
  machine: promoOfferMachine,
  input: { market: 'ng' },
  actors: {
    checkMobile: { done: [{ returning: false, amount: 5000 }], error: [new Error('offline')] },
  },
  events: {
    'promo.mobileChanged': [{ type: 'promo.mobileChanged', mobile: '0803 123 4567' }],
    'promo.submitted': [{ type: 'promo.submitted' }],
    'promo.restarted': [{ type: 'promo.restarted' }],
  },
  assertions: {
    editing: (s) => expect(s.context.offer).toBeNull(),
    checking: (s) => expect(s.hasTag('busy')).toBe(true),
    offer: (s) => expect(s.context.offer?.amount).toBe(5000),
  },
});
