import type { RetypeAfterReload } from '../shared/reconcileStep';
import type { IsoDate } from '../../services/validation/birthday';
import type { Market } from '../../services/validation/market';
import type { KeyVersioning } from '../shared/idempotencyKey';
import type { NextStep, SubmitError, SubmitOutcome } from '../shared/submitError';

/** Nigeria uses bankCode + bvn; Mexico cardType + curp, and a debit card its valid period and CVC. Numbers are kept as typed. */
export const BANK_CARD_FIELDS = [
  'bankCode', 'cardType', 'accountNumber', 'accountNumberConfirm', 'holderName', 'bvn', 'curp', 'validPeriod', 'cvc',
] as const;
export type BankCardField = (typeof BANK_CARD_FIELDS)[number];
export type BankCardFields = Record<BankCardField, string>;

/** Never written to a draft (DESIGN "Consent and privacy"). */
export const SENSITIVE_BANK_FIELDS: readonly BankCardField[] = ['accountNumber', 'accountNumberConfirm', 'bvn', 'curp', 'validPeriod', 'cvc'];

/** A bank the borrower can choose (Nigeria): the server's list, or the bundled one if that call fails. */
export interface BankOption {
  code: string;
  name: string;
}
export type BankListSource = 'server' | 'bundled';

/** What the account check found: the holder name on the account (Nigeria) and the bank (and branch). */
export interface AccountCheck {
  accountName: string | null;
  bankName: string;
  branch: string | null;
}
export type AccountCheckOutcome = ({ ok: true } & AccountCheck) | { ok: false; code: number; msg: string };
export type VerifyAccountInput = { market: Market; bankCode: string; accountNumber: string };

export interface BankCardInput {
  market: Market;
  /** One key per card submission, reused on retry so the server never adds the card twice. */
  idempotencyKey: string;
  /** The device's local date, 'YYYY-MM-DD': a debit card whose valid period is over is refused. */
  today?: IsoDate;
}

export interface BankCardContext extends KeyVersioning, RetypeAfterReload {
  market: Market;
  /** Sent as `idempotencyKeyOf(context)` (./bankCard.rules). */
  idempotencyKey: string;
  /** null: the valid period's form is checked, not whether it is over (the server still checks). */
  today: IsoDate | null;
  fields: BankCardFields;
  touched: BankCardField[];
  revealed: boolean;
  banks: BankOption[];
  bankListSource: BankListSource | null;
  accountCheck: AccountCheck | null;
  submitError: SubmitError | null;
  nextRoute: string | null;
}

export type BankCardEvent =
  | { type: 'field.changed'; field: BankCardField; value: string }
  | { type: 'field.blurred'; field: BankCardField }
  | { type: 'form.submitted' }
  | { type: 'account.confirmed' }
  | { type: 'account.changeRequested' }
  | { type: 'nextStep.retryRequested' }
  | { type: 'network.wentOffline' }
  | { type: 'network.cameOnline' };

export type AddBankCardInput = { payload: Record<string, string>; idempotencyKey: string };
export type { NextStep, SubmitOutcome };
