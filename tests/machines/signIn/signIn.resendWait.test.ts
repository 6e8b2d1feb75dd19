import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { createSignInActors } from '../../../machines/signIn/signIn.actors';
import { signInMachine } from '../../../machines/signIn/signIn.machine';
import { selectResendSecondsLeft, selectStep } from '../../../machines/signIn/signIn.selectors';
import type { ApiClient } from '../../../services/api/client';
import type { SignInEvent } from '../../../machines/signIn/signIn.types';

/** The real sign-in actors on a server that knows every number and sends every code asked for. */
function signIn({ realTicker = false, reloadedAt = null as number | null } = {}) {
  let now = 1_000_000;
  const codesSent: string[] = [];
  const api = {
    async call(endpoint: { path: string }, payload: { mobile: string }) {
      if (endpoint.path === '/security/getVerifyCode') codesSent.push(payload.mobile);
      if (endpoint.path.includes('exists')) return { ok: true, data: { exists: true } };
      if (endpoint.path.includes('isRequired')) return { ok: true, data: { required: true } };
      return { ok: true, data: {} };
    },
  } as unknown as ApiClient;
  // After a reload at the code step: the kept draft says when the code went to 0803 123 4567.
  const sentBefore = reloadedAt === null ? null : { market: 'ng', mobile: '8031234567', at: now - reloadedAt * 1000 };
  const real = createSignInActors({ api, now: () => now }, sentBefore);
  const actors = realTicker ? real : { ...real, resendTicker: fromCallback<SignInEvent>(() => () => undefined) };
  const actor = createActor(signInMachine.provide({ actors }), { input: { market: 'ng', intent: 'login', redirect: '/' } }).start();
  const submitNumber = async (mobile: string) => {
    actor.send({ type: 'signIn.mobileChanged', mobile });
    actor.send({ type: 'signIn.mobileSubmitted' });
    await waitFor(actor, (s) => selectStep(s) === 'code' || s.context.requestError !== null);
  };
  return { actor, codesSent, submitNumber, wait: (seconds: number) => (now += seconds * 1000) };
}

describe('the resend wait (60 s) cannot be skipped with "Change number"', () => {
  it('the same number again within the wait keeps its code and what is left of the wait: no new SMS', async () => {
    const { actor, codesSent, submitNumber, wait } = signIn();
    await submitNumber('0803 123 4567');
    expect(codesSent).toHaveLength(1);
    actor.send({ type: 'signIn.mobileEditRequested' });
    wait(20);
    await submitNumber('08031234567');
    expect(selectStep(actor.getSnapshot())).toBe('code');
    expect(codesSent).toHaveLength(1);
    expect(selectResendSecondsLeft(actor.getSnapshot())).toBe(40);
  });

  it('after a reload at the code step, "Change number" and the same number still waits: no new SMS', async () => {
    const { actor, codesSent, submitNumber } = signIn({ reloadedAt: 25 });
    await submitNumber('0803 123 4567');
    expect(codesSent).toHaveLength(0);
    expect(selectStep(actor.getSnapshot())).toBe('code');
    expect(selectResendSecondsLeft(actor.getSnapshot())).toBe(35);
  });

  it('another number gets its code at once, and the same number once the wait is over', async () => {
    const { actor, codesSent, submitNumber, wait } = signIn();
    await submitNumber('0803 123 4567');
    actor.send({ type: 'signIn.mobileEditRequested' });
    await submitNumber('0805 555 0101');
    expect(codesSent).toHaveLength(2);
    actor.send({ type: 'signIn.mobileEditRequested' });
    wait(60);
    await submitNumber('0803 123 4567');
    expect(codesSent).toHaveLength(3);
    expect(selectResendSecondsLeft(actor.getSnapshot())).toBe(60);
  });
});

describe('the resend countdown goes by the clock', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks that stood still in the background (a trip to the SMS app) count the whole time gone', async () => {
    vi.useFakeTimers();
    const { actor, submitNumber, wait } = signIn({ realTicker: true });
    await submitNumber('0803 123 4567');
    wait(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectResendSecondsLeft(actor.getSnapshot())).toBe(59);
    // 45 s in the background; the paused timer fires once on the way back.
    wait(45);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectResendSecondsLeft(actor.getSnapshot())).toBe(14);
  });
});
