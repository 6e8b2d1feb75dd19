import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import { FIRST_LOAN_AMOUNT, RETURNING_AMOUNT } from './promoOffer.rules';
import type { LookupInput, PromoLookup } from './promoOffer.types';

export function createPromoOfferActors(services: Pick<AppServices, 'api'>) {
  return {
    checkMobile: fromPromise<PromoLookup, LookupInput>(async ({ input, signal }) => {
      const result = await services.api.call(endpoints.auth.existsByMobile, input, { signal });
      if (!result.ok) return { ok: false, code: result.code, msg: result.msg };
      const returning = result.data.exists;
      return { ok: true, offer: { returning, amount: returning ? RETURNING_AMOUNT : FIRST_LOAN_AMOUNT } };
    }),
  };
}
