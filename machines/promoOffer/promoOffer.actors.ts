import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import { FIRST_LOAN_AMOUNT, RETURNING_AMOUNT } from './promoOffer.rules';
import type { PromoOffer } from './promoOffer.types';

export function createPromoOfferActors(services: Pick<AppServices, 'api'>) {
  return {
    checkMobile: fromPromise<PromoOffer, { mobile: string }>(async ({ input, signal }) => {
      const result = await services.api.call(endpoints.auth.existsByMobile, { mobile: input.mobile }, { signal });
      const returning = result.ok && result.data.exists;
      return { returning, amount: returning ? RETURNING_AMOUNT : FIRST_LOAN_AMOUNT };
    }),
  };
}
