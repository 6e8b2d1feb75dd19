import { routeForStep } from '../../services/orders/stepCodes';
import type { LatestOrderOutcome } from './order.types';

/** Where to go after reading the latest order; `reason` says why it is home. */
export type FollowOutcome =
  | { kind: 'route'; path: string; stepCode: number }
  | { kind: 'home'; path: '/'; reason: 'noOrder' | 'noRoute' | 'refused' };

/** Pure: the route the latest order's step code names (SPEC section 4), home otherwise. */
export function pathAfterLatest(outcome: LatestOrderOutcome): FollowOutcome {
  if (outcome.kind === 'refused') return { kind: 'home', path: '/', reason: 'refused' };
  if (outcome.kind === 'none') return { kind: 'home', path: '/', reason: 'noOrder' };
  const path = routeForStep(outcome.order.stepCode);
  return path === null
    ? { kind: 'home', path: '/', reason: 'noRoute' }
    : { kind: 'route', path, stepCode: outcome.order.stepCode };
}
