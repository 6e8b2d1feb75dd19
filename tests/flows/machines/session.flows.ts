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
  // A cold start with a stored token, one without, and a reload after a session code kept Ada's drafts.
  inputs: [
    { token: 'stored-token', user: ada },
    { token: null, user: null },
    { token: null, user: null, draftOwner: ada.mobile },
  ],
  actors: {
    fetchUser: {
      done: [ada, bola, null],
      error: [new ApiFault('network', '/security/getUserInfo')],
      describe: {
        done: (user: SessionUser | null) => (user ? `server says the token is ${user === bola ? 'someone else' : "Ada's"}` : 'server does not say who it is'),
      },
    },
  },
  events: {
    'session.signedIn': [
      { type: 'session.signedIn', token: 'token-ada', user: ada },
      { type: 'session.signedIn', token: 'token-bola', user: bola },
      // The wrapper's token: whose it is, only the server says.
      { type: 'session.signedIn', token: 'token-wrapper', user: null },
    ],
    'session.codeReceived': [
      { type: 'session.codeReceived', code: 10010303, msg: 'token expired' },
      { type: 'session.codeReceived', code: 10010304, msg: 'logged in on another device' },
      // A call made after the session ended, without a token.
      { type: 'session.codeReceived', code: 100103, msg: 'invalid token', tokenless: true },
    ],
    'session.signedOut': [{ type: 'session.signedOut' }],
  },
  assertions: {
    // Transient: left at once by `always`, the actor never rests here.
    restoring: () => {},
    anonymous: (s: Snapshot) => {
      expect(selectIsSignedIn(s)).toBe(false);
      expect(s.context.user).toBeNull();
      expect(s.context.replacedMobile).toBeNull();
    },
    loginAsked: (s: Snapshot) => {
      expect(selectIsSignedIn(s)).toBe(false);
      expect(s.context.user).toBeNull();
    },
    // Drafts waiting for their owner keep the screens shut until the server says who this is (F15).
    'authenticated.verifying': (s: Snapshot) => expect(selectIsSignedIn(s)).toBe(s.context.draftOwner === null),
    'authenticated.verified': (s: Snapshot) => {
      expect(selectIsSignedIn(s)).toBe(true);
      expect(s.context.draftOwner, 'decided once the borrower is known').toBeNull();
      expect(s.context.replacedMobile, 'a replaced borrower is decided too').toBeNull();
    },
    signedOut: (s: Snapshot) => {
      expect(selectIsSignedIn(s)).toBe(false);
      expect(s.context.user).toBeNull();
      expect(s.context.replacedMobile, 'the session that was asking is over').toBeNull();
      // Drafts are kept for a known borrower after 10010303 and 100103 only (F15-F17).
      if (s.context.code === 10010304) expect(s.context.draftOwner).toBeNull();
      else expect([10010303, 100103]).toContain(s.context.code);
    },
  },
  describeEvent: (event) => {
    if (event.type === 'session.signedIn') {
      if (!event.user) return 'the wrapper sends a token';
      return `signs in as ${event.user.mobile === bola.mobile ? 'someone else' : 'Ada'}`;
    }
    if (event.type === 'session.codeReceived') return `a call${event.tokenless ? ' without a token' : ''} answers session code ${event.code}`;
    return undefined;
  },
});
