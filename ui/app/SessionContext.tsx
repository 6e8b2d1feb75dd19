import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionUser } from '../../machines/session/session.types';
import { sessionFromActor, type SessionHandle } from './sessionHandle';
import type { SessionActor } from './sessionWiring';

const SessionContext = createContext<SessionHandle | null>(null);

function isActor(session: SessionHandle | SessionActor): session is SessionActor {
  return 'getSnapshot' in session;
}

/** Takes the deferred handle (the app) or a running session actor (tests). */
export function SessionProvider({ session, children }: { session: SessionHandle | SessionActor; children: ReactNode }) {
  const handle = useMemo(() => (isActor(session) ? sessionFromActor(session) : session), [session]);
  return <SessionContext value={handle}>{children}</SessionContext>;
}

/** The session: `send({ type: 'session.signedOut' })` from a settings screen, etc. */
export function useSession(): SessionHandle {
  const session = use(SessionContext);
  if (!session) throw new Error('SessionProvider is missing');
  return session;
}

export function useIsSignedIn(): boolean {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.isSignedIn, session.isSignedIn);
}

export function useSessionUser(): SessionUser | null {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.user, session.user);
}
