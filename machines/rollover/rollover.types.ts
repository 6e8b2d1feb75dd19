import type { ExtensionData, ExtensionStatus } from '../../services/api/endpoints/repay';
import type { RepayError } from '../repayment/repayment.types';

export type OfferOutcome = { ok: true; offer: ExtensionData } | { ok: false; error: RepayError };
export type ExtensionOutcome = { ok: true; status: ExtensionStatus } | { ok: false; error: RepayError };

export interface RolloverInput {
  orderNo: string | null;
}

export interface RolloverContext {
  orderNo: string | null;
  offer: ExtensionData | null;
  extensionOrderNo: string | null;
  /** The due date the server confirmed after the rollover (yyyy-mm-dd). */
  confirmedDueDate: string | null;
  error: RepayError | null;
  /** One key per "extend" intent, reused when a fault makes the outcome unknown. */
  idempotencyKey: string | null;
  pollAttempts: number;
}

export type RolloverEvent =
  | { type: 'rollover.retryRequested' }
  | { type: 'rollover.confirmed' }
  | { type: 'rollover.checkRequested' };
