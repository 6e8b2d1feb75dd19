import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { SessionUser } from '../../../machines/session/session.types';
import { createDeferredSession, sessionFromActor } from '../../../ui/app/sessionHandle';

function fakeStore(token: string | null, user: SessionUser | null = null) {
  return {
    token: () => token,
    getJson: <T,>() => user as T | null,
  };
}

function fakeBridge() {
  const listeners = new Set<(token: string) => void>();
  return {
    listeners,
    onToken(listener: (token: string) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    deliver: (token: string) => listeners.forEach((listener) => listener(token)),
  };
}

function startedActor(token: string | null) {
  const machine = sessionMachine.provide({ actors: { fetchUser: fromPromise<SessionUser | null, void>(async () => null) } });
  return createActor(machine, { input: { token, user: null } }).start();
}

describe('deferred session (the session actor loads after the first render)', () => {
  it('counts a stored token as signed in before the actor exists, so the guard lets the borrower through', () => {
    const signedIn = createDeferredSession({ store: fakeStore('t-1', { mobile: '0803' }), bridge: fakeBridge() });
    expect(signedIn.isSignedIn()).toBe(true);
    expect(signedIn.user()).toEqual({ mobile: '0803' });

    const anonymous = createDeferredSession({ store: fakeStore(null), bridge: fakeBridge() });
    expect(anonymous.isSignedIn()).toBe(false);
  });

  it('queues a session code that arrives before the actor and delivers it on attach: the borrower is signed out', () => {
    const session = createDeferredSession({ store: fakeStore('t-1'), bridge: fakeBridge() });
    const changed = vi.fn();
    session.subscribe(changed);

    session.send({ type: 'session.codeReceived', code: 10010301, msg: 'expired' });
    expect(session.isSignedIn()).toBe(true); // nothing lost, nothing decided yet

    const actor = startedActor('t-1');
    session.attach(actor);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(session.isSignedIn()).toBe(false);
    expect(changed).toHaveBeenCalled();
  });

  it('delivers queued events in the order they came', () => {
    const session = createDeferredSession({ store: fakeStore(null), bridge: fakeBridge() });
    session.send({ type: 'session.signedIn', token: 't-2', user: { mobile: '0810' } });
    session.send({ type: 'session.codeReceived', code: 10010301, msg: 'expired' });
    const actor = startedActor(null);
    session.attach(actor);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it("keeps a token the wrapper sends before the actor is ready, then leaves the wrapper's tokens to the actor's wiring", () => {
    const bridge = fakeBridge();
    const session = createDeferredSession({ store: fakeStore(null), bridge });
    const changed = vi.fn();
    session.subscribe(changed);
    bridge.deliver('t-native');
    // Signed in already, as a stored token is: a guard must not ask the wrapper to log in a second time.
    expect(session.isSignedIn()).toBe(true);
    expect(changed).toHaveBeenCalled();

    session.attach(startedActor(null));
    expect(session.isSignedIn()).toBe(true);
    expect(bridge.listeners.size).toBe(0);
  });

  it("sends the wrapper's token without the stored user, which may be the last borrower's: the server says whose it is (F15)", () => {
    const bridge = fakeBridge();
    const session = createDeferredSession({ store: fakeStore(null, { mobile: '0803' }), bridge });
    bridge.deliver('t-someone');
    const actor = startedActor(null);
    session.attach(actor);
    expect(actor.getSnapshot().matches({ authenticated: 'verifying' })).toBe(true);
    expect(session.user()).toBeNull();
  });

  it('follows the actor once attached, and notifies subscribers of its changes', () => {
    const session = createDeferredSession({ store: fakeStore(null), bridge: fakeBridge() });
    const actor = startedActor(null);
    session.attach(actor);
    const changed = vi.fn();
    session.subscribe(changed);
    session.send({ type: 'session.signedIn', token: 't-3', user: { mobile: '0701' } });
    expect(session.isSignedIn()).toBe(true);
    expect(session.user()).toEqual({ mobile: '0701' });
    expect(changed).toHaveBeenCalled();
  });

  it('a handle over a running actor reads the same selectors', () => {
    const handle = sessionFromActor(startedActor('t-4'));
    expect(handle.isSignedIn()).toBe(true);
  });
});
