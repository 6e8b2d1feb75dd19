import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsSignedIn = (snapshot: SessionSnapshot) => snapshot.matches('authenticated');
export const selectSessionUser = (snapshot: SessionSnapshot) => snapshot.context.user;
/** The session code that ended the last session, while signed out because of it. */
export const selectSignOutCode = (snapshot: SessionSnapshot) =>
  snapshot.matches('signedOut') ? snapshot.context.code : null;
