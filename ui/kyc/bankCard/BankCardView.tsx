import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { bankCardMachine } from '../../../machines/bankCard/bankCard.machine';
import {
  CARD_TYPES,
  selectAccountToConfirm,
  selectBanks,
  selectBanksAreBundled,
  selectBanksLoading,
  selectCardType,
  selectIsBusy,
  selectIsOffline,
  selectIsReconciling,
  selectMarket,
  selectMustRetype,
  selectNextStepFailed,
  selectShownError,
  selectSubmitError,
} from '../../../machines/bankCard/bankCard.selectors';
import type { BankCardField } from '../../../machines/bankCard/bankCard.types';
import { Select } from '../../shared/Select';
import { TextField } from '../../shared/TextField';
import { KycFormFrame } from '../KycFormFrame';
import { useFormField } from '../useFormField';
import { useKycFrame } from '../useKycFrame';
import { translateOptions } from '../optionLabels';
import { AccountConfirmation } from './AccountConfirmation';
import { ID_ROOM } from '../idFieldRoom';

export type BankCardActor = ActorRefFrom<typeof bankCardMachine>;

function useBankField(actor: BankCardActor, field: BankCardField) {
  return useFormField(actor, field, selectShownError);
}

/** The bank picker (NUBAN markets, i.e. Nigeria): the server's list, or the bundled one with a note when that call failed. */
function BankPicker({ actor }: { actor: BankCardActor }) {
  const { i18n } = useLingui();
  const bank = useBankField(actor, 'bankCode');
  const banks = useSelector(actor, selectBanks);
  const loading = useSelector(actor, selectBanksLoading);
  const bundled = useSelector(actor, selectBanksAreBundled);
  return (
    <>
      <Select
        {...bank}
        label={i18n._(msg`Bank`)}
        placeholder={loading ? i18n._(msg`Loading banks…`) : i18n._(msg`Please select`)}
        disabled={loading}
        options={banks.map((b) => ({ value: b.code, label: b.name }))}
      />
      {bundled ? (
        <p role="note" className="field-hint">
          {i18n._(msg`The latest bank list could not be loaded, so this is the list saved in the app. If your bank is missing, try again later.`)}
        </p>
      ) : null}
    </>
  );
}

/** `/bank_account/add_bankcard`: NG bank + 10-digit NUBAN + BVN; MX CLABE (18) or card (16, valid period, optional CVC) + CURP. */
export function BankCardView({ actor }: { actor: BankCardActor }) {
  const { i18n } = useLingui();
  const market = useSelector(actor, selectMarket);
  const cardType = useSelector(actor, selectCardType);
  const frame = useKycFrame(actor, {
    selectIsOffline,
    selectIsBusy,
    selectSubmitError,
    selectNextStepFailed,
    selectIsReconciling,
    selectMustRetype,
  });
  const confirming = useSelector(actor, (s) => selectAccountToConfirm(s) !== null);
  const type = useBankField(actor, 'cardType');
  const account = useBankField(actor, 'accountNumber');
  const confirm = useBankField(actor, 'accountNumberConfirm');
  const holder = useBankField(actor, 'holderName');
  const bvn = useBankField(actor, 'bvn');
  const curp = useBankField(actor, 'curp');
  const validPeriod = useBankField(actor, 'validPeriod');
  const cvc = useBankField(actor, 'cvc');
  // The account rule and the national ID are market traits (DESIGN "Markets"), not country names.
  const picksBank = market.bankAccount === 'nuban';
  const numberLabel = picksBank
    ? i18n._(msg`Account number (10 digits)`)
    : cardType === 'bankCard'
      ? i18n._(msg`Card number (16 digits)`)
      : i18n._(msg`CLABE (18 digits)`);
  return (
    <KycFormFrame
      title={i18n._(msg`Add bank card`)}
      intro={i18n._(msg`The loan is paid into this account. Use an account in your own name.`)}
      {...frame}
      reconcilingText={i18n._(msg`Checking whether your card was added…`)}
      hideSubmit={confirming}
      footer={<AccountConfirmation actor={actor} />}
    >
      {picksBank ? (
        <BankPicker actor={actor} />
      ) : (
        <Select {...type} label={i18n._(msg`Card type`)} options={translateOptions(CARD_TYPES, (d) => i18n._(d))} />
      )}
      <TextField {...account} label={numberLabel} inputMode="numeric" autoComplete="off" />
      <TextField {...confirm} label={i18n._(msg`Confirm the number`)} inputMode="numeric" autoComplete="off" />
      {!picksBank && cardType === 'bankCard' ? (
        <>
          <TextField {...validPeriod} label={i18n._(msg`Valid until (MM/YY)`)} inputMode="numeric" maxLength={9} autoComplete="off" />
          <TextField {...cvc} label={i18n._(msg`CVC (optional)`)} inputMode="numeric" maxLength={4} autoComplete="off" />
        </>
      ) : null}
      <TextField {...holder} label={i18n._(msg`Card holder`)} autoComplete="name" />
      {market.nationalId === 'bvn' ? (
        <TextField {...bvn} label={i18n._(msg`BVN (11 digits)`)} inputMode="numeric" maxLength={ID_ROOM.bvn} autoComplete="off" />
      ) : (
        <TextField {...curp} label={i18n._(msg`CURP`)} maxLength={ID_ROOM.curp} autoComplete="off" />
      )}
    </KycFormFrame>
  );
}
