import type { AppServices } from '../../services/appServices';
import { endpoints } from '../../services/api/endpoints';
import { routeForStep } from '../../services/orders/stepCodes';
import type { NextStep } from './submitError';

/**
 * After a KYC step is saved, the next screen follows the latest order's step code (SPEC section 4),
 * never a client guess. No order, or a step that does not route: home; so does an ended session,
 * which the session handles. A refusal fails the read, so the step offers Retry (`nextStepFailed`)
 * rather than leaving for home with nothing said.
 */
export async function findNextStep(services: AppServices, signal: AbortSignal): Promise<NextStep> {
  const result = await services.api.call(endpoints.loan.latest, {}, { signal });
  if (!result.ok && result.kind === 'business') throw new Error(`latest order refused: ${result.code}`);
  if (!result.ok || !result.data) return { route: null };
  return { route: routeForStep(result.data.stepCode) };
}
