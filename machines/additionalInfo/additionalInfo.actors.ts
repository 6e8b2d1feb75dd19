import { fromPromise } from 'xstate';
import type { AppServices } from '../../services/appServices';
import { endpoints } from '../../services/api/endpoints';
import { StepCode } from '../../services/orders/stepCodes';
import { findNextStep } from '../shared/nextStep';
import { orderLeftStep } from '../shared/orderLeftStep';
import { submitOutcomeOf, type NextStep, type SubmitOutcome } from '../shared/submitError';
import type { SubmitAdditionalInfoInput } from './additionalInfo.types';

export function createAdditionalInfoActors(services: AppServices) {
  return {
    submitAdditionalInfo: fromPromise<SubmitOutcome, SubmitAdditionalInfoInput>(async ({ input, signal }) =>
      submitOutcomeOf(
        await services.api.call(endpoints.kyc.submit, { additionalInfo: input.additionalInfo }, { signal, idempotencyKey: input.idempotencyKey }),
      ),
    ),
    /** After a lost answer: saved if the latest order has left Addition. */
    checkAdditionalInfoSaved: orderLeftStep(services, StepCode.Addition),
    findNextStep: fromPromise<NextStep, void>(({ signal }) => findNextStep(services, signal)),
  };
}
