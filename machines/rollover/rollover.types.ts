import type { ExtensionData, ExtensionStatus } from '../../services/api/endpoints/repay';
import type { RepayError } from '../repayment/repayment.types';

export type OfferOutcome = { ok: true; offer: ExtensionData } | { ok: false; error: RepayError };
export type ExtensionOutcome = { ok: true; status: ExtensionStatus } | { ok: false; error: RepayError };

/** An extension asked for and not yet settled, kept over a reload (`rollover.typed.ts`). */
export interface ExtensionUnderway {
  orderNo: string;
  /** The key the request went with: asking again replays that extension, never a second fee. */
  idempotencyKey: string;
  /** Once the server answered "pending": its status is polled again on return. */
  extensionOrderNo: string | null;
}

export interface RolloverInput {
  orderNo: string | null;
  /** What the phone kept of an extension underway; used only for the same order. */
  underway?: ExtensionUnderway | null;
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
