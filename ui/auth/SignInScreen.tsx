import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { signInMachine } from '../../machines/signIn/signIn.machine';
import {
  selectCanEditMobile,
  selectCanResend,
  selectCodeError,
  selectIsSubmittingCode,
  selectMobile,
  selectMobileError,
  selectMode,
  selectRequestError,
  selectResendSecondsLeft,
  selectStep,
  selectVerifyCode,
  selectIsBusy,
  selectCodeRequired,
  selectCodeResent,
} from '../../machines/signIn/signIn.selectors';
import type { SignInIntent } from '../../machines/signIn/signIn.types';
import { useAreaCatalog } from '../app/i18n';
import { useMarket } from '../app/useMarket';
import { LanguageToggle } from '../shell/LanguageToggle';
import { Button } from '../shared/Button';
import { TextField } from '../shared/TextField';
import { useMarketChoice, useSignInActor } from './auth.wiring';
import { safeRedirect } from './redirect';
import { ACCOUNT_CANNOT_LOG_IN, codeErrorMessage, mobileErrorMessage, requestErrorMessage } from './signInMessages';

/** `/user/login` and `/user/register`: mobile number, then the verification code. */
export function SignInScreen({ intent }: { intent: SignInIntent }) {
  useAreaCatalog('auth');
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const actor = useSignInActor(intent, redirect);
  const { canChoose } = useMarketChoice();
  return <SignInView actor={actor} intent={intent} redirect={redirect} canChooseCountry={canChoose} />;
}

/**
 * The two routes, in this module rather than files of their own: each would be a chunk of a few
 * lines, which costs the borrower a request and the app's size more than it saves.
 */
export function LoginScreen() {
  return <SignInScreen intent="login" />;
}

export function RegisterScreen() {
  return <SignInScreen intent="register" />;
}

/** The sign-in forms bound to a sign-in actor (the screen's, or a test's). */
export function SignInView({
  actor,
  intent,
  redirect,
  canChooseCountry = true,
}: {
  actor: ActorRefFrom<typeof signInMachine>;
  intent: SignInIntent;
  redirect: string;
  /** False inside the wrapper: the installed app decides the country. */
  canChooseCountry?: boolean;
}) {
  const { t, i18n } = useLingui();
  const market = useMarket();

  const step = useSelector(actor, selectStep);
  const mobile = useSelector(actor, selectMobile);
  const verifyCode = useSelector(actor, selectVerifyCode);
  const mode = useSelector(actor, selectMode);
  const mobileError = useSelector(actor, selectMobileError);
  const codeError = useSelector(actor, selectCodeError);
  const requestError = useSelector(actor, selectRequestError);
  const busy = useSelector(actor, selectIsBusy);
  const submittingCode = useSelector(actor, selectIsSubmittingCode);
  const secondsLeft = useSelector(actor, selectResendSecondsLeft);
  const canResend = useSelector(actor, selectCanResend);
  const canEditMobile = useSelector(actor, selectCanEditMobile);
  const codeRequired = useSelector(actor, selectCodeRequired);
  const codeResent = useSelector(actor, selectCodeResent);

  const errorText = requestError
    ? ((message) => (typeof message === 'string' ? message : i18n._(message)))(requestErrorMessage(requestError))
    : null;
  const loginLink = `/user/login${redirect !== '/' ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

  const submitMobile = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'signIn.mobileSubmitted' });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'signIn.codeSubmitted' });
  };

  const title = intent === 'register' ? t`Sign up` : t`Log in`;
  return (
    <section className="screen" aria-labelledby="sign-in-title">
      <header className="screen-header">
        <h1 id="sign-in-title">{title}</h1>
        <LanguageToggle />
      </header>

      {step === 'signedIn' ? (
        <p role="status">
          <Trans>Login successful</Trans>
        </p>
      ) : step === 'phone' ? (
        <form onSubmit={submitMobile} noValidate className="screen">
          <TextField
            label={t`Mobile number`}
            hint={t`Country code +${market.countryCallingCode}`}
            value={mobile}
            onValueChange={(value) => actor.send({ type: 'signIn.mobileChanged', mobile: value })}
            error={mobileError ? i18n._(mobileErrorMessage[mobileError]) : undefined}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            // Room for a number pasted with its country code and separators: "+234 (0) 803 123 4567".
            maxLength={24}
            // The number is being checked: a keystroke now would be dropped (see FieldsLocked).
            readOnly={busy}
          />
          <Button type="submit" busy={busy}>
            <Trans>Get verification code</Trans>
          </Button>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate className="screen">
          <p>
            {codeRequired ? (
              <Trans>Sent successfully. Enter the verification code we sent to {mobile}.</Trans>
            ) : (
              <Trans>No verification code is needed for {mobile} this time.</Trans>
            )}{' '}
            <button
              type="button"
              className="link-button"
              disabled={!canEditMobile}
              onClick={() => actor.send({ type: 'signIn.mobileEditRequested' })}
            >
              <Trans>Change number</Trans>
            </button>
          </p>
          {codeRequired ? (
            <TextField
              label={t`Verification code`}
              value={verifyCode}
              onValueChange={(value) => actor.send({ type: 'signIn.codeChanged', code: value })}
              error={codeError ? i18n._(codeErrorMessage[codeError]) : undefined}
              inputMode="numeric"
              autoComplete="one-time-code"
              // Room for a code pasted with a space or dash ("123 456"): the machine keeps the digits.
              maxLength={9}
              readOnly={submittingCode}
              // The button that asked for the code is gone with the phone step: the code is what comes next.
              autoFocus
            />
          ) : null}
          {/* Busy while the code is checked, or while a new one is asked for (the one typed may go stale). */}
          <Button type="submit" busy={busy}>
            {mode === 'register' ? <Trans>Sign up</Trans> : <Trans>Log in</Trans>}
          </Button>
          {codeRequired ? (
            <Button variant="secondary" disabled={!canResend} onClick={() => actor.send({ type: 'signIn.resendRequested' })}>
              {secondsLeft > 0 ? <Trans>Resend code in {secondsLeft} s</Trans> : <Trans>Resend code</Trans>}
            </Button>
          ) : null}
          {/* On the page from the start, so that the new code's arrival is read out. */}
          <p role="status">{codeResent ? <Trans>A new code was sent to {mobile}.</Trans> : null}</p>
        </form>
      )}

      {errorText ? (
        <div role="alert" className="request-error">
          <p>{errorText}</p>
          {requestError?.kind === 'fault' ? (
            <Button variant="secondary" onClick={() => actor.send({ type: 'signIn.retryRequested' })}>
              <Trans>Retry</Trans>
            </Button>
          ) : null}
          {requestError?.kind === 'numberRegistered' ? (
            <Link to={loginLink}>
              <Trans>Go to login</Trans>
            </Link>
          ) : null}
          {requestError?.kind === 'business' && requestError.code === ACCOUNT_CANNOT_LOG_IN ? (
            <a href={`mailto:${market.supportEmail}`}>
              <Trans>Contact support</Trans>
            </a>
          ) : null}
        </div>
      ) : null}

      {intent === 'login' ? (
        <p>
          <Trans>New here? A new number is signed up automatically.</Trans>
        </p>
      ) : null}
      {canChooseCountry ? (
        <p>
          <Link to="/user/nation">
            <Trans>Choose your country</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
