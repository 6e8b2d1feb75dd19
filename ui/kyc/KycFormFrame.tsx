import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { SubmitError } from '../../machines/shared/submitError';
import { Button } from '../shared/Button';
import { CheckingApplication } from '../shared/CheckingApplication';
import { FieldsLocked } from '../shared/fieldsLocked';
import { OfflineBanner } from './OfflineBanner';
import { SubmitErrorText } from './SubmitErrorText';

export interface KycFormFrameProps {
  title: string;
  intro: string;
  offline: boolean;
  busy: boolean;
  submitError: SubmitError | null;
  /** Saved, but the order's next step could not be read: offer a retry. */
  nextStepFailed: boolean;
  /** The save's answer was lost and the app is asking the server what happened (FAULTS F2). */
  reconciling?: boolean;
  /** What the borrower reads meanwhile; "Checking your application…" unless the step says better. */
  reconcilingText?: string;
  /** A reload blanked numbers the phone does not keep, and they are not typed again yet. */
  mustRetype?: boolean;
  onNextStepRetry: () => void;
  onSubmit: () => void;
  /** Shown above the submit error (form-level notes). */
  footer?: ReactNode;
  submitLabel?: string;
  /** Hides the submit button (e.g. while a step asks the borrower to confirm something else). */
  hideSubmit?: boolean;
  children: ReactNode;
}

/**
 * The frame every KYC step form shares: title, intro, offline banner (FAULTS F4), the form, why a
 * submit failed, the "next step could not be loaded" retry, and the submit button (busy blocks a
 * second tap, offline disables it). While busy or checking, or once saved, the fields are locked.
 */
export function KycFormFrame(props: KycFormFrameProps) {
  const { i18n } = useLingui();
  return (
    <section className="screen" aria-labelledby="kyc-step-title">
      <h1 id="kyc-step-title">{props.title}</h1>
      <p>{props.intro}</p>
      <OfflineBanner offline={props.offline} />
      {props.mustRetype ? (
        <p role="note" className="field-hint">
          {i18n._(msg`For your safety, card, account and ID numbers are not kept on this phone when the page reloads: please type them again.`)}
        </p>
      ) : null}
      <form
        className="screen"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        {/* Saved already when the next step could not be loaded: only Retry is left to do. */}
        <FieldsLocked value={props.busy || Boolean(props.reconciling) || props.nextStepFailed}>{props.children}</FieldsLocked>
        <CheckingApplication shown={Boolean(props.reconciling)}>{props.reconcilingText}</CheckingApplication>
        {props.footer}
        <SubmitErrorText error={props.submitError} />
        {props.nextStepFailed ? (
          <p role="alert">
            {i18n._(msg`Your information is saved, but the next step could not be loaded.`)}{' '}
            <Button onClick={props.onNextStepRetry}>{i18n._(msg`Retry`)}</Button>
          </p>
        ) : null}
        {props.hideSubmit || props.nextStepFailed ? null : (
          <Button type="submit" disabled={props.offline} busy={props.busy}>
            {props.submitLabel ?? i18n._(msg`Submit`)}
          </Button>
        )}
      </form>
    </section>
  );
}
