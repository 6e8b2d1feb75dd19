import { routeForStep, stepInfo } from '../../services/orders/stepCodes';
import type { LatestOrderOutcome } from './order.types';

/**
 * Where to go after reading the latest order; `reason` says why it is home. `closed`: the latest
 * order is over (finished, cancelled, rejected), as a returning borrower's previous one is, so it
 * is not an order a submit just made (FAULTS F2).
 */
export type FollowOutcome =
  /** `orderNo`: the latest order's, for a screen whose own answer may leave it out (the loan confirmation's offer). */
  | { kind: 'route'; path: string; stepCode: number; orderNo?: string }
  | { kind: 'home'; path: '/'; reason: 'noOrder' | 'closed' | 'noRoute' | 'refused' };

/** Pure: the route the latest order's step code names (SPEC section 4), home otherwise. */
export function pathAfterLatest(outcome: LatestOrderOutcome): FollowOutcome {
  if (outcome.kind === 'refused') return { kind: 'home', path: '/', reason: 'refused' };
  if (outcome.kind === 'none') return { kind: 'home', path: '/', reason: 'noOrder' };
  if (stepInfo(outcome.order.stepCode)?.closed) return { kind: 'home', path: '/', reason: 'closed' };
  const path = routeForStep(outcome.order.stepCode);
  return path === null
    ? { kind: 'home', path: '/', reason: 'noRoute' }
    : { kind: 'route', path, stepCode: outcome.order.stepCode, orderNo: outcome.order.orderNo };
}
