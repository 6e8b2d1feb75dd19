import type { LoanOrder } from '../../services/api/endpoints/loan';
import type { MarketProfile } from '../../services/markets/markets';
import type { SubmitError } from '../shared/submitError';

export type { LoanOrder };

/** What `/loan/loan-order/latest` ended in, faults aside (those reject the actor). */
export type LatestOrderOutcome =
  | { kind: 'order'; order: LoanOrder; checkedAt: number }
  | { kind: 'none'; checkedAt: number }
  | { kind: 'refused'; code: number; msg: string };

export type SaveCardOutcome = { kind: 'saved' } | { kind: 'refused'; code: number; msg: string };
export interface SaveCardInput {
  orderNo: string;
  account: string;
  /** Another bank than the one on file (Nigeria); null keeps the bank on file. */
  bank: PayoutBank | null;
  idempotencyKey: string;
}

/** A bank the payout may go to instead (Nigeria). `checksNuban`: its account numbers carry the NUBAN check digit. */
export interface PayoutBank {
  code: string;
  name: string;
  checksNuban: boolean;
}

/**
 * The banks to choose from after a failed payout: none where the account number alone decides
 * (Mexico's CLABE). `source`: the server's list, the list saved in the app (the server's could not be
 * read), or none at all (only the bank on file can be kept).
 */
export interface PayoutBankList {
  banks: PayoutBank[];
  source: 'server' | 'bundled' | 'unavailable';
}

/** The order's own problems; a failed read or save is `requestError`. */
export type OrderErrorCode = 'unknownStep' | 'invalidAccount' | 'accountMismatch';

export interface OrderInput {
  signedIn: boolean;
  bankAccountKind: MarketProfile['bankAccount'];
}

export interface CardDraft {
  account: string;
  confirmation: string;
  /** The chosen bank's code; '' keeps the bank on file. */
  bankCode: string;
}

export interface OrderContext {
  signedIn: boolean;
  bankAccountKind: MarketProfile['bankAccount'];
  order: LoanOrder | null;
  /** When the latest order was read (the borrower's clock), for the reapply date. */
  checkedAt: number | null;
  /** Checks made in this waiting stretch (answered or failed); POLL_LIMIT of them end in `stalled`. */
  pollAttempt: number;
  /** Why the last check failed; null when it was answered (or none failed yet). */
  pollFault: SubmitError | null;
  errorCode: OrderErrorCode | null;
  /**
   * Why the order could not be read or the payout account saved: the fault as it was (offline, timed
   * out...) or the server's refusal with its words. Cleared when the borrower edits the account.
   */
  requestError: SubmitError | null;
  /** The new payout account while it is typed; cleared when the edit ends. */
  cardDraft: CardDraft;
  /** The banks to choose from while the payout account is edited; null until read. */
  payoutBanks: PayoutBankList | null;
  /** The payout account save's key: kept after a lost answer, so Save again is the same request; new for another account. */
  idempotencyKey: string | null;
}

export type OrderEvent =
  | { type: 'order.sessionChanged'; signedIn: boolean }
  | { type: 'order.refreshRequested' }
  | { type: 'order.primaryActionRequested' }
  | { type: 'order.cardEditCancelled' }
  | { type: 'order.cardAccountChanged'; value: string }
  | { type: 'order.cardConfirmationChanged'; value: string }
  | { type: 'order.cardBankChanged'; code: string }
  | { type: 'order.cardSubmitted' };

export interface NavigateParams {
  path: string;
  /** The screen leaving is done (its form was sent): Back does not come back to it. */
  replace?: boolean;
}
