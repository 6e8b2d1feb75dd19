import type { MarketId } from '../../services/markets/markets';

export interface PromoOfferContext {
  market: MarketId;
  mobile: string;
  attempted: boolean;
  offer: PromoOffer | null;
  failed: boolean;
}

/** What the landing shows for a number: a first-loan amount, or "welcome back" for a customer. */
export interface PromoOffer {
  returning: boolean;
  amount: number;
}

export type PromoOfferEvent =
  | { type: 'promo.mobileChanged'; mobile: string }
  | { type: 'promo.submitted' }
  | { type: 'promo.restarted' };
