import { useSelector } from '@xstate/react';
import { createContext, use, type ReactNode } from 'react';
import { selectIsSignedIn, selectSessionUser } from '../../machines/session/session.selectors';
import type { SessionActor } from './sessionWiring';

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ session, children }: { session: SessionActor; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The session actor: `send({ type: 'session.signedOut' })` from a settings screen, etc. */
export function useSession(): SessionActor {
  const session = use(SessionContext);
  if (!session) throw new Error('SessionProvider is missing');
  return session;
}

export function useIsSignedIn(): boolean {
  return useSelector(useSession(), selectIsSignedIn);
}

export function useSessionUser() {
  return useSelector(useSession(), selectSessionUser);
}
