import type { RetypeAfterReload } from '../shared/reconcileStep';
import type { AdditionalField, AdditionalFields } from '../../services/kyc/additionalInfo.rules';
import type { Market } from '../../services/validation/market';
import type { KeyVersioning } from '../shared/idempotencyKey';
import type { NextStep, SubmitError, SubmitOutcome } from '../shared/submitError';

export type { AdditionalField, AdditionalFields };

export interface AdditionalInfoInput {
  market: Market;
  /** Idempotency key of the submit: resent after a lost answer, so it can never save twice (F2). */
  idempotencyKey: string;
  /** Personal info said there is no job: no employer is asked (kept by the phone since that step). */
  jobless?: boolean;
}

export interface AdditionalInfoContext extends KeyVersioning, RetypeAfterReload {
  market: Market;
  jobless: boolean;
  fields: AdditionalFields;
  touched: AdditionalField[];
  /** Submit was pressed: every field shows its error. */
  revealed: boolean;
  submitError: SubmitError | null;
  nextRoute: string | null;
  /** Sent as `versionedKey(idempotencyKey, keyVersion)` (machines/shared/idempotencyKey). */
  idempotencyKey: string;
}

export type AdditionalInfoEvent =
  | { type: 'field.changed'; field: AdditionalField; value: string }
  | { type: 'field.blurred'; field: AdditionalField }
  | { type: 'form.submitted' }
  | { type: 'nextStep.retryRequested' }
  | { type: 'network.wentOffline' }
  | { type: 'network.cameOnline' };

export type SubmitAdditionalInfoInput = { additionalInfo: Record<string, string>; idempotencyKey: string };
export type { NextStep, SubmitOutcome };
