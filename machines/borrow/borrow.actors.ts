import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import { createFollowLatestOrder } from '../order/order.actors';
import { submitOutcomeOf } from '../shared/submitError';
import type { ApplyInput, SubmitOutcome, TermsOutcome } from './borrow.types';

type Services = Pick<AppServices, 'api' | 'now'>;

export function createBorrowActors(services: Services) {
  return {
    loadTerms: fromPromise<TermsOutcome, void>(async ({ signal }) => {
      const result = await services.api.call(endpoints.loan.stepAmount, {}, { signal });
      if (!result.ok) return { ok: false, code: result.code, msg: result.msg };
      const { amounts, durations, defaultDuration } = result.data;
      return { ok: true, terms: { amounts, durations, defaultDuration: defaultDuration ?? null } };
    }),
    applyForLoan: fromPromise<SubmitOutcome, ApplyInput>(async ({ input, signal }) =>
      submitOutcomeOf(
        await services.api.call(
          endpoints.loan.applyMarket,
          { loanAmount: input.loanAmount, duration: input.duration },
          { signal, idempotencyKey: input.idempotencyKey },
        ),
      ),
    ),
    followLatestOrder: createFollowLatestOrder(services),
  };
}
