import type { SnapshotFrom } from 'xstate';
import type { promoOfferMachine } from './promoOffer.machine';
import { isValidPromoMobile } from './promoOffer.rules';

type Snapshot = SnapshotFrom<typeof promoOfferMachine>;

/** The four progress steps of the landing: 1 number, 2 amount, 3 register, 4 get money. */
export function selectPromoStep(snapshot: Snapshot): 1 | 2 {
  return snapshot.matches('offer') ? 2 : 1;
}
export const selectPromoMobile = (snapshot: Snapshot) => snapshot.context.mobile;
export const selectPromoOffer = (snapshot: Snapshot) => snapshot.context.offer;
export const selectPromoChecking = (snapshot: Snapshot) => snapshot.matches('checking');
export const selectPromoFailed = (snapshot: Snapshot) => snapshot.context.failed;
/** The server's own words for a number it would not look up; shown as text. */
export const selectPromoRefusal = (snapshot: Snapshot) => snapshot.context.refusal;
export const selectPromoMobileInvalid = (snapshot: Snapshot) =>
  snapshot.context.attempted && !isValidPromoMobile(snapshot.context.mobile, snapshot.context.market);
