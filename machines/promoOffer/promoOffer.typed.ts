import type { SnapshotFrom } from 'xstate';
import type { MarketId } from '../../services/markets/markets';
import type { TypedDraft } from '../shared/typedDraft';
import type { promoOfferMachine } from './promoOffer.machine';

type Snapshot = SnapshotFrom<typeof promoOfferMachine>;

/** The landing's number as typed, so a reload (or a WebView the phone reclaimed) does not lose it. */
export interface TypedPromoNumber {
  market: MarketId;
  mobile: string;
}

function isTypedPromoNumber(stored: unknown): stored is TypedPromoNumber {
  if (typeof stored !== 'object' || stored === null) return false;
  const { market, mobile } = stored as Record<string, unknown>;
  return (market === 'ng' || market === 'mx') && typeof mobile === 'string';
}

export const TYPED_PROMO_NUMBER: TypedDraft<TypedPromoNumber, Snapshot> = {
  name: 'promo.mobile',
  version: 1,
  isKept: isTypedPromoNumber,
  toKept: ({ context }) => (context.mobile.trim() === '' ? null : { market: context.market, mobile: context.mobile }),
};
