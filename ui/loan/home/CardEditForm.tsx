import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { orderMachine } from '../../../machines/order/order.machine';
import { selectCanSubmitCard, selectCardDraft, selectErrorCode, selectIsBusy, selectRefusedMessage } from '../../../machines/order/order.selectors';
import { Button } from '../../shared/Button';
import { TextField } from '../../shared/TextField';
import { orderErrorMessage } from '../loanMessages';

/** After a failed payout: a new payout account, typed twice, then the money is sent again. */
export function CardEditForm({ actor }: { actor: ActorRefFrom<typeof orderMachine> }) {
  const { t, i18n } = useLingui();
  const draft = useSelector(actor, selectCardDraft);
  const errorCode = useSelector(actor, selectErrorCode);
  const busy = useSelector(actor, selectIsBusy);
  const canSubmit = useSelector(actor, selectCanSubmitCard);
  const refusedMessage = useSelector(actor, selectRefusedMessage);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'order.cardSubmitted' });
  };
  const fieldError = errorCode === 'invalidAccount' || errorCode === 'accountMismatch' ? i18n._(orderErrorMessage[errorCode]) : undefined;
  return (
    <form className="card screen" onSubmit={submit} noValidate aria-labelledby="edit-card-title">
      <h2 id="edit-card-title">
        <Trans>Edit bank card</Trans>
      </h2>
      <TextField
        label={t`New bank account number`}
        value={draft.account}
        onValueChange={(value) => actor.send({ type: 'order.cardAccountChanged', value })}
        inputMode="numeric"
        autoComplete="off"
        readOnly={busy}
        error={errorCode === 'invalidAccount' ? fieldError : undefined}
      />
      <TextField
        label={t`Confirm bank account number`}
        value={draft.confirmation}
        onValueChange={(value) => actor.send({ type: 'order.cardConfirmationChanged', value })}
        inputMode="numeric"
        autoComplete="off"
        readOnly={busy}
        error={errorCode === 'accountMismatch' ? fieldError : undefined}
      />
      {errorCode === 'network' || errorCode === 'refused' ? (
        <p className="request-error" role="alert">
          {(errorCode === 'refused' && refusedMessage) || i18n._(orderErrorMessage[errorCode])}
        </p>
      ) : null}
      <Button type="submit" busy={busy} disabled={!canSubmit}>
        <Trans>Save and send again</Trans>
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'order.cardEditCancelled' })}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}
