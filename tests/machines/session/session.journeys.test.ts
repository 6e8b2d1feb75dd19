import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createSessionActions } from '../../../machines/session/session.actors';
import { sessionMachine } from '../../../machines/session/session.machine';
import { selectIsSignedIn, selectSignOutCode } from '../../../machines/session/session.selectors';
import type { SessionUser } from '../../../machines/session/session.types';
import { createWebBridge } from '../../../services/bridge/webBridge';
import { createDraftStore } from '../../../services/storage/draftStore';
import { createLocalStore, createMemoryBackend } from '../../../services/storage/localStore';

function sessionBackend(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

interface Server {
  user: SessionUser | null | Promise<SessionUser | null>;
  fails: boolean;
}

const DRAFT = { 'draft:personalInfo': JSON.stringify({ version: 1, value: { firstName: 'Ada' } }) };

/**
 * `draftBackend` is the session storage: a "restart" passes it on to a new actor, as a WebView
 * reload keeps session storage. `server.user` is who the server says a token belongs to.
 */
function start(
  options: {
    token?: string;
    user?: SessionUser | null;
    fetchedUser?: SessionUser | null;
    draftBackend?: ReturnType<typeof sessionBackend>;
  } = {},
) {
  const store = createLocalStore(createMemoryBackend(options.token ? { token: options.token, language: 'es' } : { language: 'es' }));
  const draftBackend = options.draftBackend ?? sessionBackend(DRAFT);
  const drafts = createDraftStore(draftBackend);
  const bridge = { ...createWebBridge(), logout: vi.fn() };
  const navigateHome = vi.fn();
  const askForLogin = vi.fn();
  const showNotice = vi.fn();
  const server: Server = { user: options.fetchedUser ?? null, fails: false };
  const machine = sessionMachine.provide({
    actors: {
      fetchUser: fromPromise(async () => {
        if (server.fails) throw new Error('offline');
        return server.user;
      }),
    },
    actions: createSessionActions({ store, drafts, bridge, navigateHome, askForLogin, showNotice }),
  });
  const actor = createActor(machine, {
    input: { token: options.token ?? null, user: options.user ?? null, draftOwner: drafts.owner() },
  });
  actor.start();
  return { actor, store, drafts, draftBackend, server, bridge, navigateHome, askForLogin, showNotice };
}

const isVerified = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().matches({ authenticated: 'verified' });

const ada: SessionUser = { mobile: '8031234567', userId: 7 };
const bola: SessionUser = { mobile: '8039999999', userId: 8 };

describe('session journeys', () => {
  it('starts signed in with a stored token, anonymous without', () => {
    expect(selectIsSignedIn(start({ token: 'T' }).actor.getSnapshot())).toBe(true);
    expect(selectIsSignedIn(start().actor.getSnapshot())).toBe(false);
  });

  it('signing in stores the token and the user', () => {
    const { actor, store } = start();
    actor.send({ type: 'session.signedIn', token: 'T1', user: ada });
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(store.token()).toBe('T1');
    expect(store.getJson('userInfo')).toEqual(ada);
  });

  it('asks who the stored token belongs to and keeps the answer', async () => {
    const { actor, store } = start({ token: 'T', fetchedUser: ada });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ authenticated: 'verified' })).toBe(true));
    expect(actor.getSnapshot().context.user).toEqual(ada);
    expect(store.getJson('userInfo')).toEqual(ada);
  });

  it('token expired (10010303): clears the session, keeps drafts and language, logs out once, goes home, says why', () => {
    const { actor, store, draftBackend, bridge, navigateHome, showNotice } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.codeReceived', code: 10010303, msg: 'expired' });
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(selectSignOutCode(actor.getSnapshot())).toBe(10010303);
    expect(store.token()).toBeNull();
    expect(store.get('userInfo')).toBeNull();
    expect(store.language()).toBe('es');
    expect(draftBackend.data.has('draft:personalInfo')).toBe(true);
    expect(bridge.logout).toHaveBeenCalledTimes(1);
    expect(navigateHome).toHaveBeenCalledTimes(1);
    expect(showNotice).toHaveBeenCalledWith(10010303);
  });

  it.each([10010301, 10010304] as const)('code %i also clears every draft (F17, F18)', (code) => {
    const { actor, draftBackend } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.codeReceived', code, msg: '' });
    expect(draftBackend.data.size).toBe(0);
  });

  it('100103 keeps drafts like an expired token (F16)', () => {
    const { actor, draftBackend } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.codeReceived', code: 100103, msg: '' });
    expect(draftBackend.data.has('draft:personalInfo')).toBe(true);
  });

  it('five requests answering a session code: one logout, one message, one navigation (F19)', () => {
    const { actor, bridge, navigateHome, showNotice } = start({ token: 'T', user: ada });
    for (let i = 0; i < 5; i++) actor.send({ type: 'session.codeReceived', code: i === 2 ? 10010304 : 10010303, msg: '' });
    expect(bridge.logout).toHaveBeenCalledTimes(1);
    expect(navigateHome).toHaveBeenCalledTimes(1);
    expect(showNotice).toHaveBeenCalledTimes(1);
    expect(selectSignOutCode(actor.getSnapshot())).toBe(10010303);
  });

  it('an anonymous visitor is not "logged out" by a session code: asked to log in, once, then signs in as usual', () => {
    const { actor, bridge, showNotice, askForLogin, navigateHome } = start();
    // A screen anyone may open (a repay link) made three calls that need a session.
    for (let i = 0; i < 3; i++) actor.send({ type: 'session.codeReceived', code: 100103, msg: '' });
    expect(askForLogin).toHaveBeenCalledTimes(1);
    expect(bridge.logout).not.toHaveBeenCalled();
    expect(showNotice).not.toHaveBeenCalled();
    expect(navigateHome).not.toHaveBeenCalled();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.signedIn', token: 'T1', user: ada });
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
  });

  it('the answers still in flight when a session ended ask for nothing (F19)', () => {
    const { actor, askForLogin } = start({ token: 'T', user: ada });
    for (let i = 0; i < 3; i++) actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    expect(askForLogin).not.toHaveBeenCalled();
  });

  it('signed in, the answer to a call made without a token, before the sign-in was seen, ends nothing', () => {
    const { actor, askForLogin, bridge, store } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.codeReceived', code: 100103, msg: '', tokenless: true });
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(store.token()).toBe('T');
    expect(askForLogin).not.toHaveBeenCalled();
    expect(bridge.logout).not.toHaveBeenCalled();
  });

  it('after a session code, a call made without a token asks for the login once, and the kept drafts still wait for their owner', () => {
    const { actor, askForLogin, bridge, drafts } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    // A repay link opened from an SMS since: its calls go without a token.
    for (let i = 0; i < 2; i++) actor.send({ type: 'session.codeReceived', code: 100103, msg: '', tokenless: true });
    expect(askForLogin).toHaveBeenCalledTimes(1);
    expect(bridge.logout).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.signedIn', token: 'T2', user: ada });
    expect(drafts.load('personalInfo', 1)).toEqual({ firstName: 'Ada' });
  });

  it('the same borrower signing back in finds the drafts; someone else does not (F15)', () => {
    const same = start({ token: 'T', user: ada });
    same.actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    same.actor.send({ type: 'session.signedIn', token: 'T2', user: ada });
    expect(same.drafts.load('personalInfo', 1)).toEqual({ firstName: 'Ada' });
    expect(same.drafts.owner()).toBeNull();

    const other = start({ token: 'T', user: ada });
    other.actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    other.actor.send({ type: 'session.signedIn', token: 'T3', user: bola });
    expect(other.draftBackend.data.size).toBe(0);
    expect(selectIsSignedIn(other.actor.getSnapshot())).toBe(true);
  });

  it("keeps the signed-out borrower's mobile next to the drafts, which nobody can load meanwhile", () => {
    const { actor, drafts } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.codeReceived', code: 100103, msg: '' });
    expect(drafts.owner()).toBe(ada.mobile);
    expect(drafts.load('personalInfo', 1)).toBeNull();
  });

  it("the wrapper's bare token: the drafts wait for the server to say who it is, then come back to the same mobile (F15)", async () => {
    const { actor, drafts, server } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    let answer: (user: SessionUser) => void = () => undefined;
    server.user = new Promise<SessionUser>((resolve) => (answer = resolve));
    actor.send({ type: 'session.signedIn', token: 'T2', user: null });
    // The screens wait, so that no wizard starts without the drafts or shows them to someone else.
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(drafts.load('personalInfo', 1)).toBeNull();
    answer(ada);
    await vi.waitFor(() => expect(selectIsSignedIn(actor.getSnapshot())).toBe(true));
    expect(drafts.load('personalInfo', 1)).toEqual({ firstName: 'Ada' });
    expect(drafts.owner()).toBeNull();
  });

  it("the wrapper's bare token of another mobile: the drafts go once the server says who it is", async () => {
    const { actor, draftBackend, server } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    server.user = bola;
    actor.send({ type: 'session.signedIn', token: 'T-bola', user: null });
    await vi.waitFor(() => expect(isVerified(actor)).toBe(true));
    expect(draftBackend.data.size).toBe(0);
    expect(actor.getSnapshot().context.user).toEqual(bola);
  });

  it.each([
    ['the server does not say who it is', (server: Server) => void (server.user = null)],
    ['asking fails', (server: Server) => void (server.fails = true)],
  ])("the wrapper's bare token when %s: nobody can be matched, the drafts go", async (_, serverSays) => {
    const { actor, draftBackend, server } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    serverSays(server);
    actor.send({ type: 'session.signedIn', token: 'T2', user: null });
    await vi.waitFor(() => expect(isVerified(actor)).toBe(true));
    expect(draftBackend.data.size).toBe(0);
  });

  it('after a reload the owner is still known: another mobile signing in gets no drafts (F15, F16)', () => {
    const before = start({ token: 'T', user: ada });
    before.actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    before.actor.stop();

    const after = start({ draftBackend: before.draftBackend });
    expect(after.actor.getSnapshot().value).toBe('anonymous');
    after.actor.send({ type: 'session.signedIn', token: 'T-bola', user: bola });
    expect(after.draftBackend.data.size).toBe(0);
  });

  it('after a reload the same mobile, known only from the server, gets the drafts back', async () => {
    const before = start({ token: 'T', user: ada });
    before.actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    before.actor.stop();

    const after = start({ draftBackend: before.draftBackend, fetchedUser: ada });
    after.actor.send({ type: 'session.signedIn', token: 'T2', user: null });
    await vi.waitFor(() => expect(isVerified(after.actor)).toBe(true));
    expect(after.drafts.load('personalInfo', 1)).toEqual({ firstName: 'Ada' });
  });

  it('a session code that keeps drafts, for a borrower nobody knows yet: the drafts go, they cannot be matched', () => {
    const { actor, draftBackend } = start({ token: 'T', user: null });
    actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    expect(draftBackend.data.size).toBe(0);
  });

  it('after signing back in, a new session code is handled again', () => {
    const { actor, bridge } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    actor.send({ type: 'session.signedIn', token: 'T2', user: ada });
    actor.send({ type: 'session.codeReceived', code: 10010303, msg: '' });
    expect(bridge.logout).toHaveBeenCalledTimes(2);
  });

  it('signing out by choice clears everything and says so', () => {
    const { actor, store, draftBackend, bridge, showNotice } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(store.token()).toBeNull();
    expect(draftBackend.data.size).toBe(0);
    expect(bridge.logout).toHaveBeenCalledTimes(1);
    expect(showNotice).toHaveBeenCalledWith('signedOut');
  });

  it("the wrapper's token, the server says, is another borrower's (a shared phone): the signed-in one's drafts and open screen go", async () => {
    const { actor, draftBackend, server, navigateHome } = start({ token: 'T', user: ada, fetchedUser: ada });
    await vi.waitFor(() => expect(isVerified(actor)).toBe(true));
    server.user = bola;
    actor.send({ type: 'session.signedIn', token: 'T-bola', user: null });
    // A token refresh is the likelier reason: the screen stays open while the server is asked.
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(draftBackend.data.size).toBe(1);
    await vi.waitFor(() => expect(actor.getSnapshot().context.user).toEqual(bola));
    expect(draftBackend.data.size).toBe(0);
    expect(navigateHome).toHaveBeenCalledTimes(1);
  });

  it("the wrapper's token for another borrower, then a reload before the server said whose: the drafts still go", async () => {
    // Ada was signed in and typing; the wrapper's bare token (Bola's) was stored; the WebView reloaded.
    const { actor, drafts, navigateHome, store } = start({ token: 'T-bola', user: ada, fetchedUser: bola });
    await vi.waitFor(() => expect(isVerified(actor)).toBe(true));
    expect(drafts.load('personalInfo', 1)).toBeNull();
    expect(navigateHome).toHaveBeenCalledTimes(1);
    expect(store.getJson('userInfo')).toEqual(bola);
  });

  it('a cold start of the same borrower keeps the drafts and the open screen', async () => {
    const { actor, drafts, navigateHome } = start({ token: 'T', user: ada, fetchedUser: ada });
    await vi.waitFor(() => expect(isVerified(actor)).toBe(true));
    expect(drafts.load('personalInfo', 1)).toEqual({ firstName: 'Ada' });
    expect(navigateHome).not.toHaveBeenCalled();
  });

  it("the wrapper's refreshed token of the same borrower, or one nobody can name: the drafts and the screen stay", async () => {
    for (const answer of [ada, null]) {
      const { actor, drafts, server, navigateHome } = start({ token: 'T', user: ada, fetchedUser: ada });
      await vi.waitFor(() => expect(isVerified(actor)).toBe(true));
      server.user = answer;
      actor.send({ type: 'session.signedIn', token: 'T-new', user: null });
      await vi.waitFor(() => expect(isVerified(actor)).toBe(true));
      expect(drafts.load('personalInfo', 1)).toEqual({ firstName: 'Ada' });
      expect(navigateHome).not.toHaveBeenCalled();
    }
  });

  it("a session that ends while the wrapper's token is being asked about leaves nothing for the next sign-in to act on", async () => {
    const { actor, server, navigateHome, drafts } = start({ token: 'T', user: ada, fetchedUser: ada });
    await vi.waitFor(() => expect(isVerified(actor)).toBe(true));
    server.user = new Promise<SessionUser>(() => undefined);
    actor.send({ type: 'session.signedIn', token: 'T-new', user: null });
    actor.send({ type: 'session.signedOut' });
    navigateHome.mockClear();
    server.user = bola;
    actor.send({ type: 'session.signedIn', token: 'T-bola', user: null });
    await vi.waitFor(() => expect(isVerified(actor)).toBe(true));
    expect(navigateHome).not.toHaveBeenCalled();
    expect(drafts.owner()).toBeNull();
  });

  it("a login answer naming another borrower while one is signed in: the drafts and the open screen go at once", () => {
    const { actor, draftBackend, navigateHome } = start({ token: 'T', user: ada });
    actor.send({ type: 'session.signedIn', token: 'T-bola', user: bola });
    expect(draftBackend.data.size).toBe(0);
    expect(navigateHome).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toEqual(bola);
  });

  it('a new token from the wrapper while signed in replaces the old one, and the server is asked whose it is', async () => {
    const { actor, store, server } = start({ token: 'T', user: ada, fetchedUser: ada });
    await vi.waitFor(() => expect(isVerified(actor)).toBe(true));
    server.user = bola;
    actor.send({ type: 'session.signedIn', token: 'T-new', user: null });
    expect(store.token()).toBe('T-new');
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().context.user).toEqual(bola));
  });
});
