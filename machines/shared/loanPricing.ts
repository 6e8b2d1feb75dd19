/**
 * The loan price table for views (they take services only through machines): the home pitch and the
 * promotion pages quote from the same table and arithmetic as the offers (services/loans/pricing.ts).
 */
export { LOAN_AMOUNTS, PRICING, amountStep, quote, yearlyCost } from '../../services/loans/pricing';
export type { Quote } from '../../services/loans/pricing';
