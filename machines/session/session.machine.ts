/**
 * The borrower's session: anonymous or authenticated (SPEC section 6).
 *
 *   restoring -> authenticated (a stored token) | anonymous
 *   anonymous | signedOut --session.signedIn--> authenticated
 *   authenticated --session.signedIn--> authenticated (a new token; another borrower's: drafts go, home)
 *   authenticated --session.codeReceived--> signedOut (clear local data, wrapper logout, home, message)
 *   authenticated --session.signedOut--> anonymous (the borrower's own sign-out)
 *   anonymous --session.codeReceived--> loginAsked (a call needed a session: ask for the login once)
 *   signedOut --session.codeReceived [a call made without a token]--> loginAsked (the same, after a session code)
 *
 * Invariant (FAULTS F19): the wrapper's logout, the message and the navigation happen once per
 * session. Only `authenticated` ends a session on a code, so the answers of other requests that
 * were in flight, arriving in `signedOut` (they carried the ended token), are ignored.
 *
 * Drafts a session code keeps (F15, F16) belong to the borrower it signed out (`draftOwner`, also
 * kept by the draft store, which holds them meanwhile, and given back as input after a reload).
 * Who signs in next decides, once known: the login answer's user, else the `fetchUser` answer for
 * the wrapper's bare token. The same mobile gets them back; anyone else, or a session nobody can
 * name (no user in the answer, or a fault), drops them: the screens are open by then, and a lost
 * draft costs some typing where a wrong one shows a stranger's personal data.
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
type FetchedUserEvent = { output: SessionUser | null };

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
    /** Drops every draft and their owner. */
    clearDrafts: () => undefined,
    /** Keeps the drafts' owner next to the drafts (null: the drafts are free again). */
    storeDraftOwner: (_, _params: { mobile: string | null }) => undefined,
    callWrapperLogout: () => undefined,
    navigateHome: () => undefined,
    /** The wrapper's login, else the web login page returning to the open screen. */
    askForLogin: () => undefined,
    showSessionNotice: (_, _params: { notice: SessionNotice }) => undefined,
    rememberUser: assign({
      user: ({ event }) => (event as SignedInEvent).user,
      code: null,
    }),
    rememberSignedOutBorrower: assign({
      code: ({ event }) => (event as CodeEvent).code,
      // Still undecided from the last session code: the drafts stay with that borrower.
      draftOwner: ({ context }) => context.user?.mobile ?? context.draftOwner,
      user: null,
      replacedMobile: null,
    }),
    rememberSessionCode: assign({ code: ({ event }) => (event as CodeEvent).code, draftOwner: null, user: null, replacedMobile: null }),
    forgetUser: assign({ user: null, code: null, draftOwner: null, replacedMobile: null }),
    forgetDraftOwner: assign({ draftOwner: null }),
    rememberReplacedBorrower: assign({ replacedMobile: ({ context }) => context.user?.mobile ?? null }),
    forgetReplacedBorrower: assign({ replacedMobile: null }),
    storeUser: (_, _params: { user: SessionUser }) => undefined,
    rememberFetchedUser: assign({ user: ({ event }) => (event as unknown as FetchedUserEvent).output }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.tokenAtStart,
    hasFetchedUser: ({ event }) => (event as unknown as FetchedUserEvent).output !== null,
    hasDraftOwner: ({ context }) => context.draftOwner !== null,
    isTokenlessCall: ({ event }) => (event as CodeEvent).tokenless === true,
    /** A known borrower who is not the one the drafts were kept for. */
    isAnotherBorrower: ({ context }, params: { mobile: string | undefined }) =>
      context.draftOwner !== null && params.mobile !== undefined && params.mobile !== context.draftOwner,
    isDraftOwner: ({ context }, params: { mobile: string | undefined }) =>
      context.draftOwner !== null && params.mobile === context.draftOwner,
    /** Signed in as one borrower, a login names another: what is open and typed is not theirs. */
    isSwitchTo: ({ context }, params: { mobile: string | undefined }) =>
      context.user !== null && params.mobile !== undefined && params.mobile !== context.user.mobile,
    /** The wrapper's token while a known borrower is signed in: a refresh, or someone else on the phone. */
    isBareTokenOverKnownUser: ({ context, event }) => (event as SignedInEvent).user === null && context.user !== null,
    isReplacedBy: ({ context }, params: { mobile: string | undefined }) =>
      context.replacedMobile !== null && params.mobile !== undefined && params.mobile !== context.replacedMobile,
    /** The code keeps drafts (F15, F16) and we know whose they are; an unknown owner cannot get them back. */
    canKeepDrafts: ({ context, event }) =>
      !SESSION_CODE_POLICY[(event as CodeEvent).code].clearDrafts && (context.user?.mobile ?? context.draftOwner) !== null,
  },
});

const storeCredentialsFromEvent = {
  type: 'storeCredentials',
  params: ({ event }: { event: SessionEvent }) => {
    const signedIn = event as SignedInEvent;
    return { token: signedIn.token, user: signedIn.user };
  },
} as const;

const dropDrafts = ['clearDrafts', 'forgetDraftOwner'] as const;
const releaseDrafts = [{ type: 'storeDraftOwner', params: { mobile: null } }, 'forgetDraftOwner'] as const;

const signedInMobile = ({ event }: { event: SessionEvent }) => ({ mobile: (event as SignedInEvent).user?.mobile });
const fetchedMobile = ({ event }: { event: unknown }) => ({ mobile: (event as FetchedUserEvent).output?.mobile });

/**
 * Signing in, from any state: a login answer names the borrower, so the kept drafts are decided at
 * once; the wrapper's bare token does not, and `authenticated.verifying` decides when it knows.
 */
const signInTransitions = [
  {
    guard: { type: 'isAnotherBorrower', params: signedInMobile },
    target: 'authenticated',
    actions: [...dropDrafts, storeCredentialsFromEvent, 'rememberUser'],
  },
  {
    guard: { type: 'isDraftOwner', params: signedInMobile },
    target: 'authenticated',
    actions: [storeCredentialsFromEvent, 'rememberUser', ...releaseDrafts],
  },
  { target: 'authenticated', actions: [storeCredentialsFromEvent, 'rememberUser'] },
] as const;

const keepFetchedUser = [
  'rememberFetchedUser',
  { type: 'storeUser', params: ({ event }: { event: unknown }) => ({ user: (event as FetchedUserEvent).output as SessionUser }) },
] as const;

/** Once per session (F19): only `authenticated` ends one. */
const endSessionWithCode = [
  'callWrapperLogout',
  'navigateHome',
  { type: 'showSessionNotice', params: ({ event }: { event: SessionEvent }) => ({ notice: (event as CodeEvent).code }) },
] as const;

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.user,
    code: null,
    draftOwner: input.draftOwner ?? null,
    // A cold start's token may not be the stored user's (the wrapper's bare token for someone else,
    // then a reload before the server said whose): the server's answer is checked against it.
    replacedMobile: input.token ? (input.user?.mobile ?? null) : null,
    tokenAtStart: Boolean(input.token),
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasStoredToken', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        'session.signedIn': signInTransitions,
        // A screen anyone may open (a repay link from an SMS, a wizard step) made a call that needs
        // a session: ask for the login once, rather than leave a Retry that can never succeed.
        'session.codeReceived': { target: 'loginAsked', actions: 'askForLogin' },
      },
    },
    // Further codes (the screen's parallel calls) ask nothing more; signing in goes on as usual.
    loginAsked: {
      on: { 'session.signedIn': signInTransitions },
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
                guard: { type: 'isReplacedBy', params: fetchedMobile },
                target: 'verified',
                actions: [...dropDrafts, ...keepFetchedUser, 'navigateHome'],
              },
              {
                guard: { type: 'isAnotherBorrower', params: fetchedMobile },
                target: 'verified',
                actions: [...dropDrafts, ...keepFetchedUser],
              },
              {
                guard: { type: 'isDraftOwner', params: fetchedMobile },
                target: 'verified',
                actions: [...keepFetchedUser, ...releaseDrafts],
              },
              { guard: 'hasFetchedUser', target: 'verified', actions: keepFetchedUser },
              { guard: 'hasDraftOwner', target: 'verified', actions: dropDrafts },
              { target: 'verified' },
            ],
            onError: [{ guard: 'hasDraftOwner', target: 'verified', actions: dropDrafts }, { target: 'verified' }],
          },
        },
        // Whoever the wrapper's token was for is known now, or cannot be (then a refresh is likelier).
        verified: { entry: 'forgetReplacedBorrower' },
      },
      on: {
        // A new token while signed in replaces the old one. Another borrower's (a shared phone) takes
        // the drafts and the open screen away from them; for the wrapper's bare token, once the
        // server says whose it is.
        'session.signedIn': [
          {
            guard: { type: 'isSwitchTo', params: signedInMobile },
            target: 'authenticated',
            actions: [...dropDrafts, storeCredentialsFromEvent, 'rememberUser', 'navigateHome'],
          },
          { guard: 'isBareTokenOverKnownUser', target: 'authenticated', actions: ['rememberReplacedBorrower', storeCredentialsFromEvent, 'rememberUser'] },
          ...signInTransitions,
        ],
        'session.codeReceived': [
          // A call made without a token says nothing of this session: one sent before the sign-in
          // was seen (the session's code still on its way to the phone) is answered after it.
          { guard: 'isTokenlessCall' },
          {
            guard: 'canKeepDrafts',
            target: 'signedOut',
            actions: [
              { type: 'clearLocalData', params: { includeDrafts: false } },
              'rememberSignedOutBorrower',
              { type: 'storeDraftOwner', params: ({ context }) => ({ mobile: context.draftOwner }) },
              ...endSessionWithCode,
            ],
          },
          {
            target: 'signedOut',
            actions: [
              { type: 'clearLocalData', params: { includeDrafts: true } },
              'rememberSessionCode',
              ...endSessionWithCode,
            ],
          },
        ],
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
      on: {
        'session.signedIn': signInTransitions,
        // A call made since, without a token, needs a session: ask for the login once, as when
        // anonymous. The answers of the ended session's calls carried its token: ignored (F19).
        'session.codeReceived': { guard: 'isTokenlessCall', target: 'loginAsked', actions: 'askForLogin' },
      },
    },
  },
});
