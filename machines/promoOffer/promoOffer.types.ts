import type { MarketId } from '../../services/markets/markets';

export interface PromoOfferContext {
  market: MarketId;
  mobile: string;
  attempted: boolean;
  offer: PromoOffer | null;
  failed: boolean;
  /** The server's words when it refused to look the number up (an invalid or blocked number, a limit). */
  refusal: string | null;
}

/** What the landing shows for a number: a first-loan amount, or "welcome back" for a customer. */
export interface PromoOffer {
  returning: boolean;
  amount: number;
}

/** The look-up's outcome: an offer, or the server's refusal (never taken for a first-loan offer). */
export type PromoLookup = { ok: true; offer: PromoOffer } | { ok: false; msg: string };

export type PromoOfferEvent =
  | { type: 'promo.mobileChanged'; mobile: string }
  | { type: 'promo.submitted' }
  | { type: 'promo.restarted' };
