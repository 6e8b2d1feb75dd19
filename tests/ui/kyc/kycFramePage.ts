import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SubmitError } from '../../../machines/shared/submitError';
import { seeFieldsLocked, seeTextFieldsOpen } from '../fieldsLocked';

/**
 * What the borrower sees in the frame every KYC step shares (ui/kyc/KycFormFrame): the submit
 * button, why a submit failed, the next-step retry and the offline banner. Shared by the view-flow
 * tests of additional info, bank card and questionnaire.
 */
export const submitButton = () => screen.getByRole('button', { name: 'Submit' });

/** Submit is shown working and cannot be tapped twice (FAULTS F24); the fields take nothing meanwhile. */
export function seeSubmitBusy() {
  expect(submitButton()).toBeBusy();
  seeFieldsLocked();
}

/** Ready for the borrower: Submit usable unless the phone is offline, the text fields open. */
export function seeSubmitReady(offline: boolean) {
  expect(submitButton()).not.toHaveAttribute('aria-busy');
  seeTextFieldsOpen();
  if (offline) expect(submitButton()).toBeDisabled();
  else expect(submitButton()).toBeEnabled();
}

/** The reason in words: the server's own message as text, or the fault message. */
export function seeSubmitError(error: SubmitError | null) {
  const fault = error?.kind === 'fault' && error.reason === 'timeout' ? 'Request timed out. Your information is saved.' : 'Request failed, try again';
  const expected = error?.kind === 'business' ? error.serverMessage : fault;
  expect(screen.getAllByRole('alert').some((alert) => alert.textContent === expected)).toBe(true);
}

/** Saved, but the next step could not be loaded: Retry is all that is left; nothing to edit or send again. */
export function seeNextStepRetry() {
  expect(screen.getByText(/Your information is saved, but the next step could not be loaded/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  seeFieldsLocked();
}

/** Nothing went wrong: no submit error, no retry. */
export function dontSeeProblems() {
  expect(screen.queryByText('Request failed, try again')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
}

/** The save's answer was lost and the app is asking the server what happened (FAULTS F2). */
export function seeCheckingApplication() {
  expect(screen.getByText('Checking your application…')).toHaveAttribute('role', 'status');
}

export function dontSeeCheckingApplication() {
  expect(screen.queryByText('Checking your application…')).toBeNull();
}

export function seeOffline() {
  expect(screen.getByText(/You appear to be offline/)).toBeVisible();
}

export function dontSeeOffline() {
  expect(screen.queryByText(/You appear to be offline/)).toBeNull();
}

/** Enters a field's new value as the borrower would: a select by its option, text cleared and pasted. */
export async function enterValue(user: UserEvent, element: HTMLElement, value: string) {
  if (element instanceof HTMLSelectElement) return user.selectOptions(element, value);
  await user.clear(element);
  await user.click(element);
  await user.paste(value);
}

/** Leaves a field as the borrower would: into it, then Tab away. */
export async function leaveField(user: UserEvent, element: HTMLElement) {
  await user.click(element);
  await user.tab();
}
