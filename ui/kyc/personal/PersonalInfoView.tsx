import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import {
  selectIsBusy,
  selectIsDone,
  selectIsOffline,
  selectIsPicking,
  selectNextStepFailed,
  selectPart,
  selectPartNumber,
  selectSubmitError,
} from '../../../machines/personalInfo/personalInfo.selectors';
import type { PersonalPart } from '../../../services/kyc/personalInfo.fields';
import { Button } from '../../shared/Button';
import { FieldsLocked } from '../../shared/fieldsLocked';
import { OfflineBanner } from '../OfflineBanner';
import { SubmitErrorText } from '../SubmitErrorText';
import { BasicPart } from './BasicPart';
import { ContactsPart } from './ContactsPart';
import { ResidencePart } from './ResidencePart';
import { usePartHistory } from './usePartHistory';
import type { PersonalInfoActor } from './usePersonalField';
import { WorkPart } from './WorkPart';

const TITLES: Record<PersonalPart, MessageDescriptor> = {
  basic: msg`Basic information`,
  residence: msg`Residence`,
  work: msg`Work`,
  contacts: msg`Emergency contacts`,
};

const PARTS = { basic: BasicPart, residence: ResidencePart, work: WorkPart, contacts: ContactsPart } as const;

/** The personal-information wizard: one part at a time, Next per part, Submit at the end. */
export function PersonalInfoView({ actor }: { actor: PersonalInfoActor }) {
  const { i18n } = useLingui();
  const part = useSelector(actor, selectPart);
  const number = useSelector(actor, selectPartNumber);
  const offline = useSelector(actor, selectIsOffline);
  // Saved and moving on (the next screen may still be loading): Submit stays busy, no second send.
  const busy = useSelector(actor, (s) => selectIsBusy(s) || selectIsDone(s));
  // While the phone's contact picker is open Submit would be ignored; it waits with the picker.
  const picking = useSelector(actor, selectIsPicking);
  const submitError = useSelector(actor, selectSubmitError);
  const nextStepFailed = useSelector(actor, selectNextStepFailed);
  const canBack = useSelector(actor, (s) => s.can({ type: 'part.backRequested' }));
  const goBack = useCallback(() => actor.send({ type: 'part.backRequested' }), [actor]);
  usePartHistory(part, goBack);
  const Part = PARTS[part];

  return (
    <section className="screen" aria-labelledby="personal-info-title">
      {/* The heading takes the focus at each part (FocusOnNavigation) but its words stay the same:
          the step is its description, so a screen reader says which part the borrower is on. */}
      <h1 id="personal-info-title" aria-describedby="personal-info-step">
        {i18n._(msg`Personal information`)}
      </h1>
      <p id="personal-info-step">{i18n._(msg`Step ${number} of 4: ${i18n._(TITLES[part])}`)}</p>
      <OfflineBanner offline={offline} />
      <form
        className="screen"
        noValidate
        aria-label={i18n._(TITLES[part])}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send(part === 'contacts' ? { type: 'form.submitted' } : { type: 'part.nextRequested' });
        }}
      >
        <FieldsLocked value={busy || nextStepFailed}>
          <Part actor={actor} />
        </FieldsLocked>
        <SubmitErrorText error={submitError} />
        {nextStepFailed ? (
          <p role="alert">
            {i18n._(msg`Your information is saved, but the next step could not be loaded.`)}{' '}
            <Button onClick={() => actor.send({ type: 'nextStep.retryRequested' })}>{i18n._(msg`Retry`)}</Button>
          </p>
        ) : null}
        {canBack ? (
          <Button variant="secondary" onClick={goBack}>
            {i18n._(msg`Back`)}
          </Button>
        ) : null}
        {/* Saved already when the next step could not be loaded: only Retry is left to do. */}
        {nextStepFailed ? null : (
          <Button type="submit" disabled={offline || picking} busy={busy}>
            {part === 'contacts' ? i18n._(msg`Submit`) : i18n._(msg`Next`)}
          </Button>
        )}
      </form>
    </section>
  );
}
