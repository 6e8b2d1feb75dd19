import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useState } from 'react';
import { createPromoOfferActors } from '../../machines/promoOffer/promoOffer.actors';
import { promoOfferMachine } from '../../machines/promoOffer/promoOffer.machine';
import { TYPED_PROMO_NUMBER } from '../../machines/promoOffer/promoOffer.typed';
import { TYPED_SIGN_IN } from '../../machines/signIn/signIn.typed';
import { useAppServices } from '../app/ServicesContext';
import { useKeepTyped, useKeptTyped } from '../shared/useTypedDraft';

/**
 * The landings' own wiring, apart from support.wiring.ts so that their chunks stay tiny. The landing
 * keeps the number typed on it over a reload (its own draft), else starts with the one typed for
 * sign-in, and hands its own on to the sign-in form it links to, through that form's draft
 * (machines/signIn/signIn.typed.ts).
 */
export function usePromoOfferActor() {
  const services = useAppServices();
  const [machine] = useState(() => promoOfferMachine.provide({ actors: createPromoOfferActors(services) }));
  const own = useKeptTyped(services.drafts, TYPED_PROMO_NUMBER);
  const forSignIn = useKeptTyped(services.drafts, TYPED_SIGN_IN);
  const kept = own?.market === services.market.id ? own : forSignIn;
  const mobile = kept?.market === services.market.id ? kept.mobile : '';
  const actor = useActorRef(machine, { input: { market: services.market.id, mobile } });
  useKeepTyped(services.drafts, TYPED_PROMO_NUMBER, actor);
  return actor;
}

/** Puts the number checked on the landing into the sign-in form the borrower goes to next. */
export function useCarryNumberToSignIn() {
  const { drafts, market } = useAppServices();
  return (mobile: string) => {
    const kept = drafts.load<unknown>(TYPED_SIGN_IN.name, TYPED_SIGN_IN.version);
    // The same number with a code already sent: its code step stays as it is.
    if (TYPED_SIGN_IN.isKept(kept) && kept.market === market.id && kept.mobile === mobile) return;
    drafts.save(TYPED_SIGN_IN.name, TYPED_SIGN_IN.version, { market: market.id, mobile, codeSent: null });
  };
}

