import { routeForStep, StepCode } from '../../services/orders/stepCodes';
import type { FollowOutcome } from './dataUpload.types';

/**
 * Where the borrower goes once the upload has ended: where the latest order's step code says
 * (SPEC section 4). An order still at FinishLoading (19) is this screen's own step: the server
 * moves it on when the application is submitted, which the loan confirmation does (as for 14).
 */
export function pathAfterUpload(outcome: FollowOutcome): string {
  if (outcome.kind === 'route' && outcome.stepCode === StepCode.FinishLoading) return routeForStep(StepCode.Confirm) ?? '/';
  return outcome.path;
}
