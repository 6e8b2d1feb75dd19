import type { MarketId } from '../../services/markets/markets';
import { isValidMxMobile, normalizeMxPhone } from '../../services/validation/phoneMx';
import { isValidNgMobile, normalizeNgPhone } from '../../services/validation/phoneNg';

export function isValidPromoMobile(mobile: string, market: MarketId): boolean {
  return market === 'mx' ? isValidMxMobile(normalizeMxPhone(mobile)) : isValidNgMobile(normalizeNgPhone(mobile));
}

/** SPEC section 1: a first loan reaches 5,000; good repayment lifts it towards 50,000 and more. */
export const FIRST_LOAN_AMOUNT = 5000;
export const RETURNING_AMOUNT = 50000;

/**
 * The "places left today" counter: a daily quota that drains through the day, the same for everyone
 * at the same hour (no server call, so the landing stays light). Never below a small floor.
 */
export function vacanciesLeft(now: Date, dailyQuota = 500): number {
  const minutes = now.getHours() * 60 + now.getMinutes();
  const used = Math.floor((minutes / (24 * 60)) * dailyQuota * 0.9);
  return Math.max(12, dailyQuota - used);
}
