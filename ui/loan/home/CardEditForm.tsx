import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { orderMachine } from '../../../machines/order/order.machine';
import {
  selectCanSubmitCard,
  selectCardDraft,
  selectErrorCode,
  selectIsBusy,
  selectOrder,
  selectPayoutBanks,
  selectPicksPayoutBank,
  selectRequestError,
} from '../../../machines/order/order.selectors';
import { Button } from '../../shared/Button';
import { FOCUS_LANDING } from '../../shared/focusLanding';
import { Select } from '../../shared/Select';
import { TextField } from '../../shared/TextField';
import { orderErrorMessage, submitErrorMessage } from '../loanMessages';
import { useText } from '../useText';

type OrderActor = ActorRefFrom<typeof orderMachine>;

/**
 * Nigeria: the payout may go to another bank (the failure is often the bank). The first choice keeps
 * the bank on file, so the form works while the list loads or when it could not be read.
 */
function PayoutBankPicker({ actor, busy }: { actor: OrderActor; busy: boolean }) {
  const { t } = useLingui();
  const bankCode = useSelector(actor, (snapshot) => selectCardDraft(snapshot).bankCode);
  const list = useSelector(actor, selectPayoutBanks);
  const bankOnFile = useSelector(actor, (snapshot) => selectOrder(snapshot)?.bankName?.trim() || null);
  const keep = bankOnFile ? t`Same bank (${bankOnFile})` : t`Same bank as before`;
  return (
    <>
      <Select
        label={t`Bank`}
        value={bankCode}
        onValueChange={(code) => actor.send({ type: 'order.cardBankChanged', code })}
        options={[{ value: '', label: keep }, ...(list?.banks ?? []).map((bank) => ({ value: bank.code, label: bank.name }))]}
        disabled={busy}
      />
      {list === null ? (
        <p className="field-hint" role="status">
          <Trans>Loading banks…</Trans>
        </p>
      ) : null}
      {list?.source === 'bundled' ? (
        <p role="note" className="field-hint">
          <Trans>The latest bank list could not be loaded, so this is the list saved in the app. If your bank is missing, try again later.</Trans>
        </p>
      ) : null}
      {list?.source === 'unavailable' ? (
        <p role="note" className="field-hint">
          <Trans>The bank list could not be loaded. You can keep your bank, or cancel and try again later.</Trans>
        </p>
      ) : null}
    </>
  );
}

/** After a failed payout: a new payout account (in Nigeria, at the same or another bank), typed twice, then the money is sent again. */
export function CardEditForm({ actor }: { actor: OrderActor }) {
  const { t, i18n } = useLingui();
  const draft = useSelector(actor, selectCardDraft);
  const errorCode = useSelector(actor, selectErrorCode);
  const busy = useSelector(actor, selectIsBusy);
  const canSubmit = useSelector(actor, selectCanSubmitCard);
  const requestError = useSelector(actor, selectRequestError);
  const text = useText();
  const picksBank = useSelector(actor, selectPicksPayoutBank);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'order.cardSubmitted' });
  };
  const fieldError = errorCode === 'invalidAccount' || errorCode === 'accountMismatch' ? i18n._(orderErrorMessage[errorCode]) : undefined;
  return (
    // It replaces Edit, and takes its focus (FOCUS_LANDING).
    <form className="card screen" onSubmit={submit} noValidate aria-labelledby="edit-card-title" {...FOCUS_LANDING}>
      <h2 id="edit-card-title">
        <Trans>Edit bank card</Trans>
      </h2>
      {picksBank ? <PayoutBankPicker actor={actor} busy={busy} /> : null}
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
      {requestError ? (
        <p className="request-error" role="alert">
          {text(submitErrorMessage(requestError))}
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
