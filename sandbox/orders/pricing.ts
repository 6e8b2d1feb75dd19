/**
 * Loan money, pure (SPEC sections 1 and 9). The price table and the offer arithmetic live in
 * services/loans/pricing.ts, shared with the app's promotion pages; this adds what only the server
 * computes over a loan's life (lateness, penalty, balance, rollover fee, allowed amounts).
 */
import { PRICING, quote, stepAmounts, toMajor, toMinor } from '../../services/loans/pricing';

export { PRICING, amountStep, creditLimit, quote, stepAmounts, toMajor, toMinor, yearlyCost } from '../../services/loans/pricing';
export type { Quote } from '../../services/loans/pricing';

export const DAY_MS = 86_400_000;

/** Whole days late, counting a started day: one second after the due time is one day overdue. */
export function overdueDays(dueAt: number, now: number): number {
  return now <= dueAt ? 0 : Math.ceil((now - dueAt) / DAY_MS);
}

export function penalty(loanAmount: number, days: number): number {
  const principal = toMinor(loanAmount);
  const raw = Math.round(principal * PRICING.penaltyDailyRate * Math.max(0, days));
  return toMajor(Math.min(raw, Math.round(principal * PRICING.penaltyCapRate)));
}

export interface Balance {
  overdueDays: number;
  penaltyAmount: number;
  /** Principal + interest + penalty + rollover fees owed in total. */
  totalDue: number;
  repaidAmount: number;
  unrepaidAmount: number;
}

export function balance(
  loanAmount: number,
  duration: number,
  dueAt: number | null,
  now: number,
  repaidAmount: number,
  extensionFees = 0,
): Balance {
  const days = dueAt === null ? 0 : overdueDays(dueAt, now);
  const penaltyAmount = penalty(loanAmount, days);
  const totalMinor = toMinor(quote(loanAmount, duration).repayAmount) + toMinor(penaltyAmount) + toMinor(extensionFees);
  const repaidMinor = Math.min(toMinor(repaidAmount), totalMinor);
  return {
    overdueDays: days,
    penaltyAmount,
    totalDue: toMajor(totalMinor),
    repaidAmount: toMajor(repaidMinor),
    unrepaidAmount: toMajor(totalMinor - repaidMinor),
  };
}

export function extensionFee(loanAmount: number): number {
  return toMajor(Math.round(toMinor(loanAmount) * PRICING.extensionFeeRate));
}

export function isAllowedAmount(amount: number, limit: number): boolean {
  return stepAmounts(limit).includes(amount);
}

export function isAllowedDuration(duration: number): boolean {
  return (PRICING.durations as readonly number[]).includes(duration);
}
