import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import {
  selectAsksReceiverAccount,
  selectCanAddImage,
  selectCreatedId,
  selectDraft,
  selectError,
  selectImageProblem,
  selectImages,
  selectOpenTicketId,
  selectOpenTypes,
  selectOpenTypesUnknown,
  selectProblems,
  selectStage,
} from '../../../machines/feedback/feedback.selectors';
import type { feedbackMachine } from '../../../machines/feedback/feedback.machine';
import { FEEDBACK_TYPES, MAX_DESCRIPTION, MAX_IMAGES, type FeedbackType } from '../../../machines/feedback/feedback.types';
import { useAreaCatalog } from '../../app/i18n';
import { Button } from '../../shared/Button';
import { FilePicker } from '../../shared/FilePicker';
import { TextField } from '../../shared/TextField';
import { ErrorNotice, Loading } from '../common/ListStates';
import { TICKET_TYPE_LABELS } from '../common/supportMessages';
import { useFeedbackActor } from '../support.wiring';
import { DRAFT_PROBLEMS, IMAGE_PROBLEMS } from './feedbackText';
import { ImageThumb } from './ImageThumb';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import { Screen } from '../common/Screen';

function typeFromQuery(value: string | null): FeedbackType | undefined {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : undefined;
}

export default function AddFeedbackScreen() {
  useAreaCatalog('support');
  const [params] = useSearchParams();
  return <AddFeedbackView actor={useFeedbackActor(typeFromQuery(params.get('type')))} />;
}

/** The new-ticket form bound to its machine (the route above gives it the wired actor). */
export function AddFeedbackView({ actor }: { actor: ActorRefFrom<typeof feedbackMachine> }) {
  const { t, i18n } = useLingui();
  const stage = useSelector(actor, selectStage);
  const draft = useSelector(actor, selectDraft);
  const images = useSelector(actor, selectImages);
  const imageProblem = useSelector(actor, selectImageProblem);
  const problems = useSelector(actor, selectProblems);
  const error = useSelector(actor, selectError);
  const openTypes = useSelector(actor, selectOpenTypes);
  const openTypesUnknown = useSelector(actor, selectOpenTypesUnknown);
  const openTicketId = useSelector(actor, selectOpenTicketId);
  const createdId = useSelector(actor, selectCreatedId);
  const asksAccount = useSelector(actor, selectAsksReceiverAccount);
  const canAddImage = useSelector(actor, selectCanAddImage);
  const descriptionId = useId();
  const imagesHintId = useId();
  const afterRemoval = useFocusAfterRemoval(images.length);
  const typeErrorId = useId();
  const descriptionHintId = useId();
  const descriptionErrorId = useId();
  const imageErrorId = useId();
  const sending = stage === 'sending';
  const blockedType = draft.type === null ? '' : i18n._(TICKET_TYPE_LABELS[draft.type]);

  if (stage === 'submitted' && createdId !== null) return <Navigate to={`/feedback/feedback_result?id=${createdId}`} replace />;

  return (
    <Screen title={<Trans>New ticket</Trans>}>
      {stage === 'checking' && <Loading />}
      {stage === 'blocked' && (
        <div className="card" role="alert">
          <p>
            <Trans>
              You already have an open “{blockedType}” ticket. We handle one ticket of each type at a time so
              that your case stays in one conversation: add a message to the open ticket instead.
            </Trans>
          </p>
          {openTicketId !== null ? (
            <Link className="button" to={`/feedback/feedbackDetail?id=${openTicketId}`}>
              <Trans>Open my ticket</Trans>
            </Link>
          ) : (
            <Link className="button" to="/feedback/feedback_list">
              <Trans>See my tickets</Trans>
            </Link>
          )}
          <Button variant="secondary" onClick={() => actor.send({ type: 'feedback.otherTypeRequested' })}>
            <Trans>Choose another type</Trans>
          </Button>
        </div>
      )}
      {/* On the page while the open tickets are checked, so that a failed check is read out. */}
      <p className="card" role="status">
        {(stage === 'editing' || stage === 'sending') && openTypesUnknown ? (
          <Trans>We could not check your open tickets. You can still write yours: its type is checked when you send it.</Trans>
        ) : null}
      </p>
      {/* Shown while the open tickets are checked, too: typing need not wait for a slow network. */}
      {(stage === 'editing' || stage === 'sending' || stage === 'checking') && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'feedback.submitted' });
          }}
        >
          <fieldset aria-describedby={problems.type ? typeErrorId : undefined} disabled={sending}>
            <legend>
              <Trans>Problem type</Trans>
            </legend>
            {FEEDBACK_TYPES.map((type) => (
              <label key={type} className="choice">
                <input
                  type="radio"
                  name="ticket-type"
                  checked={draft.type === type}
                  aria-invalid={problems.type ? true : undefined}
                  // Also on each radio: revealFirstError focuses the first one, and TalkBack reads its description, not the group's.
                  aria-describedby={problems.type ? typeErrorId : undefined}
                  onChange={() => actor.send({ type: 'feedback.typeChosen', ticketType: type })}
                />
                {i18n._(TICKET_TYPE_LABELS[type])}
                {openTypes.includes(type) && (
                  <small className="muted">
                    {' '}
                    <Trans>(you have an open ticket of this type)</Trans>
                  </small>
                )}
              </label>
            ))}
            {problems.type && (
              <span id={typeErrorId} className="field-error">
                {i18n._(DRAFT_PROBLEMS[problems.type])}
              </span>
            )}
          </fieldset>

          <div className="field">
            <label htmlFor={descriptionId}>
              <Trans>Describe the problem</Trans>
            </label>
            <textarea
              id={descriptionId}
              rows={5}
              maxLength={MAX_DESCRIPTION}
              value={draft.description}
              readOnly={sending}
              aria-invalid={problems.description ? true : undefined}
              aria-describedby={problems.description ? `${descriptionErrorId} ${descriptionHintId}` : descriptionHintId}
              onChange={(event) => actor.send({ type: 'feedback.fieldChanged', field: 'description', value: event.target.value })}
            />
            <span className="field-hint" id={descriptionHintId}>
              {draft.description.length}/{MAX_DESCRIPTION}
            </span>
            {problems.description && (
              <span id={descriptionErrorId} className="field-error">
                {i18n._(DRAFT_PROBLEMS[problems.description])}
              </span>
            )}
          </div>

          {asksAccount && (
            <TextField
              label={t`Account you paid into (optional)`}
              value={draft.receiverAccount}
              readOnly={sending}
              inputMode="text"
              autoComplete="off"
              onValueChange={(value) => actor.send({ type: 'feedback.fieldChanged', field: 'receiverAccount', value })}
              error={problems.receiverAccount ? i18n._(DRAFT_PROBLEMS[problems.receiverAccount]) : undefined}
            />
          )}

          <div className="field" ref={afterRemoval.field}>
            <FilePicker
              label={<Trans>Proof images (up to {MAX_IMAGES})</Trans>}
              action={<Trans>Add an image</Trans>}
              accept="image/jpeg,image/png,image/webp"
              disabled={!canAddImage || sending}
              describedBy={imageProblem ? `${imageErrorId} ${imagesHintId}` : imagesHintId}
              onFile={(file) => actor.send({ type: 'feedback.imageAdded', file })}
            />
            <span className="field-hint" id={imagesHintId}>
              <Trans>A screenshot of the transfer receipt helps us most. Photos are made smaller before sending.</Trans>
            </span>
            {imageProblem && (
              <span id={imageErrorId} className="field-error" role="alert">
                {i18n._(IMAGE_PROBLEMS[imageProblem])}
              </span>
            )}
            {images.length > 0 && (
              <ul className="thumbs" aria-label={t`Chosen images`}>
                {images.map((image, index) => (
                  <li key={image.id}>
                    <ImageThumb file={image.file} alt={t`Proof image ${index + 1}`} />
                    <Button
                      variant="secondary"
                      disabled={sending}
                      onClick={() => {
                        afterRemoval.noteRemoval(index);
                        actor.send({ type: 'feedback.imageRemoved', id: image.id });
                      }}
                    >
                      <Trans>Remove image {index + 1}</Trans>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <TextField
            label={t`Phone or email for our reply`}
            value={draft.contact}
            readOnly={sending}
            autoComplete="email"
            onValueChange={(value) => actor.send({ type: 'feedback.fieldChanged', field: 'contact', value })}
            error={problems.contact ? i18n._(DRAFT_PROBLEMS[problems.contact]) : undefined}
          />

          <ErrorNotice error={error} />
          <Button type="submit" busy={sending || stage === 'checking'}>
            <Trans>Submit</Trans>
          </Button>
        </form>
      )}
    </Screen>
  );
}
