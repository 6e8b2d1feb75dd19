/**
 * The borrower's session: anonymous or authenticated (SPEC section 6).
 *
 *   restoring -> authenticated (a stored token) | anonymous
 *   anonymous | signedOut --session.signedIn--> authenticated
 *   authenticated --session.codeReceived--> signedOut (clear local data, wrapper logout, home, message)
 *   authenticated --session.signedOut--> anonymous (the borrower's own sign-out)
 *
 * Invariant (FAULTS F19): the wrapper's logout, the message and the navigation happen once per
 * session. Only `authenticated` reacts to a session code, so the answers of other requests that
 * were in flight, arriving in `signedOut`, are ignored.
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import type { SessionCode, SessionContext, SessionEvent, SessionInput, SessionNotice, SessionUser } from './session.types';

/** What each session code of SPEC section 8 does beyond signing out (FAULTS F15-F18). */
export const SESSION_CODE_POLICY: Readonly<Record<SessionCode, { clearDrafts: boolean }>> = {
  // User cannot log in: clear everything (F18).
  10010301: { clearDrafts: true },
  // Token expired: keep the drafts for the same borrower (F15).
  10010303: { clearDrafts: false },
  // Logged in on another device: possible takeover or shared phone, clear drafts too (F17).
  10010304: { clearDrafts: true },
  // Invalid token: as expired (F16).
  100103: { clearDrafts: false },
};

type CodeEvent = Extract<SessionEvent, { type: 'session.codeReceived' }>;
type SignedInEvent = Extract<SessionEvent, { type: 'session.signedIn' }>;

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** Who the token belongs to; null when the server did not say (a session code is handled apart). */
    fetchUser: notProvided<SessionUser | null>('fetchUser'),
  },
  actions: {
    // Platform actions: the composition root provides them (storage, bridge, router, toasts).
    storeCredentials: (_, _params: { token: string; user: SessionUser | null }) => undefined,
    clearLocalData: (_, _params: { includeDrafts: boolean }) => undefined,
    clearDrafts: () => undefined,
    callWrapperLogout: () => undefined,
    navigateHome: () => undefined,
    showSessionNotice: (_, _params: { notice: SessionNotice }) => undefined,
    rememberUser: assign({
      user: ({ event }) => (event as SignedInEvent).user,
      code: null,
      signedOutMobile: null,
    }),
    rememberSignedOutBorrower: assign({
      code: ({ event }) => (event as CodeEvent).code,
      signedOutMobile: ({ context }) => context.user?.mobile ?? null,
      user: null,
    }),
    forgetUser: assign({ user: null, code: null, signedOutMobile: null }),
    storeUser: (_, _params: { user: SessionUser }) => undefined,
    rememberFetchedUser: assign({ user: ({ event }) => (event as unknown as { output: SessionUser }).output }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.tokenAtStart,
    hasFetchedUser: ({ event }) => (event as unknown as { output: SessionUser | null }).output !== null,
    isAnotherBorrower: ({ context, event }) => {
      const incoming = (event as SignedInEvent).user?.mobile;
      return context.signedOutMobile !== null && incoming !== context.signedOutMobile;
    },
  },
});

const storeCredentialsFromEvent = {
  type: 'storeCredentials',
  params: ({ event }: { event: SessionEvent }) => {
    const signedIn = event as SignedInEvent;
    return { token: signedIn.token, user: signedIn.user };
  },
} as const;

const signInTransition = { target: 'authenticated', actions: [storeCredentialsFromEvent, 'rememberUser'] } as const;

/** After a session code: someone else signing in on this phone drops the drafts left behind (F15). */
const signInAfterSessionCodeTransitions = [
  {
    guard: 'isAnotherBorrower',
    target: 'authenticated',
    actions: ['clearDrafts', storeCredentialsFromEvent, 'rememberUser'],
  },
  signInTransition,
] as const;

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.user,
    code: null,
    signedOutMobile: null,
    tokenAtStart: Boolean(input.token),
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasStoredToken', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: { 'session.signedIn': signInTransition },
    },
    authenticated: {
      initial: 'verifying',
      states: {
        // A cold start with a stored token, or a token from the wrapper: ask who this is. A session
        // code in the answer ends the session like any other call; a fault keeps the session.
        verifying: {
          invoke: {
            src: 'fetchUser',
            onDone: [
              {
                guard: 'hasFetchedUser',
                target: 'verified',
                actions: [
                  'rememberFetchedUser',
                  { type: 'storeUser', params: ({ event }) => ({ user: event.output as SessionUser }) },
                ],
              },
              { target: 'verified' },
            ],
            onError: { target: 'verified' },
          },
        },
        verified: {},
      },
      on: {
        // A new token from the wrapper while signed in replaces the old one.
        'session.signedIn': signInTransition,
        'session.codeReceived': {
          target: 'signedOut',
          actions: [
            {
              type: 'clearLocalData',
              params: ({ event }) => ({ includeDrafts: SESSION_CODE_POLICY[event.code].clearDrafts }),
            },
            'rememberSignedOutBorrower',
            'callWrapperLogout',
            'navigateHome',
            { type: 'showSessionNotice', params: ({ event }) => ({ notice: event.code }) },
          ],
        },
        'session.signedOut': {
          target: 'anonymous',
          actions: [
            { type: 'clearLocalData', params: { includeDrafts: true } },
            'forgetUser',
            'callWrapperLogout',
            'navigateHome',
            { type: 'showSessionNotice', params: { notice: 'signedOut' } },
          ],
        },
      },
    },
    signedOut: {
      on: { 'session.signedIn': signInAfterSessionCodeTransitions },
    },
  },
});

