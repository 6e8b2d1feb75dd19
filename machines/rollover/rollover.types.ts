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
  /**
   * The due date the offer had when "extend" was tapped: an offer with another one means that
   * extension went through since, so the key is not for the next.
   */
  dueDate: string | null;
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
  /** The due date of the offer the kept key was for (input `underway`); null once the offer is read. */
  underwayDueDate: string | null;
  /**
   * The loan the kept key was for (input `underway`). Opened without an order (a link to the route),
   * the screen reads the current loan's offer: the kept key is used only if it is that loan's.
   */
  underwayOrderNo: string | null;
  pollAttempts: number;
}

export type RolloverEvent =
  | { type: 'rollover.retryRequested' }
  | { type: 'rollover.confirmed' }
  | { type: 'rollover.checkRequested' };
