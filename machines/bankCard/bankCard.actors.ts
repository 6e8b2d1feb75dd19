import { fromPromise } from 'xstate';
import type { AppServices } from '../../services/appServices';
import { endpoints } from '../../services/api/endpoints';
import { findNextStep } from '../shared/nextStep';
import { submitOutcomeOf, type NextStep, type SubmitOutcome } from '../shared/submitError';
import type { AddBankCardInput } from './bankCard.types';

export function createBankCardActors(services: AppServices) {
  return {
    addBankCard: fromPromise<SubmitOutcome, AddBankCardInput>(async ({ input, signal }) =>
      submitOutcomeOf(
        await services.api.call(endpoints.kyc.addBankCard, input.payload, { signal, idempotencyKey: input.idempotencyKey }),
      ),
    ),
    findNextStep: fromPromise<NextStep, void>(({ signal }) => findNextStep(services, signal)),
  };
}
