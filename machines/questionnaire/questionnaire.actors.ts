import { fromPromise } from 'xstate';
import type { AppServices } from '../../services/appServices';
import { endpoints } from '../../services/api/endpoints';
import { StepCode } from '../../services/orders/stepCodes';
import { findNextStep } from '../shared/nextStep';
import { orderLeftStep } from '../shared/orderLeftStep';
import { submitOutcomeOf, type NextStep, type SubmitOutcome } from '../shared/submitError';
import type { SaveQuestionnaireInput } from './questionnaire.types';

export function createQuestionnaireActors(services: AppServices) {
  return {
    saveQuestionnaire: fromPromise<SubmitOutcome, SaveQuestionnaireInput>(async ({ input, signal }) =>
      submitOutcomeOf(await services.api.call(endpoints.kyc.saveQuestionnaire, input.answers, { signal })),
    ),
    /** After a lost answer: saved if the latest order has left Question. */
    checkAnswersSaved: orderLeftStep(services, StepCode.Question),
    findNextStep: fromPromise<NextStep, void>(({ signal }) => findNextStep(services, signal)),
  };
}
