import type { SnapshotFrom } from 'xstate';
import { markets } from '../../services/markets/markets';
import { additionalErrors, additionalFieldsFor, hasRfcCheckDigitWarning } from '../../services/kyc/additionalInfo.rules';
import { mustRetype } from '../shared/reconcileStep';
import type { additionalInfoMachine } from './additionalInfo.machine';
import type { AdditionalField } from './additionalInfo.types';

export type AdditionalInfoSnapshot = SnapshotFrom<typeof additionalInfoMachine>;

/** A field's error code once it was left or Submit was pressed. */
export function selectShownError(field: AdditionalField) {
  return (s: AdditionalInfoSnapshot) =>
    s.context.revealed || s.context.touched.includes(field)
      ? (additionalErrors(s.context.market, s.context.fields, s.context.jobless)[field] ?? null)
      : null;
}
/** Personal info said there is a job: the form asks for the employer. */
export const selectAsksEmployer = (s: AdditionalInfoSnapshot) => !s.context.jobless;
export const selectFields = (s: AdditionalInfoSnapshot) => s.context.fields;
/** While the form takes input: a reload blanked ID numbers it shows that are not typed again yet (machines/shared/reconcileStep). */
export const selectMustRetype = (s: AdditionalInfoSnapshot) =>
  (s.matches({ form: 'editing' }) || s.matches({ form: 'failed' })) && mustRetype(s.context, additionalFieldsFor(s.context.market, s.context.jobless));
/** The market profile: views read its traits, never the market's name (DESIGN "Markets"). */
export const selectMarket = (s: AdditionalInfoSnapshot) => markets[s.context.market];
/** The RFC looks right but its check digit does not match: a warning, Submit still allowed. */
export const selectRfcWarning = (s: AdditionalInfoSnapshot) => hasRfcCheckDigitWarning(s.context.fields.rfc);
export const selectIsBusy = (s: AdditionalInfoSnapshot) => s.hasTag('busy');
export const selectIsOffline = (s: AdditionalInfoSnapshot) => s.matches({ connectivity: 'offline' });
export const selectSubmitError = (s: AdditionalInfoSnapshot) => (s.matches({ form: 'failed' }) ? s.context.submitError : null);
export const selectNextStepFailed = (s: AdditionalInfoSnapshot) => s.matches({ form: 'nextStepFailed' });
/** The answer to the save was lost: the app is asking the server whether it was saved (FAULTS F2). */
export const selectIsReconciling = (s: AdditionalInfoSnapshot) => s.matches({ form: 'reconciling' });

/** Loan purpose options (data from services, for views). */
export { LOAN_PURPOSES } from '../../services/options/profile';
