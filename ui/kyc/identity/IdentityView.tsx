import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { identityMachine } from '../../../machines/identity/identity.machine';
import {
  selectCanRetryUpload,
  selectError,
  selectFinishFailed,
  selectIsReadingId,
  selectNextStepFailed,
  selectOcrFailed,
  selectOcrResult,
  selectResumed,
  selectSlotStatus,
} from '../../../machines/identity/identity.selectors';
import { Button } from '../../shared/Button';
import { identityErrorMessage } from './identityMessages';
import { PhotoPicker } from './PhotoPicker';

export type IdentityActor = ActorRefFrom<typeof identityMachine>;

const selectBack = selectSlotStatus('back');
const selectFront = selectSlotStatus('front');
const selectFace = selectSlotStatus('face');

/** `/auth/id_card_authentication`: ID back, then front, then the face (SPEC "ID back uploaded before front"). */
export function IdentityView({ actor }: { actor: IdentityActor }) {
  const { i18n } = useLingui();
  const back = useSelector(actor, selectBack);
  const front = useSelector(actor, selectFront);
  const face = useSelector(actor, selectFace);
  const readingId = useSelector(actor, selectIsReadingId);
  const ocrFailed = useSelector(actor, selectOcrFailed);
  const finishFailed = useSelector(actor, selectFinishFailed);
  const canRetryUpload = useSelector(actor, selectCanRetryUpload);
  const nextStepFailed = useSelector(actor, selectNextStepFailed);
  const ocr = useSelector(actor, selectOcrResult);
  const resumed = useSelector(actor, selectResumed);
  const error = useSelector(actor, selectError);
  const picked = (file: Blob) => actor.send({ type: 'image.picked', file });
  const errorText = error ? identityErrorMessage(error) : null;
  const errorId = useId();
  const describedBy = errorText ? errorId : undefined;
  return (
    <section className="screen" aria-labelledby="identity-title">
      <h1 id="identity-title">{i18n._(msg`ID and face verification`)}</h1>
      <p>{i18n._(msg`Upload the back of your ID card first, then the front, then take a photo of your face.`)}</p>
      {resumed ? (
        <p role="note" className="field-hint">
          {i18n._(msg`The photos you sent before the page reloaded were received: carry on from where you stopped.`)}
        </p>
      ) : null}
      <PhotoPicker label={i18n._(msg`Back of your ID card`)} status={back} describedBy={describedBy} onPicked={picked} />
      <PhotoPicker label={i18n._(msg`Front of your ID card`)} status={front} describedBy={describedBy} onPicked={picked} />
      {/* On the page from the start: the wait and what was read are both read out. */}
      <p role="status">{readingId ? i18n._(msg`ID verification takes 5-10 seconds`) : ocr ? i18n._(msg`CURP read from your card: ${ocr.curp}`) : null}</p>
      <PhotoPicker label={i18n._(msg`Photo of your face`)} status={face} selfie describedBy={describedBy} onPicked={picked} />
      {errorText ? (
        <p id={errorId} role="alert" className="field-error">
          {typeof errorText === 'string' ? errorText : i18n._(errorText)}
        </p>
      ) : null}
      {canRetryUpload ? (
        <Button onClick={() => actor.send({ type: 'upload.retryRequested' })}>{i18n._(msg`Upload this photo again`)}</Button>
      ) : null}
      {ocrFailed ? (
        <Button variant="secondary" onClick={() => actor.send({ type: 'ocr.retryRequested' })}>{i18n._(msg`Try reading the ID again`)}</Button>
      ) : null}
      {finishFailed ? (
        <Button variant="secondary" onClick={() => actor.send({ type: 'finish.retryRequested' })}>{i18n._(msg`Send again`)}</Button>
      ) : null}
      {ocrFailed || finishFailed ? (
        <Button onClick={() => actor.send({ type: 'identity.restartRequested' })}>{i18n._(msg`Restart authentication`)}</Button>
      ) : null}
      {nextStepFailed ? (
        <p role="alert">
          {i18n._(msg`Your information is saved, but the next step could not be loaded.`)}{' '}
          <Button onClick={() => actor.send({ type: 'nextStep.retryRequested' })}>{i18n._(msg`Retry`)}</Button>
        </p>
      ) : null}
    </section>
  );
}
