import type { AdditionalField, AdditionalFields } from '../../services/kyc/additionalInfo.rules';
import type { Market } from '../../services/validation/market';
import type { NextStep, SubmitError, SubmitOutcome } from '../shared/submitError';

export type { AdditionalField, AdditionalFields };

export interface AdditionalInfoInput {
  market: Market;
}

export interface AdditionalInfoContext {
  market: Market;
  fields: AdditionalFields;
  touched: AdditionalField[];
  /** Submit was pressed: every field shows its error. */
  revealed: boolean;
  submitError: SubmitError | null;
  nextRoute: string | null;
}

export type AdditionalInfoEvent =
  | { type: 'field.changed'; field: AdditionalField; value: string }
  | { type: 'field.blurred'; field: AdditionalField }
  | { type: 'form.submitted' }
  | { type: 'nextStep.retryRequested' }
  | { type: 'network.wentOffline' }
  | { type: 'network.cameOnline' };

export type SubmitAdditionalInfoInput = { additionalInfo: Record<string, string> };
export type { NextStep, SubmitOutcome };
