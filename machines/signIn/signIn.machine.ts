/**
 * Sign-in and sign-up by mobile number and verification code (SPEC sections 5, 6, 8).
 *
 *   opening --(a code kept from before a reload)--> code, else phone
 *   phone --mobileSubmitted (valid)--> checkingMobile --(exists? login : register)--> sendingCode --> code
 *   (a number sent a code less than 60 s ago, e.g. after "Change number", keeps it and its wait)
 *   code = form (editing <-> submitting) || resend (counting --60 s--> ready --> resending)
 *   code.form.submitting --signed in--> signedIn (final)
 *   (a sign-up answered "number registered" was most likely made by a try whose answer was lost: it logs in instead)
 *
 * Invariants: the typed number survives every error; a second tap on submit does nothing while
 * `submitting` (FAULTS F24), nor does a submit or "Change number" while a new code is asked for;
 * the verification code lives only in `code` (cleared on exit); the token never enters the
 * context, it goes straight from the answer to `announceSignedIn`.
 */
import { and, assign, fromCallback, not, setup, stateIn } from 'xstate';
import { PHONE_RULES } from '../../services/validation/phoneRules';
import type { FaultReason } from '../../services/api/result';
import type { SessionUser } from '../session/session.types';
import { notProvided } from '../shared/notProvided';
import {
  NUMBER_REGISTERED,
  type CheckMobileOutput,
  type CodeError,
  type CredentialsInput,
  type MobileError,
  type MobileInput,
  type Rejected,
  type RequestCodeOutput,
  type SignInContext,
  type SignInEvent,
  type SignInInput,
  type SignInRequestError,
  type SubmitCredentialsOutput,
} from './signIn.types';

/** Seconds before another code may be asked for. */
export const RESEND_SECONDS = 60;
/** A code kept from before a reload brings the code step back for this long; then the number step. */
export const RESUME_CODE_SECONDS = 10 * 60;
const VERIFY_CODE_PATTERN = /^\d{4,6}$/;

export function normalizeMobile(mobile: string, market: SignInContext['market']): string {
  return PHONE_RULES[market].normalize(mobile);
}

function mobileError(context: SignInContext): MobileError | null {
  if (context.mobile.trim() === '') return 'mobileEmpty';
  return PHONE_RULES[context.market].isValidMobile(context.mobile) ? null : 'mobileInvalid';
}

function codeError(context: SignInContext): CodeError | null {
  if (!context.codeRequired) return null;
  const code = context.verifyCode.trim();
  if (code === '') return 'codeEmpty';
  return VERIFY_CODE_PATTERN.test(code) ? null : 'codeInvalid';
}

type Output<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Output<T>).output;
const isRejectedOutput = (event: unknown) => (outputOf<{ kind: string }>(event).kind === 'rejected');

/** The kept number and code, if they can bring the code step back: same market, valid number, recent code. */
function resumableInput({ typed, market, now }: SignInInput) {
  if (!typed || typed.market !== market) return { mobile: '', code: null };
  const age = typed.codeSent && now !== undefined ? (now - typed.codeSent.at) / 1000 : -1;
  const resumable = age >= 0 && age < RESUME_CODE_SECONDS && PHONE_RULES[market].isValidMobile(typed.mobile);
  return { mobile: typed.mobile, code: resumable && typed.codeSent ? { ...typed.codeSent, age } : null };
}

function resendLeft(context: SignInContext, tick: { elapsedSeconds: number }): number {
  return Math.max(0, Math.ceil(context.resendWaitAtStart - tick.elapsedSeconds));
}

/** `retry: 'resend'` when the resend is what failed (Retry then resends). */
function faultOf(error: unknown, retry?: 'resend'): SignInRequestError {
  const reason = (error as { reason?: FaultReason } | null)?.reason;
  return { kind: 'fault', reason: reason ?? 'unknown', retry };
}

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
  },
  actors: {
    checkMobile: notProvided<CheckMobileOutput, MobileInput>('checkMobile'),
    requestCode: notProvided<RequestCodeOutput, MobileInput>('requestCode'),
    submitCredentials: notProvided<SubmitCredentialsOutput, CredentialsInput>('submitCredentials'),
    /** Sends `signIn.resendTicked` about every second while the countdown shows, with the time gone by the clock. */
    resendTicker: fromCallback<SignInEvent>(() => () => undefined),
  },
  actions: {
    // Platform actions, provided by the auth wiring.
    announceSignedIn: (_, _params: { token: string; user: SessionUser }) => undefined,
    showSignedInMessage: () => undefined,
    returnToRedirect: (_, _params: { redirect: string }) => undefined,

    setMobile: assign({
      mobile: ({ event }) => (event as Extract<SignInEvent, { type: 'signIn.mobileChanged' }>).mobile,
      mobileError: null,
      requestError: null,
    }),
    showMobileError: assign({ mobileError: ({ context }) => mobileError(context) }),
    setVerifyCode: assign({
      // A code pasted from the SMS as "123 456" or "123-456" is the code.
      verifyCode: ({ event }) => (event as Extract<SignInEvent, { type: 'signIn.codeChanged' }>).code.replace(/[\s-]/g, ''),
      codeError: null,
      requestError: null,
    }),
    showCodeError: assign({ codeError: ({ context }) => codeError(context) }),
    clearErrors: assign({ mobileError: null, codeError: null, requestError: null }),
    clearVerifyCode: assign({ verifyCode: '', codeError: null }),
    forgetCodeSent: assign({ codeSentAt: null, resumedCodeAge: null, codeResent: false }),
    switchToLogin: assign({ mode: 'login' as const }),
    rememberCheck: assign(({ event }) => {
      const output = outputOf<Extract<CheckMobileOutput, { kind: 'checked' }>>(event);
      return { mode: output.exists ? ('login' as const) : ('register' as const), codeRequired: output.codeRequired };
    }),
    rememberRejection: assign({
      requestError: ({ event }) => {
        const { code, msg } = outputOf<Rejected>(event);
        return { kind: 'business', code, msg } satisfies SignInRequestError;
      },
    }),
    rememberNumberRegistered: assign({ requestError: { kind: 'numberRegistered' } satisfies SignInRequestError }),
    rememberFault: assign({ requestError: ({ event }) => faultOf((event as unknown as { error: unknown }).error) }),
    rememberResendFault: assign({ requestError: ({ event }) => faultOf((event as unknown as { error: unknown }).error, 'resend') }),
    // A code kept from before a reload counts down only what is left of its wait.
    startResendCountdown: assign(({ context }) => {
      const left = Math.max(0, Math.ceil(RESEND_SECONDS - (context.resumedCodeAge ?? 0)));
      return { resendSecondsLeft: left, resendWaitAtStart: left, resumedCodeAge: null };
    }),
    rememberCodeSent: assign({ codeSentAt: ({ event }) => outputOf<Extract<RequestCodeOutput, { kind: 'sent' }>>(event).at }),
    noteCodeResent: assign({ codeResent: true }),
    // The same number again within the wait: its code stands, and only what is left of the wait counts down.
    resumeCodeSent: assign(({ event }) => {
      const { at, age } = outputOf<Extract<RequestCodeOutput, { kind: 'alreadySent' }>>(event);
      return { codeSentAt: at, resumedCodeAge: age };
    }),
    // By the clock, not by the ticks: back from the SMS app, the wait shows what is really left.
    countDownResend: assign({
      resendSecondsLeft: ({ context, event }) => resendLeft(context, event as Extract<SignInEvent, { type: 'signIn.resendTicked' }>),
    }),
    stopResendCountdown: assign({ resendSecondsLeft: 0 }),
  },
  guards: {
    // While the code is being checked, neither a new number nor a new code: the answer may sign the
    // borrower in (or register them), and a new code could make the one being checked stale.
    isNotSubmittingCode: not(stateIn({ code: { form: 'submitting' } })),
    // While a new code is asked for, the one typed may be going stale, and a new number would drop
    // the answer that says a code was sent (then sent again): both wait the moment it takes.
    isNotResendingCode: not(stateIn({ code: { resend: 'resending' } })),
    hasMobileError: ({ context }) => mobileError(context) !== null,
    hasCodeError: ({ context }) => codeError(context) !== null,
    isRejected: ({ event }) => isRejectedOutput(event),
    isRegisteredMeanwhile: ({ context, event }) =>
      context.mode === 'register' && isRejectedOutput(event) && outputOf<Rejected>(event).code === NUMBER_REGISTERED,
    isRegisteringKnownNumber: ({ context, event }) =>
      context.intent === 'register' && outputOf<Extract<CheckMobileOutput, { kind: 'checked' }>>(event).exists,
    isCodeNotRequired: ({ event }) => !outputOf<Extract<CheckMobileOutput, { kind: 'checked' }>>(event).codeRequired,
    isCodeOptional: ({ context }) => !context.codeRequired,
    isAlreadySent: ({ event }) => outputOf<{ kind: string }>(event).kind === 'alreadySent',
    isResendFault: ({ context }) => context.requestError?.kind === 'fault' && context.requestError.retry === 'resend',
    hasCodeToResume: ({ context }) => context.resumedCodeAge !== null,
    isResendWaitOver: ({ context, event }) => resendLeft(context, event as Extract<SignInEvent, { type: 'signIn.resendTicked' }>) === 0,
  },
  delays: {
    resendCooldown: ({ context }) => context.resendSecondsLeft * 1000,
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => {
    // A number typed for another market would only be refused: the form starts empty then.
    const { mobile, code } = resumableInput(input);
    return {
      market: input.market,
      intent: input.intent,
      mode: code?.mode ?? input.intent,
      redirect: input.redirect,
      mobile,
      verifyCode: '',
      codeRequired: code?.codeRequired ?? true,
      codeSentAt: code?.at ?? null,
      resumedCodeAge: code?.age ?? null,
      codeResent: false,
      resendSecondsLeft: 0,
      resendWaitAtStart: 0,
      mobileError: null,
      codeError: null,
      requestError: null,
    };
  },
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasCodeToResume', target: 'code' }, { target: 'phone' }],
    },
    phone: {
      on: {
        'signIn.mobileChanged': { actions: 'setMobile' },
        'signIn.mobileSubmitted': [
          { guard: 'hasMobileError', actions: 'showMobileError' },
          { target: 'checkingMobile', actions: 'clearErrors' },
        ],
        'signIn.retryRequested': [
          { guard: 'hasMobileError', actions: 'showMobileError' },
          { target: 'checkingMobile', actions: 'clearErrors' },
        ],
      },
    },
    checkingMobile: {
      tags: ['busy'],
      invoke: {
        src: 'checkMobile',
        input: ({ context }) => ({ mobile: normalizeMobile(context.mobile, context.market), market: context.market }),
        onDone: [
          { guard: 'isRejected', target: 'phone', actions: 'rememberRejection' },
          { guard: 'isRegisteringKnownNumber', target: 'phone', actions: 'rememberNumberRegistered' },
          // Without a required code there is nothing to send: straight to the form.
          { guard: 'isCodeNotRequired', target: 'code', actions: 'rememberCheck' },
          { target: 'sendingCode', actions: 'rememberCheck' },
        ],
        onError: { target: 'phone', actions: 'rememberFault' },
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ mobile: normalizeMobile(context.mobile, context.market), market: context.market }),
        onDone: [
          { guard: 'isRejected', target: 'phone', actions: 'rememberRejection' },
          { guard: 'isAlreadySent', target: 'code', actions: 'resumeCodeSent' },
          { target: 'code', actions: 'rememberCodeSent' },
        ],
        onError: { target: 'phone', actions: 'rememberFault' },
      },
    },
    code: {
      type: 'parallel',
      exit: ['clearVerifyCode', 'forgetCodeSent'],
      on: {
        'signIn.mobileEditRequested': { guard: and(['isNotSubmittingCode', 'isNotResendingCode']), target: 'phone', actions: 'clearErrors' },
      },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'signIn.codeChanged': { actions: 'setVerifyCode' },
                'signIn.codeSubmitted': [
                  { guard: 'hasCodeError', actions: 'showCodeError' },
                  { guard: 'isNotResendingCode', target: 'submitting', actions: 'clearErrors' },
                ],
                'signIn.retryRequested': [
                  // The resend failed: the resend region retries it, the code is not sent.
                  { guard: 'isResendFault' },
                  { guard: 'hasCodeError', actions: 'showCodeError' },
                  { guard: 'isNotResendingCode', target: 'submitting', actions: 'clearErrors' },
                ],
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                src: 'submitCredentials',
                input: ({ context }) => ({
                  mode: context.mode,
                  mobile: normalizeMobile(context.mobile, context.market),
                  market: context.market,
                  verifyCode: context.verifyCode.trim(),
                }),
                onDone: [
                  // The number was new when checked: its account was made since, by a sign-up whose
                  // answer was lost (a timeout, then Retry). Log in with the same code instead.
                  { guard: 'isRegisteredMeanwhile', target: 'submitting', reenter: true, actions: 'switchToLogin' },
                  { guard: 'isRejected', target: 'editing', actions: 'rememberRejection' },
                  {
                    target: '#signIn.signedIn',
                    actions: [
                      {
                        type: 'announceSignedIn',
                        params: ({ event }) => {
                          const output = event.output as Extract<SubmitCredentialsOutput, { kind: 'signedIn' }>;
                          return { token: output.token, user: output.user };
                        },
                      },
                      'showSignedInMessage',
                      { type: 'returnToRedirect', params: ({ context }) => ({ redirect: context.redirect }) },
                    ],
                  },
                ],
                onError: { target: 'editing', actions: 'rememberFault' },
              },
            },
          },
        },
        resend: {
          initial: 'starting',
          states: {
            starting: {
              always: [{ guard: 'isCodeOptional', target: 'notNeeded' }, { target: 'counting' }],
            },
            notNeeded: {},
            counting: {
              entry: 'startResendCountdown',
              exit: 'stopResendCountdown',
              invoke: { src: 'resendTicker' },
              on: {
                'signIn.resendTicked': [{ guard: 'isResendWaitOver', target: 'ready' }, { actions: 'countDownResend' }],
              },
              after: { resendCooldown: 'ready' },
            },
            ready: {
              on: {
                'signIn.resendRequested': { guard: 'isNotSubmittingCode', target: 'resending', actions: 'clearErrors' },
                'signIn.retryRequested': { guard: 'isResendFault', target: 'resending', actions: 'clearErrors' },
              },
            },
            resending: {
              tags: ['busy'],
              invoke: {
                src: 'requestCode',
                input: ({ context }) => ({
                  mobile: normalizeMobile(context.mobile, context.market),
                  market: context.market,
                }),
                onDone: [
                  { guard: 'isRejected', target: 'ready', actions: 'rememberRejection' },
                  { target: 'counting', actions: ['rememberCodeSent', 'noteCodeResent'] },
                ],
                onError: { target: 'ready', actions: 'rememberResendFault' },
              },
            },
          },
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
