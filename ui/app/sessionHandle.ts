import { selectIsSignedIn, selectSessionUser } from '../../machines/session/session.selectors';
import type { SessionEvent, SessionUser } from '../../machines/session/session.types';
import type { NativeBridge } from '../../services/bridge/bridge.types';
import type { LocalStore } from '../../services/storage/localStore';
import type { SessionActor } from './sessionWiring';

/**
 * What views read of the session, and the one thing they do to it. The session actor (and XState
 * with it) is not in the first chunk: it starts right after the first render, so views talk to
 * this handle, which stands in for the actor until it is ready.
 */
export interface SessionHandle {
  send(event: SessionEvent): void;
  isSignedIn(): boolean;
  user(): SessionUser | null;
  subscribe(listener: () => void): () => void;
}

export interface DeferredSession extends SessionHandle {
  /** Hands over to the started actor: queued events are sent to it in the order they came. */
  attach(actor: SessionActor): void;
  readonly attached: boolean;
}

/** A handle over a running actor (tests, and the deferred handle once attached). */
export function sessionFromActor(actor: SessionActor): SessionHandle {
  return {
    send: (event) => actor.send(event),
    isSignedIn: () => selectIsSignedIn(actor.getSnapshot()),
    user: () => selectSessionUser(actor.getSnapshot()),
    subscribe(listener) {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
  };
}

/**
 * Until the actor is attached: a stored token is enough to count as signed in (the guard passes,
 * as the machine's `restoring` state would decide), session codes and sign-ins are queued, not
 * lost, and a token the wrapper sends meanwhile is queued as a sign-in, which counts the same: a
 * guard that did not see it would ask the wrapper to log in again.
 */
export function createDeferredSession(deps: {
  store: Pick<LocalStore, 'token' | 'getJson'>;
  bridge: Pick<NativeBridge, 'onToken'>;
}): DeferredSession {
  const queue: SessionEvent[] = [];
  const listeners = new Set<() => void>();
  const storedUser = deps.store.getJson<SessionUser>('userInfo');
  let live: SessionHandle | null = null;

  // As the actor's wiring: a bare token, whose borrower the machine asks the server for.
  const stopHoldingTokens = deps.bridge.onToken((token) => handle.send({ type: 'session.signedIn', token, user: null }));

  const handle: DeferredSession = {
    send(event) {
      if (live) return live.send(event);
      queue.push(event);
      listeners.forEach((listener) => listener());
    },
    isSignedIn: () => (live ? live.isSignedIn() : Boolean(deps.store.token()) || queue.some((event) => event.type === 'session.signedIn')),
    user: () => (live ? live.user() : storedUser),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get attached() {
      return live !== null;
    },
    attach(actor) {
      if (live) return;
      // The actor's own wiring now listens to the wrapper's tokens.
      stopHoldingTokens();
      live = sessionFromActor(actor);
      live.subscribe(() => listeners.forEach((listener) => listener()));
      for (const event of queue.splice(0)) live.send(event);
      listeners.forEach((listener) => listener());
    },
  };
  return handle;
}
