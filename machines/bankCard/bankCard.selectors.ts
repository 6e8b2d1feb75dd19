import type { SnapshotFrom } from 'xstate';
import type { bankCardMachine } from './bankCard.machine';
import { bankCardErrors } from './bankCard.rules';
import type { BankCardField } from './bankCard.types';

export type BankCardSnapshot = SnapshotFrom<typeof bankCardMachine>;

export function selectShownError(field: BankCardField) {
  return (s: BankCardSnapshot) =>
    s.context.revealed || s.context.touched.includes(field) ? (bankCardErrors(s.context.market, s.context.fields)[field] ?? null) : null;
}
export const selectFields = (s: BankCardSnapshot) => s.context.fields;
export const selectIsBusy = (s: BankCardSnapshot) => s.hasTag('busy');
export const selectIsOffline = (s: BankCardSnapshot) => s.matches({ connectivity: 'offline' });
export const selectSubmitError = (s: BankCardSnapshot) => (s.matches({ form: 'failed' }) ? s.context.submitError : null);
export const selectNextStepFailed = (s: BankCardSnapshot) => s.matches({ form: 'nextStepFailed' });

/** Bank and card-type options (data from services, for views). */
export { NG_BANKS } from '../../services/options/ngBanks';
export { CARD_TYPES } from '../../services/options/profile';
