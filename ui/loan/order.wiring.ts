import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { createOrderActors, readLatestOrder } from '../../machines/order/order.actors';
import { pathAfterLatest } from '../../machines/order/order.follow';
import { orderKeyActions, orderMachine } from '../../machines/order/order.machine';
import { faultFrom, type SubmitError } from '../../machines/shared/submitError';
import { newIdempotencyKey } from '../../services/ids';
import { useAppServices } from '../app/ServicesContext';
import { useIsSignedIn } from '../app/SessionContext';
import { useNavigateTo } from '../app/useNavigateTo';

/** Away from the app for longer than this, home reads the order again on return. */
const STALE_AFTER_MS = 5 * 60_000;

/** The home screen's order follower; signing in or out restarts it. */
export function useOrderActor() {
  const services = useAppServices();
  const navigateTo = useNavigateTo();
  const signedIn = useIsSignedIn();
  const [machine] = useState(() =>
    orderMachine.provide({ actors: createOrderActors(services), actions: { navigateTo, ...orderKeyActions(newIdempotencyKey) } }),
  );
  const actor = useActorRef(machine, { input: { signedIn, bankAccountKind: services.market.bankAccount } });
  const previous = useRef(signedIn);
  useEffect(() => {
    if (previous.current === signedIn) return;
    previous.current = signedIn;
    actor.send({ type: 'order.sessionChanged', signedIn });
  }, [actor, signedIn]);
  // Back after hours (the WebView kept alive): what the server says now, not what it said then (an
  // offer expired, a payment landed). A quick trip to the SMS app reads nothing.
  useEffect(() => {
    const back = () => {
      const { checkedAt } = actor.getSnapshot().context;
      if (!document.hidden && checkedAt !== null && services.now() - checkedAt > STALE_AFTER_MS) actor.send({ type: 'order.refreshRequested' });
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, [actor, services]);
  return actor;
}

/**
 * The latest order's number when it is at `path`'s step (finish_loading): otherwise `orderNo` is
 * null and `path` where its step says (home without one); `failure` the fault when it could not be
 * read (an outcome here, never an actor error).
 */
export function useLatestOrderLoader(path: string) {
  const services = useAppServices();
  const [logic] = useState(() =>
    fromPromise<{ orderNo: string | null; path: string; failure: SubmitError | null }>(async ({ signal }) => {
      try {
        const follow = pathAfterLatest(await readLatestOrder(services, false, signal));
        return { orderNo: follow.kind === 'route' && follow.path === path ? (follow.orderNo ?? null) : null, path: follow.path, failure: null };
      } catch (error) {
        return { orderNo: null, path: '/', failure: faultFrom(error) };
      }
    }),
  );
  return useActorRef(logic);
}

/** The borrower's clock, for "expected by" texts. */
export function useNow(): () => number {
  return useAppServices().now;
}
