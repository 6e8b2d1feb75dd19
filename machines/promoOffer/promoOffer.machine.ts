/**
 * The yx3 landing: a mobile number -> the amount it may borrow.
 *
 *   editing --submitted [valid number]--> checking -> offer | editing (the refusal's words or the fault; retry)
 *   offer --restarted--> editing
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { faultFrom, refusalOf } from '../shared/submitError';
import { isValidPromoMobile } from './promoOffer.rules';
import type { LookupInput, PromoLookup, PromoOfferContext, PromoOfferEvent } from './promoOffer.types';
import type { MarketId } from '../../services/markets/markets';
import { PHONE_RULES } from '../../services/validation/phoneRules';

export const promoOfferMachine = setup({
  types: {
    context: {} as PromoOfferContext,
    events: {} as PromoOfferEvent,
    /** `mobile`: the number the borrower already typed in this visit (the sign-in form's), if any. */
    input: {} as { market: MarketId; mobile?: string },
  },
  actors: {
    checkMobile: notProvided<PromoLookup, LookupInput>('checkMobile'),
  },
  guards: {
    isMobileValid: ({ context }) => isValidPromoMobile(context.mobile, context.market),
    isRefused: (_, params: { lookup: PromoLookup }) => !params.lookup.ok,
  },
  actions: {
    changeMobile: assign({ mobile: ({ event }) => (event.type === 'promo.mobileChanged' ? event.mobile : '') }),
    markAttempted: assign({ attempted: true, error: null }),
    showOffer: assign({ offer: (_, params: { lookup: PromoLookup }) => (params.lookup.ok ? params.lookup.offer : null) }),
    noteRefusal: assign({ error: (_, params: { lookup: PromoLookup }) => (params.lookup.ok ? null : refusalOf(params.lookup)) }),
    noteFault: assign({ error: (_, params: { error: unknown }) => faultFrom(params.error) }),
    forgetOffer: assign({ offer: null, attempted: false }),
  },
}).createMachine({
  id: 'promoOffer',
  context: ({ input }) => ({ market: input.market, mobile: input.mobile ?? '', attempted: false, offer: null, error: null }),
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
        // Asked the way sign-in asks it (the number normalised, the market named), so both judge it alike.
        input: ({ context }) => ({ mobile: PHONE_RULES[context.market].normalize(context.mobile), market: context.market }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ lookup: event.output }) },
            target: 'editing',
            actions: { type: 'noteRefusal', params: ({ event }) => ({ lookup: event.output }) },
          },
          { target: 'offer', actions: { type: 'showOffer', params: ({ event }) => ({ lookup: event.output }) } },
        ],
        onError: { target: 'editing', actions: { type: 'noteFault', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    offer: {
      on: { 'promo.restarted': { target: 'editing', actions: 'forgetOffer' } },
    },
  },
});
