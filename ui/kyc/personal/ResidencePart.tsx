import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import {
  RESIDENCE_TYPES,
  selectDistricts,
  selectGeography,
  selectGeographyStatus,
  selectMarket,
} from '../../../machines/personalInfo/personalInfo.selectors';
import { Button } from '../../shared/Button';
import { ADDRESS_ROOM } from '../idFieldRoom';
import { PersonalSelect, PersonalText } from './fields';
import type { PersonalInfoActor } from './usePersonalField';

/** Part 2: residence type, state, district, address (Mexico: postal code too). */
export function ResidencePart({ actor }: { actor: PersonalInfoActor }) {
  const { i18n } = useLingui();
  const status = useSelector(actor, selectGeographyStatus);
  const geography = useSelector(actor, selectGeography);
  const districts = useSelector(actor, selectDistricts);
  const state = useSelector(actor, (s) => s.context.fields.state);
  const postalCodeDigits = useSelector(actor, (s) => selectMarket(s).postalCodeDigits);

  const states = (geography ?? []).map((s) => ({ value: s.code, label: s.name }));
  return (
    <>
      <PersonalSelect actor={actor} field="residenceType" label={i18n._(msg`Residence type`)} options={RESIDENCE_TYPES} />
      {status === 'failed' ? (
        <p role="alert">
          {i18n._(msg`The list of states could not be loaded.`)}{' '}
          <Button variant="secondary" onClick={() => actor.send({ type: 'geography.requested' })}>
            {i18n._(msg`Retry`)}
          </Button>
        </p>
      ) : null}
      <PersonalSelect
        actor={actor}
        field="state"
        label={i18n._(msg`State`)}
        labelled={states}
        placeholder={status === 'loading' ? i18n._(msg`Loading states…`) : undefined}
      />
      {state !== '' && districts.length === 0 ? (
        <PersonalText actor={actor} field="city" label={i18n._(msg`District`)} />
      ) : (
        <PersonalSelect
          actor={actor}
          field="city"
          label={i18n._(msg`District`)}
          labelled={districts.map((name) => ({ value: name, label: name }))}
        />
      )}
      <PersonalText actor={actor} field="address" label={i18n._(msg`Address`)} maxLength={ADDRESS_ROOM} autoComplete="street-address" />
      <PersonalText actor={actor} field="postalCode" label={i18n._(msg`Postal code (optional)`)} inputMode="numeric" maxLength={postalCodeDigits} />
    </>
  );
}
