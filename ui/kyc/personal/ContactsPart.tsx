import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSelector } from '@xstate/react';
import {
  CONTACT_RELATIONS,
  selectContactBeingPicked,
  selectContactNotice,
} from '../../../machines/personalInfo/personalInfo.selectors';
import type { ContactNotice } from '../../../machines/personalInfo/personalInfo.types';
import { Button } from '../../shared/Button';
import { PersonalSelect, PersonalText } from './fields';
import type { PersonalInfoActor } from './usePersonalField';

const NOTICES: Record<ContactNotice['reason'], MessageDescriptor> = {
  cancelled: msg`No contact selected. You can type the name and number.`,
  denied: msg`Contacts permission was denied. You can type the name and number.`,
  unavailable: msg`Picking from your contacts is not available here. Type the name and number.`,
  notInApp: msg`Please run in the App to pick from your contacts. Here, type the name and number.`,
  timeout: msg`No contact selected. You can type the name and number.`,
  invalidPhone: msg`The picked number is not a valid mobile number. Please check it.`,
};

function Contact({ actor, index }: { actor: PersonalInfoActor; index: 1 | 2 }) {
  const { i18n } = useLingui();
  const notice = useSelector(actor, selectContactNotice);
  const picking = useSelector(actor, selectContactBeingPicked) === index;
  const canPick = useSelector(actor, (s) => s.can({ type: 'contact.pickRequested', index }));
  return (
    <fieldset className="card">
      <legend>{index === 1 ? i18n._(msg`Emergency contact 1`) : i18n._(msg`Emergency contact 2`)}</legend>
      <Button
        variant="secondary"
        disabled={!canPick}
        busy={picking}
        onClick={() => actor.send({ type: 'contact.pickRequested', index })}
      >
        {index === 1 ? i18n._(msg`Pick contact 1 from phone`) : i18n._(msg`Pick contact 2 from phone`)}
      </Button>
      {/*
        Always there, empty while there is nothing to say, and while this contact is being picked, so
        the same notice after another try is read again (a live region inserted with its text often is not).
      */}
      <p role="status">{notice?.index === index && !picking ? i18n._(NOTICES[notice.reason]) : null}</p>
      <PersonalText actor={actor} field={`contact${index}Name`} label={index === 1 ? i18n._(msg`Contact 1 name`) : i18n._(msg`Contact 2 name`)} />
      <PersonalText
        actor={actor}
        field={`contact${index}Phone`}
        inputMode="tel"
        label={index === 1 ? i18n._(msg`Contact 1 phone`) : i18n._(msg`Contact 2 phone`)}
      />
      <PersonalSelect
        actor={actor}
        field={`contact${index}Relation`}
        label={index === 1 ? i18n._(msg`Contact 1 relationship`) : i18n._(msg`Contact 2 relationship`)}
        options={CONTACT_RELATIONS}
      />
    </fieldset>
  );
}

/** Part 4: two emergency contacts, each picked through the phone or typed. */
export function ContactsPart({ actor }: { actor: PersonalInfoActor }) {
  return (
    <>
      <Contact actor={actor} index={1} />
      <Contact actor={actor} index={2} />
    </>
  );
}
