import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { additionalInfoMachine } from '../../../machines/additionalInfo/additionalInfo.machine';
import {
  LOAN_PURPOSES,
  selectAsksEmployer,
  selectIsBusy,
  selectIsOffline,
  selectIsReconciling,
  selectMarket,
  selectMustRetype,
  selectNextStepFailed,
  selectRfcWarning,
  selectShownError,
  selectSubmitError,
} from '../../../machines/additionalInfo/additionalInfo.selectors';
import type { AdditionalField } from '../../../machines/additionalInfo/additionalInfo.types';
import { Select } from '../../shared/Select';
import { TextField } from '../../shared/TextField';
import { KycFormFrame } from '../KycFormFrame';
import { useFormField } from '../useFormField';
import { useKycFrame } from '../useKycFrame';
import { translateOptions } from '../optionLabels';
import { ADDRESS_ROOM, ID_ROOM } from '../idFieldRoom';

export type AdditionalInfoActor = ActorRefFrom<typeof additionalInfoMachine>;

function useAdditionalField(actor: AdditionalInfoActor, field: AdditionalField) {
  return useFormField(actor, field, selectShownError);
}

/** `/auth/additionalInfomation`: loan purpose and employer; CURP markets (Mexico) also CURP (required), RFC and NSS. */
export function AdditionalInfoView({ actor }: { actor: AdditionalInfoActor }) {
  const { i18n } = useLingui();
  const market = useSelector(actor, selectMarket);
  const rfcWarning = useSelector(actor, selectRfcWarning);
  // No employer for a borrower without a job (personal info's employment type).
  const asksEmployer = useSelector(actor, selectAsksEmployer);
  const frame = useKycFrame(actor, {
    selectIsOffline,
    selectIsBusy,
    selectSubmitError,
    selectNextStepFailed,
    selectIsReconciling,
    selectMustRetype,
  });
  const loanPurpose = useAdditionalField(actor, 'loanPurpose');
  const companyName = useAdditionalField(actor, 'companyName');
  const companyPhone = useAdditionalField(actor, 'companyPhone');
  const designation = useAdditionalField(actor, 'designation');
  const workAddress = useAdditionalField(actor, 'workAddress');
  const workPostalCode = useAdditionalField(actor, 'workPostalCode');
  const linkedin = useAdditionalField(actor, 'linkedin');
  const facebook = useAdditionalField(actor, 'facebook');
  const curp = useAdditionalField(actor, 'curp');
  const rfc = useAdditionalField(actor, 'rfc');
  const nss = useAdditionalField(actor, 'nss');
  return (
    <KycFormFrame
      title={i18n._(msg`Additional information`)}
      intro={asksEmployer ? i18n._(msg`Tell us what the loan is for and where you work.`) : i18n._(msg`Tell us what the loan is for.`)}
      {...frame}
    >
      <Select
        {...loanPurpose}
        label={i18n._(msg`Loan purpose`)}
        placeholder={i18n._(msg`Please select`)}
        options={translateOptions(LOAN_PURPOSES, (d) => i18n._(d))}
      />
      {asksEmployer ? (
        <>
          <TextField {...companyName} label={i18n._(msg`Company name`)} autoComplete="organization" />
          <TextField {...companyPhone} label={i18n._(msg`Company phone`)} inputMode="tel" autoComplete="off" />
          <TextField {...designation} label={i18n._(msg`Designation`)} autoComplete="organization-title" />
          <TextField {...workAddress} label={i18n._(msg`Work address`)} maxLength={ADDRESS_ROOM} autoComplete="off" />
          <TextField
            {...workPostalCode}
            label={i18n._(msg`Work postal code (optional)`)}
            inputMode="numeric"
            maxLength={market.postalCodeDigits}
            autoComplete="off"
          />
        </>
      ) : null}
      <TextField {...linkedin} label={i18n._(msg`LinkedIn profile (optional)`)} inputMode="url" autoComplete="off" />
      <TextField {...facebook} label={i18n._(msg`Facebook profile (optional)`)} inputMode="url" autoComplete="off" />
      {market.nationalId === 'curp' ? (
        <>
          <TextField {...curp} label={i18n._(msg`CURP`)} maxLength={ID_ROOM.curp} autoComplete="off" />
          <TextField
            {...rfc}
            label={i18n._(msg`RFC (optional)`)}
            maxLength={ID_ROOM.rfc}
            autoComplete="off"
            hint={rfcWarning ? i18n._(msg`Please check your RFC: its last character does not match. You can still continue.`) : undefined}
          />
          <TextField {...nss} label={i18n._(msg`NSS (optional)`)} inputMode="numeric" maxLength={ID_ROOM.nss} autoComplete="off" />
        </>
      ) : null}
    </KycFormFrame>
  );
}
