import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import {
  EDUCATION_LEVELS,
  GENDERS,
  isEmailDomainRestricted,
  MARITAL_STATUSES,
  selectBirthdayRange,
  selectEmailSuggestions,
  selectIsVisible,
} from '../../../machines/personalInfo/personalInfo.selectors';
import { PersonalSelect, PersonalText } from './fields';
import type { PersonalInfoActor } from './usePersonalField';
import { useSelector } from '@xstate/react';

/** Part 1: names, gender, birthday; the rest appears once the birthday is chosen (SPEC section 2). */
export function BasicPart({ actor }: { actor: PersonalInfoActor }) {
  const { i18n } = useLingui();
  const range = useSelector(actor, selectBirthdayRange);
  return (
    <>
      <PersonalText actor={actor} field="firstName" label={i18n._(msg`First name`)} autoComplete="given-name" />
      <PersonalText actor={actor} field="middleName" label={i18n._(msg`Middle name (optional)`)} autoComplete="additional-name" />
      <PersonalText actor={actor} field="lastName" label={i18n._(msg`Last name`)} autoComplete="family-name" />
      <PersonalSelect actor={actor} field="gender" label={i18n._(msg`Gender`)} options={GENDERS} />
      <PersonalText actor={actor} field="birthday" label={i18n._(msg`Date of birth`)} type="date" min={range.min} max={range.max} />
      <PersonalSelect actor={actor} field="education" label={i18n._(msg`Education`)} options={EDUCATION_LEVELS} />
      <PersonalSelect actor={actor} field="maritalStatus" label={i18n._(msg`Marital status`)} options={MARITAL_STATUSES} />
      {/* Room for a pasted '+234 803 123 4567': cut at 13 characters it would be a wrong number, not one the error explains. */}
      <PersonalText actor={actor} field="whatsapp" label={i18n._(msg`WhatsApp number`)} inputMode="tel" maxLength={20} />
      <PersonalText actor={actor} field="sparePhone" label={i18n._(msg`Alternative phone (optional)`)} inputMode="tel" maxLength={20} />
      <PersonalText
        actor={actor}
        field="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={i18n._(msg`Email`)}
        hint={isEmailDomainRestricted ? i18n._(msg`Only gmail.com and yahoo.com addresses are accepted`) : undefined}
      />
      <EmailSuggestions actor={actor} />
    </>
  );
}

const selectEmailVisible = selectIsVisible('email');

/** One tap completes the address at a domain the form accepts (the validator's own list, FAULTS F45). */
function EmailSuggestions({ actor }: { actor: PersonalInfoActor }) {
  const { i18n } = useLingui();
  const suggestions = useSelector(actor, selectEmailSuggestions, (a, b) => a.join() === b.join());
  const visible = useSelector(actor, selectEmailVisible);
  if (!visible || suggestions.length === 0) return null;
  return (
    <div role="group" aria-label={i18n._(msg`Email suggestions`)} className="field">
      {suggestions.map((address) => (
        <button
          key={address}
          type="button"
          className="secondary"
          // Keeps the focus in the field, so the tap is not a "left the field" that flags the half-typed address.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            actor.send({ type: 'field.changed', field: 'email', value: address });
            actor.send({ type: 'field.blurred', field: 'email' });
          }}
        >
          {address}
        </button>
      ))}
    </div>
  );
}
