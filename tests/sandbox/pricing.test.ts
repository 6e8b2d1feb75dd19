import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  PRICING,
  balance,
  creditLimit,
  isAllowedAmount,
  isAllowedDuration,
  overdueDays,
  penalty,
  quote,
  stepAmounts,
} from '../../sandbox/orders/pricing';

describe('pricing', () => {
  it('quotes 5,000 for 91 days: fee and tax deducted up front, interest owed at the due date', () => {
    expect(quote(5_000, 91)).toMatchObject({
      loanAmount: 5_000,
      duration: 91,
      fee: 409.5,
      feeTax: 73.71,
      disbursalAmount: 4_516.79,
      interest: 373.97,
      repayAmount: 5_373.97,
      penaltyRate: 0.02,
    });
  });

  it('keeps every rate inside the spec ranges', () => {
    expect(PRICING.annualInterestRate).toBeLessThanOrEqual(0.36);
    expect(PRICING.processingFeeDailyRate).toBeLessThanOrEqual(0.0098);
    expect(PRICING.feeTaxRate).toBe(0.18);
    expect(PRICING.penaltyDailyRate).toBe(0.02);
    for (const d of PRICING.durations) expect(d >= 91 && d <= 365).toBe(true);
  });

  it('rounds to whole minor units, never leaving float dust', () => {
    const q = quote(3_000, 180);
    for (const value of [q.fee, q.feeTax, q.interest, q.disbursalAmount, q.repayAmount]) {
      expect(Math.round(value * 100) / 100).toBe(value);
    }
    expect(q.disbursalAmount).toBeCloseTo(3_000 - q.fee - q.feeTax, 2);
  });

  it('counts a started day as a day overdue', () => {
    const due = Date.UTC(2026, 0, 10);
    expect(overdueDays(due, due)).toBe(0);
    expect(overdueDays(due, due + 1)).toBe(1);
    expect(overdueDays(due, due + DAY_MS)).toBe(1);
    expect(overdueDays(due, due + DAY_MS + 1)).toBe(2);
  });

  it('charges 2 % of the amount per overdue day, capped at the amount', () => {
    expect(penalty(5_000, 0)).toBe(0);
    expect(penalty(5_000, 3)).toBe(300);
    expect(penalty(5_000, 80)).toBe(5_000);
  });

  it('adds penalty and rollover fees to what is owed and subtracts what was repaid', () => {
    const due = Date.UTC(2026, 0, 10);
    const b = balance(5_000, 91, due, due + 2 * DAY_MS, 1_000, 250);
    expect(b).toEqual({ overdueDays: 2, penaltyAmount: 200, totalDue: 5_823.97, repaidAmount: 1_000, unrepaidAmount: 4_823.97 });
    expect(balance(5_000, 91, due, due, 99_999).unrepaidAmount).toBe(0);
  });

  it('starts at 5,000 and rises to the 300,000 cap with loans repaid on time', () => {
    expect(creditLimit(0)).toBe(5_000);
    expect(creditLimit(1)).toBe(10_000);
    expect(creditLimit(6)).toBe(300_000);
    expect(creditLimit(50)).toBe(300_000);
  });

  it('offers amounts in steps: 1,000..5,000 for a first loan, coarser for larger limits', () => {
    expect(stepAmounts(5_000)).toEqual([1_000, 2_000, 3_000, 4_000, 5_000]);
    expect(stepAmounts(20_000).slice(0, 3)).toEqual([1_000, 5_000, 10_000]);
    expect(stepAmounts(300_000).at(-1)).toBe(300_000);
    expect(isAllowedAmount(4_000, 5_000)).toBe(true);
    expect(isAllowedAmount(4_500, 5_000)).toBe(false);
    expect(isAllowedAmount(6_000, 5_000)).toBe(false);
    expect(isAllowedDuration(91)).toBe(true);
    expect(isAllowedDuration(30)).toBe(false);
  });
});
