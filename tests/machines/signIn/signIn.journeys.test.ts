import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { RESEND_SECONDS, RESUME_CODE_SECONDS, signInMachine } from '../../../machines/signIn/signIn.machine';
import { TYPED_SIGN_IN } from '../../../machines/signIn/signIn.typed';
import {
  selectCanEditMobile,
  selectCanResend,
  selectCanSubmitCode,
  selectResendSecondsLeft,
  selectStep,
} from '../../../machines/signIn/signIn.selectors';
import type {
  CheckMobileOutput,
  CredentialsInput,
  MobileInput,
  RequestCodeOutput,
  SignInInput,
  SubmitCredentialsOutput,
} from '../../../machines/signIn/signIn.types';
import { ApiFault } from '../../../services/api/result';

interface Script {
  check?: () => Promise<CheckMobileOutput>;
  code?: () => Promise<RequestCodeOutput>;
  submit?: () => Promise<SubmitCredentialsOutput>;
}

const signedIn: SubmitCredentialsOutput = { kind: 'signedIn', token: 'T', user: { mobile: '8031234567' } };

function start(script: Script = {}, input: Partial<SignInInput> = {}) {
  const calls = { check: [] as MobileInput[], code: [] as MobileInput[], submit: [] as CredentialsInput[] };
  const announceSignedIn = vi.fn();
  const returnToRedirect = vi.fn();
  const showSignedInMessage = vi.fn();
  const machine = signInMachine.provide({
    actors: {
      checkMobile: fromPromise<CheckMobileOutput, MobileInput>(async ({ input: i }) => {
        calls.check.push(i);
        return (script.check ?? (async () => ({ kind: 'checked', exists: false, codeRequired: true }) as const))();
      }),
      requestCode: fromPromise<RequestCodeOutput, MobileInput>(async ({ input: i }) => {
        calls.code.push(i);
        return (script.code ?? (async () => ({ kind: 'sent', at: 1_000 }) as const))();
      }),
      submitCredentials: fromPromise<SubmitCredentialsOutput, CredentialsInput>(async ({ input: i }) => {
        calls.submit.push(i);
        return (script.submit ?? (async () => signedIn))();
      }),
      resendTicker: fromCallback(() => () => undefined),
    },
    actions: { announceSignedIn, returnToRedirect, showSignedInMessage },
  });
  const actor = createActor(machine, { input: { market: 'ng', intent: 'login', redirect: '/records', ...input } });
  actor.start();
  return { actor, calls, announceSignedIn, returnToRedirect, showSignedInMessage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function toCodeStep(run: ReturnType<typeof start>, mobile = '0803 123 4567') {
  run.actor.send({ type: 'signIn.mobileChanged', mobile });
  run.actor.send({ type: 'signIn.mobileSubmitted' });
  await settle();
  await settle();
}

afterEach(() => vi.useRealTimers());

describe('sign-in journeys', () => {
  it('a number typed before a reload is back, for the market it was typed in; it is kept until signed in, never the code', async () => {
    const run = start({}, { typed: { market: 'ng', mobile: '0803 123 4567' } });
    expect(run.actor.getSnapshot().context.mobile).toBe('0803 123 4567');
    expect(start({}, { market: 'mx', typed: { market: 'ng', mobile: '0803 123 4567' } }).actor.getSnapshot().context.mobile).toBe('');
    await toCodeStep(run, '0803 123 4567');
    run.actor.send({ type: 'signIn.codeChanged', code: '123456' });
    // The code step is kept with when the code was sent, never with the code typed.
    expect(TYPED_SIGN_IN.toKept(run.actor.getSnapshot())).toEqual({
      market: 'ng',
      mobile: '0803 123 4567',
      codeSent: { at: 1_000, mode: 'register', codeRequired: true },
    });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    await settle();
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(TYPED_SIGN_IN.toKept(run.actor.getSnapshot())).toBeNull();
    expect(TYPED_SIGN_IN.isKept({ market: 'ng', mobile: '0803' })).toBe(true);
    expect(TYPED_SIGN_IN.isKept({ market: 'gh', mobile: '0803' })).toBe(false);
    expect(TYPED_SIGN_IN.isKept({ market: 'ng', mobile: '0803', codeSent: { at: 'soon', mode: 'login', codeRequired: true } })).toBe(false);
  });

  it('back from the SMS app after a reload: the code step, with only what is left of the wait before a resend', async () => {
    vi.useFakeTimers();
    const codeSent = { at: 1_000, mode: 'login' as const, codeRequired: true };
    const run = start({}, { typed: { market: 'ng', mobile: '0803 123 4567', codeSent }, now: 46_000 });
    expect(selectStep(run.actor.getSnapshot())).toBe('code');
    expect(selectResendSecondsLeft(run.actor.getSnapshot())).toBe(15);
    expect(run.calls.check).toHaveLength(0);
    expect(run.calls.code).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(selectCanResend(run.actor.getSnapshot())).toBe(true);
    run.actor.send({ type: 'signIn.codeChanged', code: '123456' });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.calls.submit).toEqual([{ mode: 'login', mobile: '8031234567', market: 'ng', verifyCode: '123456' }]);
  });

  it('a kept code that is too old, for another market or a number that is not valid starts at the number step', () => {
    const codeSent = { at: 1_000, mode: 'login' as const, codeRequired: true };
    const stepFor = (input: Partial<SignInInput>) => selectStep(start({}, input).actor.getSnapshot());
    expect(stepFor({ typed: { market: 'ng', mobile: '0803 123 4567', codeSent }, now: 1_000 + RESUME_CODE_SECONDS * 1000 })).toBe('phone');
    expect(stepFor({ market: 'mx', typed: { market: 'ng', mobile: '0803 123 4567', codeSent }, now: 2_000 })).toBe('phone');
    expect(stepFor({ typed: { market: 'ng', mobile: '0803', codeSent }, now: 2_000 })).toBe('phone');
    expect(stepFor({ typed: { market: 'ng', mobile: '0803 123 4567', codeSent }, now: 500 })).toBe('phone');
  });

  it('a sign-up whose answer was lost, tried again and answered "number registered", logs in with the same code', async () => {
    const answers: Array<() => Promise<SubmitCredentialsOutput>> = [
      () => Promise.reject(new ApiFault('timeout', '/security/register')),
      async () => ({ kind: 'rejected', code: 1002, msg: 'this number has been registered, please login directly' }),
      async () => signedIn,
    ];
    const run = start({ submit: () => answers.shift()!() });
    await toCodeStep(run);
    run.actor.send({ type: 'signIn.codeChanged', code: '123456' });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    await settle();
    expect(run.actor.getSnapshot().context.requestError).toMatchObject({ kind: 'fault', reason: 'timeout' });
    run.actor.send({ type: 'signIn.retryRequested' });
    await settle();
    await settle();
    expect(run.calls.submit.map((call) => [call.mode, call.verifyCode])).toEqual([
      ['register', '123456'],
      ['register', '123456'],
      ['login', '123456'],
    ]);
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.announceSignedIn).toHaveBeenCalledTimes(1);
  });

  it('a login answered "number registered" is a refusal like any other: no loop', async () => {
    const run = start({
      check: async () => ({ kind: 'checked', exists: true, codeRequired: true }),
      submit: async () => ({ kind: 'rejected', code: 1002, msg: 'this number has been registered, please login directly' }),
    });
    await toCodeStep(run);
    run.actor.send({ type: 'signIn.codeChanged', code: '123456' });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    await settle();
    expect(run.calls.submit).toHaveLength(1);
    expect(run.actor.getSnapshot().context.requestError).toMatchObject({ kind: 'business', code: 1002 });
  });

  it('a new number: checked, code sent, registered, announced, back to the redirect', async () => {
    const run = start();
    await toCodeStep(run);
    expect(selectStep(run.actor.getSnapshot())).toBe('code');
    expect(run.calls.check).toEqual([{ mobile: '8031234567', market: 'ng' }]);
    expect(run.calls.code).toHaveLength(1);
    run.actor.send({ type: 'signIn.codeChanged', code: '123456' });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    await settle();
    expect(run.calls.submit).toEqual([{ mode: 'register', mobile: '8031234567', market: 'ng', verifyCode: '123456' }]);
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.announceSignedIn).toHaveBeenCalledWith(expect.anything(), { token: 'T', user: { mobile: '8031234567' } });
    expect(run.showSignedInMessage).toHaveBeenCalledTimes(1);
    expect(run.returnToRedirect).toHaveBeenCalledWith(expect.anything(), { redirect: '/records' });
    expect(JSON.stringify(run.actor.getSnapshot().context)).not.toContain('"T"');
  });

  it('a known number logs in', async () => {
    const run = start({ check: async () => ({ kind: 'checked', exists: true, codeRequired: true }) });
    await toCodeStep(run);
    run.actor.send({ type: 'signIn.codeChanged', code: '123456' });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    await settle();
    expect(run.calls.submit[0]?.mode).toBe('login');
  });

  it('empty and malformed numbers are refused without a call', () => {
    const run = start();
    run.actor.send({ type: 'signIn.mobileSubmitted' });
    expect(run.actor.getSnapshot().context.mobileError).toBe('mobileEmpty');
    run.actor.send({ type: 'signIn.mobileChanged', mobile: '0123' });
    expect(run.actor.getSnapshot().context.mobileError).toBeNull();
    run.actor.send({ type: 'signIn.mobileSubmitted' });
    expect(run.actor.getSnapshot().context.mobileError).toBe('mobileInvalid');
    expect(run.calls.check).toEqual([]);
  });

  it('Mexican numbers follow the Mexican rule', async () => {
    const run = start({}, { market: 'mx' });
    await toCodeStep(run, '+52 55 1234 5678');
    expect(run.calls.check).toEqual([{ mobile: '5512345678', market: 'mx' }]);
  });

  it('registering a known number says so and stays on the number', async () => {
    const run = start({ check: async () => ({ kind: 'checked', exists: true, codeRequired: true }) }, { intent: 'register' });
    await toCodeStep(run);
    expect(selectStep(run.actor.getSnapshot())).toBe('phone');
    expect(run.actor.getSnapshot().context.requestError).toEqual({ kind: 'numberRegistered' });
    expect(run.calls.code).toEqual([]);
  });

  it('empty and malformed codes are refused without a call', async () => {
    const run = start();
    await toCodeStep(run);
    run.actor.send({ type: 'signIn.codeSubmitted' });
    expect(run.actor.getSnapshot().context.codeError).toBe('codeEmpty');
    run.actor.send({ type: 'signIn.codeChanged', code: '12a' });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    expect(run.actor.getSnapshot().context.codeError).toBe('codeInvalid');
    expect(run.calls.submit).toEqual([]);
  });

  it('a double tap on submit sends one request (F24)', async () => {
    let finish: (value: SubmitCredentialsOutput) => void = () => undefined;
    const run = start({ submit: () => new Promise((resolve) => (finish = resolve)) });
    await toCodeStep(run);
    run.actor.send({ type: 'signIn.codeChanged', code: '123456' });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    expect(selectCanSubmitCode(run.actor.getSnapshot())).toBe(false);
    run.actor.send({ type: 'signIn.codeSubmitted' });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    finish(signedIn);
    await settle();
    expect(run.calls.submit).toHaveLength(1);
  });

  it('a business refusal keeps the number and the code, with the server text', async () => {
    const run = start({ submit: async () => ({ kind: 'rejected', code: 1001, msg: 'invalid verification code' }) });
    await toCodeStep(run);
    run.actor.send({ type: 'signIn.codeChanged', code: '000000' });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    await settle();
    const { context } = run.actor.getSnapshot();
    expect(context.requestError).toEqual({ kind: 'business', code: 1001, msg: 'invalid verification code' });
    expect(context.mobile).toBe('0803 123 4567');
    expect(context.verifyCode).toBe('000000');
    expect(selectStep(run.actor.getSnapshot())).toBe('code');
  });

  it('a timeout keeps everything and Retry sends again', async () => {
    let attempts = 0;
    const run = start({
      submit: async () => {
        attempts += 1;
        if (attempts === 1) throw new ApiFault('timeout', '/security/register');
        return signedIn;
      },
    });
    await toCodeStep(run);
    run.actor.send({ type: 'signIn.codeChanged', code: '123456' });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    await settle();
    expect(run.actor.getSnapshot().context.requestError).toEqual({ kind: 'fault', reason: 'timeout' });
    run.actor.send({ type: 'signIn.retryRequested' });
    await settle();
    expect(run.actor.getSnapshot().status).toBe('done');
  });

  it('a network fault while checking the number keeps it typed', async () => {
    const run = start({ check: async () => Promise.reject(new ApiFault('network', '/security/existsByMobile')) });
    await toCodeStep(run);
    expect(selectStep(run.actor.getSnapshot())).toBe('phone');
    expect(run.actor.getSnapshot().context).toMatchObject({ mobile: '0803 123 4567', requestError: { kind: 'fault', reason: 'network' } });
  });

  it('resend opens after 60 s, sends a code and counts down again', async () => {
    vi.useFakeTimers();
    const run = start();
    run.actor.send({ type: 'signIn.mobileChanged', mobile: '08031234567' });
    run.actor.send({ type: 'signIn.mobileSubmitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectResendSecondsLeft(run.actor.getSnapshot())).toBe(RESEND_SECONDS);
    run.actor.send({ type: 'signIn.resendTicked', elapsedSeconds: 1 });
    expect(selectResendSecondsLeft(run.actor.getSnapshot())).toBe(RESEND_SECONDS - 1);
    expect(selectCanResend(run.actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(RESEND_SECONDS * 1000);
    expect(selectCanResend(run.actor.getSnapshot())).toBe(true);
    run.actor.send({ type: 'signIn.resendRequested' });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.calls.code).toHaveLength(2);
    expect(selectResendSecondsLeft(run.actor.getSnapshot())).toBe(RESEND_SECONDS);
  });

  it('while a new code is asked for, neither the code typed nor "Change number" goes; once it is sent, both do', async () => {
    let answerResend: (output: RequestCodeOutput) => void = () => undefined;
    let requests = 0;
    const run = start({
      code: () => (++requests === 1 ? Promise.resolve({ kind: 'sent', at: 1_000 }) : new Promise((resolve) => (answerResend = resolve))),
    });
    await toCodeStep(run, '08031234567');
    run.actor.send({ type: 'signIn.resendTicked', elapsedSeconds: RESEND_SECONDS });
    run.actor.send({ type: 'signIn.resendRequested' });
    run.actor.send({ type: 'signIn.codeChanged', code: '123456' });
    run.actor.send({ type: 'signIn.codeSubmitted' });
    expect(selectCanEditMobile(run.actor.getSnapshot())).toBe(false);
    run.actor.send({ type: 'signIn.mobileEditRequested' });
    expect(run.calls.submit).toHaveLength(0);
    expect(selectStep(run.actor.getSnapshot())).toBe('code');
    answerResend({ kind: 'sent', at: 70_000 });
    await settle();
    expect(selectCanEditMobile(run.actor.getSnapshot())).toBe(true);
    run.actor.send({ type: 'signIn.codeSubmitted' });
    await settle();
    expect(run.calls.submit).toEqual([expect.objectContaining({ verifyCode: '123456' })]);
    expect(run.calls.code).toHaveLength(2);
  });

  it('back from the SMS app after the timers stood still, the wait shows what is left by the clock, and Resend opens once it is over', async () => {
    const run = start();
    await toCodeStep(run, '08031234567');
    // One tick, then the WebView went to the background: no tick for 40 s, the next one says so.
    run.actor.send({ type: 'signIn.resendTicked', elapsedSeconds: 1 });
    run.actor.send({ type: 'signIn.resendTicked', elapsedSeconds: 41 });
    expect(selectResendSecondsLeft(run.actor.getSnapshot())).toBe(RESEND_SECONDS - 41);
    run.actor.send({ type: 'signIn.resendTicked', elapsedSeconds: 95 });
    expect(selectCanResend(run.actor.getSnapshot())).toBe(true);
  });

  it('Retry after a failed resend asks for the code again; it does not send the code typed so far', async () => {
    vi.useFakeTimers();
    let codeRequests = 0;
    const run = start({
      code: async () => {
        codeRequests += 1;
        if (codeRequests === 2) throw new ApiFault('network', '/security/getVerifyCode');
        return { kind: 'sent', at: 1_000 };
      },
    });
    run.actor.send({ type: 'signIn.mobileChanged', mobile: '08031234567' });
    run.actor.send({ type: 'signIn.mobileSubmitted' });
    await vi.advanceTimersByTimeAsync(RESEND_SECONDS * 1000);
    run.actor.send({ type: 'signIn.codeChanged', code: '12' });
    run.actor.send({ type: 'signIn.resendRequested' });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.actor.getSnapshot().context.requestError).toMatchObject({ kind: 'fault', reason: 'network' });
    run.actor.send({ type: 'signIn.retryRequested' });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.calls.code).toHaveLength(3);
    expect(run.calls.submit).toHaveLength(0);
    expect(run.actor.getSnapshot().context).toMatchObject({ requestError: null, codeError: null, verifyCode: '12' });
    expect(selectResendSecondsLeft(run.actor.getSnapshot())).toBe(RESEND_SECONDS);
  });

  it('without a required code, no code is sent and an empty code is accepted', async () => {
    const run = start({ check: async () => ({ kind: 'checked', exists: true, codeRequired: false }) });
    await toCodeStep(run);
    expect(run.calls.code).toEqual([]);
    run.actor.send({ type: 'signIn.codeSubmitted' });
    await settle();
    expect(run.calls.submit[0]?.verifyCode).toBe('');
    expect(run.actor.getSnapshot().status).toBe('done');
  });

  it('changing the number forgets the code', async () => {
    const run = start();
    await toCodeStep(run);
    run.actor.send({ type: 'signIn.codeChanged', code: '1234' });
    run.actor.send({ type: 'signIn.mobileEditRequested' });
    expect(selectStep(run.actor.getSnapshot())).toBe('phone');
    expect(run.actor.getSnapshot().context.verifyCode).toBe('');
    expect(run.actor.getSnapshot().context.mobile).toBe('0803 123 4567');
  });
});
