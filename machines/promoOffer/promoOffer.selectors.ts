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
/** Why the last look-up gave no amount: a fault, or the server's refusal (its words shown as text). */
export const selectPromoError = (snapshot: Snapshot) => snapshot.context.error;
export const selectPromoMobileInvalid = (snapshot: Snapshot) =>
  snapshot.context.attempted && !isValidPromoMobile(snapshot.context.mobile, snapshot.context.market);
