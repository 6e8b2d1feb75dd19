import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SignInRequestError } from '../../../machines/signIn/signIn.types';
import signInFlows from '../../flows/machines/signIn.flows';
import { describeViewFlows } from '../../flows/views';
import { SignInView } from '../../../ui/auth/SignInScreen';
import { renderAuthElement } from './renderAuth';

const mobileField = () => screen.getByRole('textbox', { name: 'Mobile number' });
const codeField = () => screen.getByRole('textbox', { name: 'Verification code' });
const getCode = () => screen.getByRole('button', { name: 'Get verification code' });
const submitCode = () => screen.getByRole('button', { name: /^(Log in|Sign up)$/ });
const resend = () => screen.getByRole('button', { name: /^Resend code/ });

const mobileErrorText = { mobileEmpty: 'Phone number cannot be empty', mobileInvalid: 'Phone number is wrongly formatted' };
const codeErrorText = { codeEmpty: 'Verification code cannot be empty', codeInvalid: 'Invalid verification code' };

/** What the borrower reads for each refusal and fault of the flows' fixtures. */
function requestErrorText(error: SignInRequestError): string {
  switch (error.kind) {
    case 'numberRegistered':
      return 'This number has been registered, please login directly';
    case 'business':
      return ({ 1001: 'Invalid verification code', 1004: 'Phone number is wrongly formatted' } as Record<number, string>)[error.code] ?? error.msg;
    case 'fault':
      return ({ timeout: 'Request timed out. Your information is saved', network: 'Network failed, reload page' } as Record<string, string>)[
        error.reason
      ]!;
  }
}

function expectRequestError(error: SignInRequestError | null) {
  const retry = screen.queryByRole('button', { name: 'Retry' });
  const goToLogin = screen.queryByRole('link', { name: 'Go to login' });
  if (!error) {
    expect(document.querySelector('.request-error')).toBeNull();
    return;
  }
  expect(document.querySelector('.request-error')).toHaveAttribute('role', 'alert');
  expect(document.querySelector('.request-error')).toHaveTextContent(requestErrorText(error));
  // A fault can be retried in place; a known number on the sign-up screen is sent to log in.
  if (error.kind === 'fault') expect(retry).toBeEnabled();
  else expect(retry).toBeNull();
  if (error.kind === 'numberRegistered') expect(goToLogin).toBeVisible();
  else expect(goToLogin).toBeNull();
}

async function retype(user: { clear: (e: Element) => Promise<void>; type: (e: Element, text: string) => Promise<void> }, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

describeViewFlows(signInFlows, {
  render: (actor) => {
    const { intent, redirect } = actor.getSnapshot().context;
    return renderAuthElement(<SignInView actor={actor} intent={intent} redirect={redirect} />);
  },
  drive: {
    'signIn.mobileChanged': ({ user, event }) => retype(user, mobileField(), event.mobile),
    'signIn.mobileSubmitted': ({ user }) => user.click(getCode()),
    // Without a code field (no code needed) nothing can be typed: the event is sent as it is.
    'signIn.codeChanged': async ({ user, actor, event }) => {
      const field = screen.queryByRole('textbox', { name: 'Verification code' });
      if (field) await retype(user, field, event.code);
      else actor.send(event);
    },
    'signIn.codeSubmitted': ({ user }) => user.click(submitCode()),
    'signIn.resendRequested': ({ user }) => user.click(resend()),
    'signIn.mobileEditRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Change number' })),
    // Offered as a button after a fault; the walk also sends it without one, which only the actor can take.
    'signIn.retryRequested': async ({ user, actor, event }) => {
      const retry = screen.queryByRole('button', { name: 'Retry' });
      if (retry) await user.click(retry);
      else actor.send(event);
    },
  },
  stateAssertions: {
    // Transient: left at once by `always`.
    opening: () => {},
    phone: ({ snapshot }) => {
      const { mobile, mobileError, requestError, intent } = snapshot.context;
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(intent === 'register' ? 'Sign up' : 'Log in');
      expect(mobileField()).toHaveValue(mobile);
      expect(mobileField()).not.toHaveAttribute('readonly');
      expect(getCode()).toBeEnabled();
      expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
      if (mobileError) {
        expect(mobileField()).toHaveAttribute('aria-invalid', 'true');
        expect(mobileField()).toHaveAccessibleDescription(new RegExp(mobileErrorText[mobileError]));
      } else {
        expect(mobileField()).not.toHaveAttribute('aria-invalid');
      }
      expectRequestError(requestError);
    },
    checkingMobile: ({ snapshot }) => {
      expect(getCode()).toBeBusy();
      expect(mobileField()).toHaveValue(snapshot.context.mobile);
      expect(mobileField()).toHaveAttribute('readonly');
    },
    sendingCode: () => {
      expect(getCode()).toBeBusy();
    },
    'code.form.editing': ({ snapshot }) => {
      const { mode, mobile, codeRequired, verifyCode, codeError, requestError } = snapshot.context;
      expect(submitCode()).toHaveAccessibleName(mode === 'register' ? 'Sign up' : 'Log in');
      expect(submitCode()).toBeEnabled();
      // While a new code is asked for, the code waits (busy) and the number stays.
      if (snapshot.matches({ code: { resend: 'resending' } })) {
        expect(submitCode()).toBeBusy();
        expect(screen.getByRole('button', { name: 'Change number' })).toBeDisabled();
      } else {
        expect(submitCode()).not.toBeBusy();
        expect(screen.getByRole('button', { name: 'Change number' })).toBeEnabled();
      }
      expect(screen.getByText(codeRequired ? `Sent successfully. Enter the verification code we sent to ${mobile}.` : `No verification code is needed for ${mobile} this time.`)).toBeVisible();
      if (codeRequired) {
        expect(codeField()).toHaveValue(verifyCode);
        expect(codeField()).not.toHaveAttribute('readonly');
        if (codeError) expect(codeField()).toHaveAccessibleDescription(codeErrorText[codeError]);
        else expect(codeField()).not.toHaveAttribute('aria-invalid');
      }
      expectRequestError(requestError);
    },
    'code.form.submitting': ({ snapshot }) => {
      expect(submitCode()).toBeBusy();
      // Neither a new number nor a new code while this one is checked.
      expect(screen.getByRole('button', { name: 'Change number' })).toBeDisabled();
      if (snapshot.context.codeRequired) expect(resend()).toBeDisabled();
      if (snapshot.context.codeRequired) expect(codeField()).toHaveAttribute('readonly');
      expect(document.querySelector('.request-error')).toBeNull();
    },
    // Transient: left at once by `always`.
    'code.resend.starting': () => undefined,
    'code.resend.notNeeded': () => {
      expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Resend code/ })).toBeNull();
    },
    'code.resend.counting': ({ snapshot }) => {
      expect(resend()).toHaveAccessibleName(`Resend code in ${snapshot.context.resendSecondsLeft} s`);
      expect(resend()).toBeDisabled();
      // A resend that went out is said in the status line waiting on the step (the button lost the focus).
      const resent = screen.queryByText(`A new code was sent to ${snapshot.context.mobile}.`);
      if (snapshot.context.codeResent) expect(resent).toHaveAttribute('role', 'status');
      else expect(resent).toBeNull();
    },
    'code.resend.ready': ({ snapshot }) => {
      expect(resend()).toHaveAccessibleName('Resend code');
      if (snapshot.matches({ code: { form: 'submitting' } })) expect(resend()).toBeDisabled();
      else expect(resend()).toBeEnabled();
    },
    'code.resend.resending': () => expect(resend()).toBeDisabled(),
    // The wiring goes back to the screen that asked; nothing is left to tap here.
    signedIn: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Login successful');
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Log in|Sign up)$/ })).toBeNull();
    },
  },
});
