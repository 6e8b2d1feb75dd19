import { describe, expect, it } from 'vitest';
import * as sandboxPricing from '../../../sandbox/orders/pricing';
import { LOAN_AMOUNTS, PRICING, creditLimit, quote, yearlyCost } from '../../../services/loans/pricing';

describe('loan pricing (one table for the offers and the promotion pages)', () => {
  it('prices 10,000 over 91 days at interest plus fee plus tax, about 1,714, not the 910 of 0.1 % a day', () => {
    const q = quote(10_000, 91);
    expect(q).toMatchObject({ fee: 819, feeTax: 147.42, interest: 747.95, disbursalAmount: 9_033.58, repayAmount: 10_747.95 });
    expect(Math.round((q.repayAmount - q.disbursalAmount) * 100) / 100).toBe(1_714.37);
  });

  it('states the yearly cost on what the borrower receives, as the offer APR does', () => {
    expect(yearlyCost(quote(5_000, 91))).toBe(0.7612);
    expect(yearlyCost(quote(5_000, 180))).toBe(0.8501);
  });

  it('keeps the interest under the 36 % yearly cap the terms state', () => {
    expect(PRICING.annualInterestRate).toBeLessThanOrEqual(0.36);
  });

  it('derives the advertised amounts from the credit limits: 1,000 to 5,000 first, up to 300,000', () => {
    expect(LOAN_AMOUNTS).toEqual({ min: 1_000, firstLoanMax: 5_000, max: 300_000 });
    expect(LOAN_AMOUNTS.firstLoanMax).toBe(creditLimit(0));
    expect(LOAN_AMOUNTS.max).toBe(creditLimit(Number.MAX_SAFE_INTEGER));
  });

  it('is the very table and arithmetic the sandbox quotes offers with', () => {
    expect(sandboxPricing.PRICING).toBe(PRICING);
    expect(sandboxPricing.quote).toBe(quote);
  });
});
