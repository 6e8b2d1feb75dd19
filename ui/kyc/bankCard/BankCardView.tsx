import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bankCardMachine } from '../../../machines/bankCard/bankCard.machine';
import {
  CARD_TYPES,
  NG_BANKS,
  selectIsBusy,
  selectIsOffline,
  selectNextStepFailed,
  selectShownError,
  selectSubmitError,
} from '../../../machines/bankCard/bankCard.selectors';
import type { BankCardField } from '../../../machines/bankCard/bankCard.types';
import { Button } from '../../shared/Button';
import { Select } from '../../shared/Select';
import { TextField } from '../../shared/TextField';
import { validationMessage } from '../errorMessages';
import { OfflineBanner } from '../OfflineBanner';
import { translateOptions } from '../optionLabels';
import { SubmitErrorText } from '../SubmitErrorText';

export type BankCardActor = ActorRefFrom<typeof bankCardMachine>;

function useBankField(actor: BankCardActor, field: BankCardField) {
  const { i18n } = useLingui();
  const errorSelector = useMemo(() => selectShownError(field), [field]);
  const value = useSelector(actor, (s) => s.context.fields[field]);
  const error = useSelector(actor, errorSelector);
  return {
    name: field,
    value,
    onValueChange: (next: string) => actor.send({ type: 'field.changed', field, value: next }),
    onBlur: () => actor.send({ type: 'field.blurred', field }),
    error: error ? i18n._(validationMessage(error)) : undefined,
  };
}

/** `/bank_account/add_bankcard`: NG bank + 10-digit NUBAN + BVN; MX CLABE (18) or card (16) + CURP. */
export function BankCardView({ actor }: { actor: BankCardActor }) {
  const { i18n } = useLingui();
  const market = useSelector(actor, (s) => s.context.market);
  const cardType = useSelector(actor, (s) => s.context.fields.cardType);
  const offline = useSelector(actor, selectIsOffline);
  const busy = useSelector(actor, selectIsBusy);
  const submitError = useSelector(actor, selectSubmitError);
  const nextStepFailed = useSelector(actor, selectNextStepFailed);
  const bank = useBankField(actor, 'bankCode');
  const type = useBankField(actor, 'cardType');
  const account = useBankField(actor, 'accountNumber');
  const confirm = useBankField(actor, 'accountNumberConfirm');
  const holder = useBankField(actor, 'holderName');
  const bvn = useBankField(actor, 'bvn');
  const curp = useBankField(actor, 'curp');
  const numberLabel =
    market === 'ng'
      ? i18n._(msg`Account number (10 digits)`)
      : cardType === 'bankCard'
        ? i18n._(msg`Card number (16 digits)`)
        : i18n._(msg`CLABE (18 digits)`);
  return (
    <main className="screen">
      <h1>{i18n._(msg`Add bank card`)}</h1>
      <p>{i18n._(msg`The loan is paid into this account. Use an account in your own name.`)}</p>
      <OfflineBanner offline={offline} />
      <form
        className="screen"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submitted' });
        }}
      >
        {market === 'ng' ? (
          <Select
            {...bank}
            label={i18n._(msg`Bank`)}
            placeholder={i18n._(msg`Please select`)}
            options={NG_BANKS.map((b) => ({ value: b.code, label: b.label }))}
          />
        ) : (
          <Select {...type} label={i18n._(msg`Card type`)} options={translateOptions(CARD_TYPES, (d) => i18n._(d))} />
        )}
        <TextField {...account} label={numberLabel} inputMode="numeric" autoComplete="off" />
        <TextField {...confirm} label={i18n._(msg`Confirm the number`)} inputMode="numeric" autoComplete="off" />
        <TextField {...holder} label={i18n._(msg`Card holder`)} autoComplete="name" />
        {market === 'ng' ? (
          <TextField {...bvn} label={i18n._(msg`BVN (11 digits)`)} inputMode="numeric" maxLength={11} autoComplete="off" />
        ) : (
          <TextField {...curp} label={i18n._(msg`CURP`)} maxLength={18} autoComplete="off" />
        )}
        <SubmitErrorText error={submitError} />
        {nextStepFailed ? (
          <p role="alert">
            {i18n._(msg`Your information is saved, but the next step could not be loaded.`)}{' '}
            <Button onClick={() => actor.send({ type: 'nextStep.retryRequested' })}>{i18n._(msg`Retry`)}</Button>
          </p>
        ) : null}
        <Button type="submit" disabled={offline} busy={busy}>
          {i18n._(msg`Submit`)}
        </Button>
      </form>
    </main>
  );
}
