import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { additionalInfoMachine } from '../../../machines/additionalInfo/additionalInfo.machine';
import {
  LOAN_PURPOSES,
  selectIsBusy,
  selectIsOffline,
  selectMarket,
  selectNextStepFailed,
  selectRfcWarning,
  selectShownError,
  selectSubmitError,
} from '../../../machines/additionalInfo/additionalInfo.selectors';
import type { AdditionalField } from '../../../machines/additionalInfo/additionalInfo.types';
import { Button } from '../../shared/Button';
import { Select } from '../../shared/Select';
import { TextField } from '../../shared/TextField';
import { validationMessage } from '../errorMessages';
import { OfflineBanner } from '../OfflineBanner';
import { translateOptions } from '../optionLabels';
import { SubmitErrorText } from '../SubmitErrorText';

export type AdditionalInfoActor = ActorRefFrom<typeof additionalInfoMachine>;

function useAdditionalField(actor: AdditionalInfoActor, field: AdditionalField) {
  const { i18n } = useLingui();
  const errorSelector = useMemo(() => selectShownError(field), [field]);
  const value = useSelector(actor, (s) => s.context.fields[field]);
  const error = useSelector(actor, errorSelector);
  return {
    name: field,
    value,
    onValueChange: (next: string) => actor.send({ type: 'field.changed', field, value: next }),
    onBlur: () => actor.send({ type: 'field.blurred', field }),
    error: error ? i18n._(validationMessage(error)) : undefined,
  };
}

/** `/auth/additionalInfomation`: loan purpose and employer; in Mexico CURP (required), RFC and NSS. */
export function AdditionalInfoView({ actor }: { actor: AdditionalInfoActor }) {
  const { i18n } = useLingui();
  const market = useSelector(actor, selectMarket);
  const rfcWarning = useSelector(actor, selectRfcWarning);
  const offline = useSelector(actor, selectIsOffline);
  const busy = useSelector(actor, selectIsBusy);
  const submitError = useSelector(actor, selectSubmitError);
  const nextStepFailed = useSelector(actor, selectNextStepFailed);
  const loanPurpose = useAdditionalField(actor, 'loanPurpose');
  const companyName = useAdditionalField(actor, 'companyName');
  const companyPhone = useAdditionalField(actor, 'companyPhone');
  const designation = useAdditionalField(actor, 'designation');
  const curp = useAdditionalField(actor, 'curp');
  const rfc = useAdditionalField(actor, 'rfc');
  const nss = useAdditionalField(actor, 'nss');
  return (
    <main className="screen">
      <h1>{i18n._(msg`Additional information`)}</h1>
      <p>{i18n._(msg`Tell us what the loan is for and where you work.`)}</p>
      <OfflineBanner offline={offline} />
      <form
        className="screen"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submitted' });
        }}
      >
        <Select
          {...loanPurpose}
          label={i18n._(msg`Loan purpose`)}
          placeholder={i18n._(msg`Please select`)}
          options={translateOptions(LOAN_PURPOSES, (d) => i18n._(d))}
        />
        <TextField {...companyName} label={i18n._(msg`Company name`)} autoComplete="organization" />
        <TextField {...companyPhone} label={i18n._(msg`Company phone`)} inputMode="tel" autoComplete="off" />
        <TextField {...designation} label={i18n._(msg`Designation`)} autoComplete="organization-title" />
        {market === 'mx' ? (
          <>
            <TextField {...curp} label={i18n._(msg`CURP`)} maxLength={18} autoComplete="off" />
            <TextField
              {...rfc}
              label={i18n._(msg`RFC (optional)`)}
              maxLength={13}
              autoComplete="off"
              hint={rfcWarning ? i18n._(msg`Please check your RFC: its last character does not match. You can still continue.`) : undefined}
            />
            <TextField {...nss} label={i18n._(msg`NSS (optional)`)} inputMode="numeric" maxLength={11} autoComplete="off" />
          </>
        ) : null}
        <SubmitErrorText error={submitError} />
        {nextStepFailed ? (
          <p role="alert">
            {i18n._(msg`Your information is saved, but the next step could not be loaded.`)}{' '}
            <Button onClick={() => actor.send({ type: 'nextStep.retryRequested' })}>{i18n._(msg`Retry`)}</Button>
          </p>
        ) : null}
        <Button type="submit" disabled={offline} busy={busy}>
          {i18n._(msg`Submit`)}
        </Button>
      </form>
    </main>
  );
}
