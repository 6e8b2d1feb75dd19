import type { SnapshotFrom } from 'xstate';
import type { signInMachine } from './signIn.machine';

type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

export type SignInStep = 'phone' | 'code' | 'signedIn';

/** Which form shows: the number, or the code (while checking the number the number form stays). */
export function selectStep(snapshot: SignInSnapshot): SignInStep {
  if (snapshot.matches('signedIn')) return 'signedIn';
  return snapshot.matches('code') ? 'code' : 'phone';
}

export const selectMobile = (snapshot: SignInSnapshot) => snapshot.context.mobile;
export const selectVerifyCode = (snapshot: SignInSnapshot) => snapshot.context.verifyCode;
export const selectMode = (snapshot: SignInSnapshot) => snapshot.context.mode;
export const selectMobileError = (snapshot: SignInSnapshot) => snapshot.context.mobileError;
export const selectCodeError = (snapshot: SignInSnapshot) => snapshot.context.codeError;
export const selectRequestError = (snapshot: SignInSnapshot) => snapshot.context.requestError;
export const selectIsBusy = (snapshot: SignInSnapshot) => snapshot.hasTag('busy');
export const selectCodeRequired = (snapshot: SignInSnapshot) => snapshot.context.codeRequired;
/** A new code went out on this code step; false after a draft of an older page (no such field). */
export const selectCodeResent = (snapshot: SignInSnapshot) => snapshot.context.codeResent === true;

/** Seconds until "resend" opens; 0 once it may be pressed. */
export const selectResendSecondsLeft = (snapshot: SignInSnapshot) =>
  snapshot.matches({ code: { resend: 'counting' } }) ? snapshot.context.resendSecondsLeft : 0;
export const selectCanResend = (snapshot: SignInSnapshot) => snapshot.can({ type: 'signIn.resendRequested' });
export const selectCanEditMobile = (snapshot: SignInSnapshot) => snapshot.can({ type: 'signIn.mobileEditRequested' });
export const selectCanSubmitCode = (snapshot: SignInSnapshot) => snapshot.can({ type: 'signIn.codeSubmitted' });
export const selectIsSubmittingCode = (snapshot: SignInSnapshot) =>
  snapshot.matches({ code: { form: 'submitting' } });
