import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * Signed in, and the screens may open. Not yet while the server is asked whose a wrapper's token is
 * and drafts kept by a session code wait for that answer (FAULTS F15): a wizard opened meanwhile
 * would start without them, or show them to someone else.
 */
export const selectIsSignedIn = (snapshot: SessionSnapshot) =>
  snapshot.matches('authenticated') && !(snapshot.matches({ authenticated: 'verifying' }) && snapshot.context.draftOwner !== null);
export const selectSessionUser = (snapshot: SessionSnapshot) => snapshot.context.user;
/** The session code that ended the last session, while signed out because of it. */
export const selectSignOutCode = (snapshot: SessionSnapshot) =>
  snapshot.matches('signedOut') ? snapshot.context.code : null;
