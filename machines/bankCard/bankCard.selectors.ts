import type { SnapshotFrom } from 'xstate';
import { markets } from '../../services/markets/markets';
import type { bankCardMachine } from './bankCard.machine';
import { mustRetype } from '../shared/reconcileStep';
import { bankCardErrors, shownBankCardFields } from './bankCard.rules';
import type { BankCardField } from './bankCard.types';

export type BankCardSnapshot = SnapshotFrom<typeof bankCardMachine>;

export function selectShownError(field: BankCardField) {
  return (s: BankCardSnapshot) =>
    s.context.revealed || s.context.touched.includes(field)
      ? (bankCardErrors(s.context.market, s.context.fields, s.context.banks.map((bank) => bank.code), s.context.today)[field] ?? null)
      : null;
}
export const selectFields = (s: BankCardSnapshot) => s.context.fields;
/** While the form takes input: a reload blanked numbers it shows that are not typed again yet (machines/shared/reconcileStep). */
export const selectMustRetype = (s: BankCardSnapshot) =>
  (s.matches({ form: 'editing' }) || s.matches({ form: 'failed' })) && mustRetype(s.context, shownBankCardFields(s.context.market, s.context.fields));
/** The market profile: views read its traits, never the market's name (DESIGN "Markets"). */
export const selectMarket = (s: BankCardSnapshot) => markets[s.context.market];
export const selectCardType = (s: BankCardSnapshot) => s.context.fields.cardType;
export const selectIsBusy = (s: BankCardSnapshot) => s.hasTag('busy');
export const selectIsOffline = (s: BankCardSnapshot) => s.matches({ connectivity: 'offline' });
export const selectSubmitError = (s: BankCardSnapshot) =>
  s.matches({ form: 'failed' }) || s.matches({ form: 'accountCheckFailed' }) ? s.context.submitError : null;
export const selectNextStepFailed = (s: BankCardSnapshot) => s.matches({ form: 'nextStepFailed' });

/** Nigeria's banks: the server's list, or the bundled one (`selectBanksAreBundled`) when that call failed. */
export const selectBanks = (s: BankCardSnapshot) => s.context.banks;
export const selectBanksLoading = (s: BankCardSnapshot) => s.matches({ form: 'loadingBanks' });
export const selectBanksAreBundled = (s: BankCardSnapshot) => s.context.bankListSource === 'bundled';
/** The looked-up account, shown for the borrower to confirm before it is added. */
export const selectAccountToConfirm = (s: BankCardSnapshot) => (s.matches({ form: 'confirmingAccount' }) ? s.context.accountCheck : null);
export const selectCanConfirmAccount = (s: BankCardSnapshot) => s.can({ type: 'account.confirmed' });
/** The answer to the card was lost: the app is asking the server whether it was added (FAULTS F2). */
export const selectIsReconciling = (s: BankCardSnapshot) => s.matches({ form: 'reconciling' });

/** Card-type options (data from services, for views). */
export { CARD_TYPES } from '../../services/options/profile';
