import type { MarketId } from '../../services/markets/markets';
import type { SubmitError } from '../shared/submitError';

export interface PromoOfferContext {
  market: MarketId;
  mobile: string;
  attempted: boolean;
  offer: PromoOffer | null;
  /**
   * Why the last look-up gave no amount: the fault (offline, timed out...), or the server's refusal
   * with its words (an invalid or blocked number, a limit).
   */
  error: SubmitError | null;
}

/** What the landing shows for a number: a first-loan amount, or "welcome back" for a customer. */
export interface PromoOffer {
  returning: boolean;
  amount: number;
}

/** The look-up asks for the number as sign-in does: normalised, with its market. */
export interface LookupInput {
  mobile: string;
  market: MarketId;
}

/** The look-up's outcome: an offer, or the server's refusal (never taken for a first-loan offer). */
export type PromoLookup = { ok: true; offer: PromoOffer } | { ok: false; code: number; msg: string };

export type PromoOfferEvent =
  | { type: 'promo.mobileChanged'; mobile: string }
  | { type: 'promo.submitted' }
  | { type: 'promo.restarted' };
