import { expect } from 'vitest';
import { RESEND_SECONDS, signInMachine } from '../../../machines/signIn/signIn.machine';
import { selectStep } from '../../../machines/signIn/signIn.selectors';
import type { CheckMobileOutput } from '../../../machines/signIn/signIn.types';
import { isValidNgMobile } from '../../../services/validation';
import { ApiFault } from '../../../services/api/result';
import type { SnapshotFrom } from 'xstate';
import { defineFlows } from '../defineFlows';

type Snapshot = SnapshotFrom<typeof signInMachine>;

const newNumber: CheckMobileOutput = { kind: 'checked', exists: false, codeRequired: true };
const knownNumber: CheckMobileOutput = { kind: 'checked', exists: true, codeRequired: true };
const knownNumberNoCode: CheckMobileOutput = { kind: 'checked', exists: true, codeRequired: false };
const refused = { kind: 'rejected', code: 1004, msg: 'phone number cannot be empty or wrongly formatted' } as const;

function codeShape(code: string) {
  if (code === '') return 'empty';
  return /^\d{4,6}$/.test(code) ? 'ok' : 'bad';
}

export default defineFlows({
  machine: signInMachine,
  inputs: [
    { market: 'ng', intent: 'login', redirect: '/records' },
    { market: 'ng', intent: 'register', redirect: '/' },
    // Back after a reload, 45 s after a code was sent for a known number: the code step, 15 s to wait.
    {
      market: 'ng',
      intent: 'login',
      redirect: '/',
      typed: { market: 'ng', mobile: '08031234567', codeSent: { at: 1_000, mode: 'login', codeRequired: true } },
      now: 46_000,
    },
  ],
  actors: {
    checkMobile: {
      done: [newNumber, knownNumber, knownNumberNoCode, refused],
      error: [new ApiFault('timeout', '/security/existsByMobile')],
      describe: {
        done: (o: CheckMobileOutput) =>
          o.kind === 'rejected'
            ? 'server refuses the number'
            : `server says the number is ${o.exists ? 'known' : 'new'}${o.codeRequired ? '' : ', no code needed'}`,
      },
    },
    requestCode: {
      // alreadySent: the same number again within the wait ("Change number", then back).
      done: [{ kind: 'sent', at: 0 }, { kind: 'alreadySent', at: 0, age: 20 }, { kind: 'rejected', code: 1005, msg: 'too many codes' }],
      error: [new ApiFault('network', '/security/getVerifyCode')],
    },
    submitCredentials: {
      done: [
        { kind: 'signedIn', token: 'token-1', user: { mobile: '8031234567' } },
        { kind: 'rejected', code: 1001, msg: 'invalid verification code' },
        // A sign-up whose earlier answer was lost: the account exists now.
        { kind: 'rejected', code: 1002, msg: 'this number has been registered, please login directly' },
      ],
      error: [new ApiFault('timeout', '/security/login')],
    },
    resendTicker: {},
  },
  events: {
    'signIn.mobileChanged': [
      { type: 'signIn.mobileChanged', mobile: '' },
      { type: 'signIn.mobileChanged', mobile: '0123' },
      { type: 'signIn.mobileChanged', mobile: '08031234567' },
    ],
    'signIn.mobileSubmitted': [{ type: 'signIn.mobileSubmitted' }],
    'signIn.codeChanged': [
      { type: 'signIn.codeChanged', code: '' },
      { type: 'signIn.codeChanged', code: '12a' },
      { type: 'signIn.codeChanged', code: '123456' },
    ],
    'signIn.codeSubmitted': [{ type: 'signIn.codeSubmitted' }],
    'signIn.resendRequested': [{ type: 'signIn.resendRequested' }],
    // A second gone, and a return from the background after the whole wait.
    'signIn.resendTicked': [
      { type: 'signIn.resendTicked', elapsedSeconds: 1 },
      { type: 'signIn.resendTicked', elapsedSeconds: 75 },
    ],
    'signIn.mobileEditRequested': [{ type: 'signIn.mobileEditRequested' }],
    'signIn.retryRequested': [{ type: 'signIn.retryRequested' }],
  },
  // Only what guards read: the shape of the number and the code, the intent, mode and code rule, the fault to retry.
  stateKey: (s) => ({
    value: s.value,
    intent: s.context.intent,
    mode: s.context.mode,
    codeRequired: s.context.codeRequired,
    mobile: s.context.mobile === '' ? 'empty' : isValidNgMobile(s.context.mobile) ? 'ok' : 'bad',
    code: codeShape(s.context.verifyCode),
    // Retry after a failed resend resends; after any other fault it submits.
    resendFault: s.context.requestError?.kind === 'fault' && s.context.requestError.retry === 'resend',
  }),
  assertions: {
    // Transient: left at once by `always`.
    opening: () => {},
    phone: (s: Snapshot) => {
      expect(selectStep(s)).toBe('phone');
      expect(s.context.verifyCode).toBe('');
    },
    checkingMobile: (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
    sendingCode: (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
    'code.form.editing': (s: Snapshot) => {
      expect(selectStep(s)).toBe('code');
      // Not while a new code is asked for: its answer would be dropped, and the code sent again.
      expect(s.can({ type: 'signIn.mobileEditRequested' })).toBe(!s.matches({ code: { resend: 'resending' } }));
    },
    'code.form.submitting': (s: Snapshot) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.can({ type: 'signIn.codeSubmitted' })).toBe(false);
      // Neither a new number nor a new code while this one is checked.
      expect(s.can({ type: 'signIn.mobileEditRequested' })).toBe(false);
      expect(s.can({ type: 'signIn.resendRequested' })).toBe(false);
    },
    // Transient: left at once by `always`.
    'code.resend.starting': () => {},
    'code.resend.notNeeded': (s: Snapshot) => expect(s.context.codeRequired).toBe(false),
    'code.resend.counting': (s: Snapshot) => {
      expect(s.context.resendSecondsLeft).toBeGreaterThan(0);
      expect(s.context.resendSecondsLeft).toBeLessThanOrEqual(RESEND_SECONDS);
    },
    'code.resend.ready': (s: Snapshot) => expect(s.can({ type: 'signIn.resendRequested' })).toBe(!s.matches({ code: { form: 'submitting' } })),
    'code.resend.resending': (s: Snapshot) => {
      expect(s.hasTag('busy')).toBe(true);
      // The code typed may be going stale: it waits for the new one to be sent.
      if (/^\d{4,6}$/.test(s.context.verifyCode)) expect(s.can({ type: 'signIn.codeSubmitted' })).toBe(false);
    },
    signedIn: (s: Snapshot) => {
      expect(s.status).toBe('done');
      expect(JSON.stringify(s.context)).not.toContain('token-1');
    },
  },
});
