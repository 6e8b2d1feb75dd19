import { LOAN_AMOUNTS } from '../../services/loans/pricing';
import type { MarketId } from '../../services/markets/markets';
import { PHONE_RULES } from '../../services/validation/phoneRules';

export function isValidPromoMobile(mobile: string, market: MarketId): boolean {
  const rules = PHONE_RULES[market];
  return rules.isValidMobile(rules.normalize(mobile));
}

/** A first loan reaches the first credit limit; loans repaid on time lift it up to the cap (the price table's). */
export const FIRST_LOAN_AMOUNT = LOAN_AMOUNTS.firstLoanMax;
export const RETURNING_AMOUNT = LOAN_AMOUNTS.max;

/**
 * The "places left today" counter: a daily quota that drains through the day, the same for everyone
 * at the same hour (no server call, so the landing stays light). Never below a small floor.
 */
export function vacanciesLeft(now: Date, dailyQuota = 500): number {
  const minutes = now.getHours() * 60 + now.getMinutes();
  const used = Math.floor((minutes / (24 * 60)) * dailyQuota * 0.9);
  return Math.max(12, dailyQuota - used);
}
