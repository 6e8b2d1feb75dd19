import { LOAN_AMOUNTS, PRICING, amountStep, quote, yearlyCost } from '../../../machines/shared/loanPricing';
import type { Quote } from '../../../machines/shared/loanPricing';

/**
 * The example on the landings is a first loan priced as a real offer is (services/loans/pricing.ts):
 * the slider stops at a first loan's limit, and every cost comes from the offer arithmetic.
 */
export const PROMO_MIN = LOAN_AMOUNTS.min;
export const PROMO_MAX = LOAN_AMOUNTS.firstLoanMax;
/** The highest limit, reached by repaying on time. */
export const PROMO_TOP_LIMIT = LOAN_AMOUNTS.max;
export const PROMO_INTEREST_RATE = PRICING.annualInterestRate;
export const PROMO_STEP = amountStep(PROMO_MAX);
export const PROMO_TERMS: readonly number[] = PRICING.durations;
export const PROMO_DEFAULT_TERM = PRICING.defaultDuration;

export interface ExampleLoan extends Quote {
  /** Yearly cost as a fraction (0.76 = 76 %), as the offer's APR. */
  yearlyCost: number;
}

export function exampleLoan(amount: number, days: number): ExampleLoan {
  const offer = quote(clampAmount(amount), clampTerm(days));
  return { ...offer, yearlyCost: yearlyCost(offer) };
}

export function clampAmount(value: number): number {
  if (!Number.isFinite(value)) return PROMO_MIN;
  return Math.min(PROMO_MAX, Math.max(PROMO_MIN, Math.round(value / PROMO_STEP) * PROMO_STEP));
}

export function clampTerm(value: number): number {
  return PROMO_TERMS.includes(value) ? value : PROMO_DEFAULT_TERM;
}

/** The amount and term in a promotion page's address (`?amount=&days=`), each brought into range; the first loan's top and the default term otherwise. */
export function promoChoice(params: URLSearchParams): { amount: number; days: number } {
  const amount = params.get('amount');
  const days = params.get('days');
  return { amount: amount === null ? PROMO_MAX : clampAmount(Number(amount)), days: clampTerm(Number(days ?? PROMO_DEFAULT_TERM)) };
}
