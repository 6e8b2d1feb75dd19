/**
 * The yx3 landing: a mobile number -> the amount it may borrow.
 *
 *   editing --submitted [valid number]--> checking -> offer | editing (failed, with retry)
 *   offer --restarted--> editing
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { isValidPromoMobile } from './promoOffer.rules';
import type { PromoOffer, PromoOfferContext, PromoOfferEvent } from './promoOffer.types';
import type { MarketId } from '../../services/markets/markets';

export const promoOfferMachine = setup({
  types: {
    context: {} as PromoOfferContext,
    events: {} as PromoOfferEvent,
    /** `mobile`: the number the borrower already typed in this visit (the sign-in form's), if any. */
    input: {} as { market: MarketId; mobile?: string },
  },
  actors: {
    checkMobile: notProvided<PromoOffer, { mobile: string }>('checkMobile'),
  },
  guards: {
    isMobileValid: ({ context }) => isValidPromoMobile(context.mobile, context.market),
  },
  actions: {
    changeMobile: assign({ mobile: ({ event }) => (event.type === 'promo.mobileChanged' ? event.mobile : '') }),
    markAttempted: assign({ attempted: true, failed: false }),
    showOffer: assign({ offer: (_, params: { offer: PromoOffer }) => params.offer }),
    markFailed: assign({ failed: true }),
    forgetOffer: assign({ offer: null, attempted: false }),
  },
}).createMachine({
  id: 'promoOffer',
  context: ({ input }) => ({ market: input.market, mobile: input.mobile ?? '', attempted: false, offer: null, failed: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'promo.mobileChanged': { actions: 'changeMobile' },
        'promo.submitted': [{ guard: 'isMobileValid', target: 'checking', actions: 'markAttempted' }, { actions: 'markAttempted' }],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkMobile',
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: { target: 'offer', actions: { type: 'showOffer', params: ({ event }) => ({ offer: event.output }) } },
        onError: { target: 'editing', actions: 'markFailed' },
      },
    },
    offer: {
      on: { 'promo.restarted': { target: 'editing', actions: 'forgetOffer' } },
    },
  },
});
