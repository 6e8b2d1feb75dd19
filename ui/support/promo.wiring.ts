import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useState } from 'react';
import { createPromoOfferActors } from '../../machines/promoOffer/promoOffer.actors';
import { promoOfferMachine } from '../../machines/promoOffer/promoOffer.machine';
import { useAppServices } from '../app/ServicesContext';

/** The landings' own wiring, apart from support.wiring.ts so that their chunks stay tiny. */
export function usePromoOfferActor() {
  const services = useAppServices();
  const [machine] = useState(() => promoOfferMachine.provide({ actors: createPromoOfferActors(services) }));
  return useActorRef(machine, { input: { market: services.market.id } });
}

