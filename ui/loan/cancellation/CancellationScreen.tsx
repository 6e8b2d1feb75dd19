import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { cancellationMachine } from '../../../machines/cancellation/cancellation.machine';
import {
  selectCancellationError,
  selectCancellationErrorCode,
  selectCancellationStage,
  selectCanSubmitCancellation,
  selectChosenReason,
  selectIsAlreadyCancelled,
  selectReasons,
} from '../../../machines/cancellation/cancellation.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { Button } from '../../shared/Button';
import { CheckingApplication } from '../../shared/CheckingApplication';
import { LoanFormFrame } from '../LoanFormFrame';
import { cancelFailedMessage, cancelReasonLabel } from '../loanMessages';
import { useCancellationActor } from '../cancellation.wiring';

export default function CancellationScreen() {
  useAreaCatalog('loan');
  return <CancellationView actor={useCancellationActor()} />;
}

/** `/cancellation_form`: exactly one reason, then one request; a failure is said on the form (it stays until the next try), success by a toast on home. */
export function CancellationView({ actor }: { actor: ActorRefFrom<typeof cancellationMachine> }) {
  const { t, i18n } = useLingui();
  const stage = useSelector(actor, selectCancellationStage);
  const reasons = useSelector(actor, selectReasons);
  const chosen = useSelector(actor, selectChosenReason);
  const errorCode = useSelector(actor, selectCancellationErrorCode);
  const error = useSelector(actor, selectCancellationError);
  const canSubmit = useSelector(actor, selectCanSubmitCancellation);
  const alreadyCancelled = useSelector(actor, selectIsAlreadyCancelled);
  const reasonErrorId = useId();
  const reasonMissing = errorCode === 'reasonRequired';
  // The server's words, or ours: kept on the form until the next try, not in a toast that goes.
  const failedMessage = stage === 'choosing' && error ? cancelFailedMessage(error) : null;
  // Sent, or its lost answer being read back (FAULTS F2): the form waits.
  const sending = stage === 'submitting' || stage === 'reconciling';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'cancel.submitted' });
  };
  return (
    <LoanFormFrame
      title={<Trans>Cancel the loan</Trans>}
      loading={stage === 'checking'}
      failure={stage === 'failed' ? { error, onRetry: () => actor.send({ type: 'cancel.retryRequested' }) } : null}
    >
      {stage === 'notAllowed' ? (
        <>
          <p>{alreadyCancelled ? <Trans>This loan is already cancelled.</Trans> : <Trans>This loan can no longer be cancelled.</Trans>}</p>
          <Link to="/">
            <Trans>Back to home</Trans>
          </Link>
        </>
      ) : null}
      {stage === 'choosing' || sending ? (
        <form className="screen" onSubmit={submit} noValidate>
          <fieldset aria-describedby={reasonMissing ? reasonErrorId : undefined} disabled={sending}>
            <legend>{t`Why do you want to cancel?`}</legend>
            {reasons.map((reason) => (
              <label key={reason.code} className="radio">
                <input
                  type="radio"
                  name="cancel-reason"
                  value={reason.code}
                  checked={chosen === reason.code}
                  aria-invalid={reasonMissing || undefined}
                  // Also on each radio: the focused one is read with it (the group's description is not).
                  aria-describedby={reasonMissing ? reasonErrorId : undefined}
                  onChange={() => actor.send({ type: 'cancel.reasonChosen', reason: reason.code })}
                />{' '}
                {cancelReasonLabel[reason.code] ? i18n._(cancelReasonLabel[reason.code]!) : (reason.label ?? reason.code)}
              </label>
            ))}
          </fieldset>
          {reasonMissing ? (
            <p id={reasonErrorId} className="field-error" role="alert">
              <Trans>Cancellation reason must be chosen</Trans>
            </p>
          ) : null}
          {failedMessage ? (
            <p className="request-error" role="alert">
              {typeof failedMessage === 'string' ? failedMessage : i18n._(failedMessage)}
            </p>
          ) : null}
          <CheckingApplication shown={stage === 'reconciling'} />
          <Button type="submit" busy={sending} disabled={!canSubmit}>
            <Trans>Cancel the loan</Trans>
          </Button>
          <Link to="/">
            <Trans>Keep my loan</Trans>
          </Link>
        </form>
      ) : null}
    </LoanFormFrame>
  );
}
