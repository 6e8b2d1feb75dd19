import type { FaultReason } from '../../services/api/result';
import type { MarketId } from '../../services/markets/markets';
import type { SessionUser } from '../session/session.types';

/** The server's "this number has been registered, please login directly" (SPEC section 8). */
export const NUMBER_REGISTERED = 1002;

/** Which screen the borrower started on: `/user/login` or `/user/register`. */
export type SignInIntent = 'login' | 'register';

export type MobileError = 'mobileEmpty' | 'mobileInvalid';
export type CodeError = 'codeEmpty' | 'codeInvalid';

/** Why the last request did not go through; the view maps it to a message (never text here). */
export type SignInRequestError =
  | { kind: 'business'; code: number; msg: string }
  | { kind: 'numberRegistered' }
  /** `retry: 'resend'`: the code's resend failed, so Retry resends rather than submits the code. */
  | { kind: 'fault'; reason: FaultReason | 'unknown'; retry?: 'resend' };

/** A code sent for the number: when (ms), and what the server said of the number. */
export interface SentCode {
  at: number;
  mode: SignInIntent;
  codeRequired: boolean;
}

/**
 * What was typed before a reload (`signIn.typed.ts`): the number, the market it was typed for,
 * and the code sent for it if the code step was showing (the borrower went to read the SMS).
 */
export interface TypedSignIn {
  market: MarketId;
  mobile: string;
  codeSent?: SentCode | null;
}

export interface SignInInput {
  market: MarketId;
  intent: SignInIntent;
  /** Where to go once signed in (the guard's `?redirect=`), already checked by the view. */
  redirect: string;
  typed?: TypedSignIn | null;
  /** The time (ms) the screen opened, to age a kept code: machines read no clock. */
  now?: number;
}

export interface SignInContext {
  market: MarketId;
  intent: SignInIntent;
  /** What the server said: a known number logs in, a new one registers. */
  mode: SignInIntent;
  redirect: string;
  /** As typed; sent normalised. */
  mobile: string;
  /** Only while the code form is shown (cleared on leaving it). */
  verifyCode: string;
  codeRequired: boolean;
  /** When the last code was sent (ms), while the code step shows. */
  codeSentAt: number | null;
  /** Seconds since the kept code was sent, when the form comes back at the code step. */
  resumedCodeAge: number | null;
  /** A new code was sent on this code step (Resend): the step says so. */
  codeResent: boolean;
  resendSecondsLeft: number;
  /** The wait when the countdown began; each tick says how long ago that was, by the clock. */
  resendWaitAtStart: number;
  mobileError: MobileError | null;
  codeError: CodeError | null;
  requestError: SignInRequestError | null;
}

export type SignInEvent =
  | { type: 'signIn.mobileChanged'; mobile: string }
  | { type: 'signIn.mobileSubmitted' }
  | { type: 'signIn.codeChanged'; code: string }
  | { type: 'signIn.codeSubmitted' }
  | { type: 'signIn.resendRequested' }
  /** `elapsedSeconds`: since the countdown began, by the clock (timers stop while the app is in the background). */
  | { type: 'signIn.resendTicked'; elapsedSeconds: number }
  | { type: 'signIn.mobileEditRequested' }
  | { type: 'signIn.retryRequested' };

/** A call's answer as the machine needs it: a business refusal is an outcome, not an error. */
export type Rejected = { kind: 'rejected'; code: number; msg: string };

export type CheckMobileOutput = { kind: 'checked'; exists: boolean; codeRequired: boolean } | Rejected;
/** `alreadySent`: a code went to this number less than the resend wait ago (`age` seconds); none is sent now. */
export type RequestCodeOutput = { kind: 'sent'; at: number } | { kind: 'alreadySent'; at: number; age: number } | Rejected;
export type SubmitCredentialsOutput = { kind: 'signedIn'; token: string; user: SessionUser } | Rejected;

export interface MobileInput {
  mobile: string;
  market: MarketId;
}

export interface CredentialsInput extends MobileInput {
  mode: SignInIntent;
  verifyCode: string;
}
