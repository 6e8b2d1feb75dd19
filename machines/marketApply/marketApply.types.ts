import type { MarketProduct as ListedProduct } from '../../services/api/endpoints/support';
import type { KeyVersioning } from '../shared/idempotencyKey';
import type { SubmitError } from '../shared/submitError';

/** A product as the marketplace lists it: an amount the server sent unreadable is null (FAULTS F46). */
export type { ListedProduct };
/** A product one can apply for: its amount range, term and rate could be read. */
export type MarketProduct = ListedProduct & { minAmount: number; maxAmount: number; termDays: number; dailyRate: number };

export interface MarketForm {
  amount: string;
  fullName: string;
  email: string;
  monthlyIncome: string;
  employment: string;
}
export type MarketField = keyof MarketForm;
export type MarketProblem = 'amountOutOfRange' | 'amountNotWhole' | 'nameRequired' | 'emailInvalid' | 'incomeRequired' | 'employmentRequired';

export interface MarketApplyInput {
  product: MarketProduct;
  /** Idempotency key of the apply call: a retry after a lost answer never makes two orders (F2). */
  submissionKey: string;
  /** What the borrower had typed for this product before a reload (marketApply.typed.ts). */
  typed?: TypedApplication | null;
}

/**
 * What survives a reload of the application form: the product (its form opens again), what was
 * typed, and the apply's key with whether its last answer was lost, so an application the reload
 * cut off is replayed, never made twice.
 */
export interface TypedApplication {
  product: MarketProduct;
  form: MarketForm;
  submissionKey: string;
  keyInDoubt: boolean;
}

export interface MarketApplyContext extends KeyVersioning {
  product: MarketProduct;
  form: MarketForm;
  attempted: boolean;
  error: SubmitError | null;
  /** Sent as `versionedKey(submissionKey, keyVersion)`: another amount after a lost answer is another order. */
  submissionKey: string;
  orderNo: string | null;
}

export type MarketApplyEvent =
  | { type: 'market.fieldChanged'; field: MarketField; value: string }
  | { type: 'market.submitted' }
  /** The borrower closed the form: what was typed is let go. */
  | { type: 'market.cancelled' };

export type StepOutcome = { ok: true } | { ok: false; code: number; msg: string };
/** After a lost apply answer: the product's open application, if the server has one (FAULTS F2). */
export interface OpenApplication {
  orderNo: string | null;
}
export type ApplyOutcome = { ok: true; orderNo: string } | { ok: false; code: number; msg: string };

export interface ApplyInput {
  product: MarketProduct;
  amount: number;
  submissionKey: string;
}
