import { expect } from 'vitest';
import { sessionMachine } from '../../../machines/session/session.machine';
import { selectIsSignedIn } from '../../../machines/session/session.selectors';
import type { SessionUser } from '../../../machines/session/session.types';
import { ApiFault } from '../../../services/api/result';
import type { SnapshotFrom } from 'xstate';
import { defineFlows } from '../defineFlows';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

const ada: SessionUser = { mobile: '8031234567', userId: 7 };
const bola: SessionUser = { mobile: '8039999999', userId: 8 };

export default defineFlows({
  machine: sessionMachine,
  // A cold start with a stored token, and one without.
  inputs: [
    { token: 'stored-token', user: ada },
    { token: null, user: null },
  ],
  actors: {
    fetchUser: {
      done: [ada, null],
      error: [new ApiFault('network', '/security/getUserInfo')],
      describe: { done: (user: SessionUser | null) => (user ? 'server says who the token belongs to' : 'server does not say who it is') },
    },
  },
  events: {
    'session.signedIn': [
      { type: 'session.signedIn', token: 'token-ada', user: ada },
      { type: 'session.signedIn', token: 'token-bola', user: bola },
    ],
    'session.codeReceived': [{ type: 'session.codeReceived', code: 10010303, msg: 'token expired' }],
    'session.signedOut': [{ type: 'session.signedOut' }],
  },
  assertions: {
    // Transient: left at once by `always`, the actor never rests here.
    restoring: () => {},
    anonymous: (s: Snapshot) => {
      expect(selectIsSignedIn(s)).toBe(false);
      expect(s.context.user).toBeNull();
    },
    'authenticated.verifying': (s: Snapshot) => expect(selectIsSignedIn(s)).toBe(true),
    'authenticated.verified': (s: Snapshot) => expect(selectIsSignedIn(s)).toBe(true),
    signedOut: (s: Snapshot) => {
      expect(selectIsSignedIn(s)).toBe(false);
      expect(s.context.code).toBe(10010303);
      expect(s.context.user).toBeNull();
    },
  },
  describeEvent: (event) => {
    if (event.type === 'session.signedIn') return `signs in as ${event.user?.mobile === bola.mobile ? 'someone else' : 'Ada'}`;
    if (event.type === 'session.codeReceived') return `a call answers session code ${event.code}`;
    return undefined;
  },
});
