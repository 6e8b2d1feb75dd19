import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { MAX_DESCRIPTION } from '../../../machines/feedback/feedback.types';
import {
  selectEdit,
  selectEditProblems,
  selectIsSavingEdit,
  selectThreadError,
} from '../../../machines/feedbackThread/feedbackThread.selectors';
import { Button } from '../../shared/Button';
import { TextField } from '../../shared/TextField';
import { ErrorNotice } from '../common/ListStates';
import type { ThreadActor } from './ticketThread';
import { DRAFT_PROBLEMS } from './feedbackText';

/** A pending ticket's description and contact, corrected before support starts on it (`/feedback/edit`). */
export function TicketEditForm({ actor }: { actor: ThreadActor }) {
  const { t, i18n } = useLingui();
  const edit = useSelector(actor, selectEdit);
  const problems = useSelector(actor, selectEditProblems);
  const saving = useSelector(actor, selectIsSavingEdit);
  const error = useSelector(actor, selectThreadError);
  const descriptionId = useId();
  const description = useRef<HTMLTextAreaElement>(null);
  // The form takes the place of the button that opened it: the focus goes to its first field.
  useEffect(() => description.current?.focus(), []);
  if (!edit) return null;
  const descriptionError = problems.description ? i18n._(DRAFT_PROBLEMS[problems.description]) : null;
  return (
    <form
      className="card"
      noValidate
      aria-label={t`Edit your ticket`}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'thread.editSaved' });
      }}
    >
      <div className="field">
        <label htmlFor={descriptionId}>
          <Trans>Describe the problem</Trans>
        </label>
        <textarea
          ref={description}
          id={descriptionId}
          rows={4}
          maxLength={MAX_DESCRIPTION}
          value={edit.description}
          readOnly={saving}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          onChange={(event) => actor.send({ type: 'thread.editChanged', field: 'description', value: event.target.value })}
        />
        {descriptionError && (
          <span id={`${descriptionId}-error`} className="field-error" role="alert">
            {descriptionError}
          </span>
        )}
      </div>
      <TextField
        label={t`Phone or email for our reply`}
        value={edit.contact}
        readOnly={saving}
        autoComplete="email"
        onValueChange={(value) => actor.send({ type: 'thread.editChanged', field: 'contact', value })}
        error={problems.contact ? i18n._(DRAFT_PROBLEMS[problems.contact]) : undefined}
      />
      <ErrorNotice error={error} />
      <Button type="submit" busy={saving}>
        <Trans>Save changes</Trans>
      </Button>
      <Button variant="secondary" disabled={saving} onClick={() => actor.send({ type: 'thread.editCancelled' })}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}
