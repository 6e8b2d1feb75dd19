import type { Market } from '../../services/validation/market';
import type { NextStep, SubmitError, SubmitOutcome } from '../shared/submitError';

/** Nigeria uses bankCode + bvn; Mexico cardType + curp. Numbers are kept as typed. */
export const BANK_CARD_FIELDS = ['bankCode', 'cardType', 'accountNumber', 'accountNumberConfirm', 'holderName', 'bvn', 'curp'] as const;
export type BankCardField = (typeof BANK_CARD_FIELDS)[number];
export type BankCardFields = Record<BankCardField, string>;

/** Never written to a draft (DESIGN "Consent and privacy"). */
export const SENSITIVE_BANK_FIELDS: readonly BankCardField[] = ['accountNumber', 'accountNumberConfirm', 'bvn', 'curp'];

export interface BankCardInput {
  market: Market;
  /** One key per card submission, reused on retry so the server never adds the card twice. */
  idempotencyKey: string;
}

export interface BankCardContext {
  market: Market;
  idempotencyKey: string;
  fields: BankCardFields;
  touched: BankCardField[];
  revealed: boolean;
  submitError: SubmitError | null;
  nextRoute: string | null;
}

export type BankCardEvent =
  | { type: 'field.changed'; field: BankCardField; value: string }
  | { type: 'field.blurred'; field: BankCardField }
  | { type: 'form.submitted' }
  | { type: 'nextStep.retryRequested' }
  | { type: 'network.wentOffline' }
  | { type: 'network.cameOnline' };

export type AddBankCardInput = { payload: Record<string, string>; idempotencyKey: string };
export type { NextStep, SubmitOutcome };
