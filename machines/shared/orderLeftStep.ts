import { fromPromise } from 'xstate';
import type { AppServices } from '../../services/appServices';
import { endpoints } from '../../services/api/endpoints';
import type { StepCodeValue } from '../../services/orders/stepCodes';
import type { SavedCheck } from './reconcileStep';

/** After a lost answer: the step was saved if the latest order has moved past `step`. */
export function orderLeftStep(services: AppServices, step: StepCodeValue) {
  return fromPromise<SavedCheck, void>(async ({ signal }) => {
    const result = await services.api.call(endpoints.loan.latest, {}, { signal });
    return { saved: result.ok && result.data !== null && result.data.stepCode !== step };
  });
}
