/** Example cost shown on the landings, from the stated terms (SPEC section 1): 0.1 % a day over 91 days. */
export const PROMO_DAILY_RATE = 0.001;
export const PROMO_TERM_DAYS = 91;
export const PROMO_MIN = 1000;
export const PROMO_MAX = 50000;

export function exampleInterest(amount: number): number {
  return Math.round(amount * PROMO_DAILY_RATE * PROMO_TERM_DAYS);
}

export function clampAmount(value: number): number {
  if (!Number.isFinite(value)) return PROMO_MIN;
  return Math.min(PROMO_MAX, Math.max(PROMO_MIN, Math.round(value / 1000) * 1000));
}
