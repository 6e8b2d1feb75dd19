/**
 * The loan price table and the offer arithmetic (SPEC sections 1 and 9), one copy for the sandbox
 * (sandbox/orders/pricing.ts builds on it) and the app (the promotion pages and the home pitch
 * quote from it), so what a page advertises is what an offer charges. Amounts are computed in minor
 * units (kobo, centavos) as integers and shown in major units with two decimals. The values sit
 * inside the spec's ranges: first loan up to 5,000, rising with loans repaid on time to 300,000;
 * tenure 91 or 180 days; processing fee 0.09 % per day plus 18 % tax on it, deducted up front;
 * interest 30 % a year (spec: at most 36 %); penalty 2 % of the principal per overdue day, capped at
 * the principal.
 */
export const PRICING = {
  minAmount: 1_000,
  /** Credit limit by the number of loans repaid on time (the last entry is the cap). */
  creditLimits: [5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 300_000],
  durations: [91, 180],
  defaultDuration: 91,
  processingFeeDailyRate: 0.0009,
  feeTaxRate: 0.18,
  annualInterestRate: 0.3,
  penaltyDailyRate: 0.02,
  /** The penalty never exceeds this share of the principal. */
  penaltyCapRate: 1,
  extensionDays: 7,
  /** Rollover fee as a share of the principal. */
  extensionFeeRate: 0.05,
} as const;

/** What may be borrowed: from the minimum to the first loan's limit, rising to the cap. */
export const LOAN_AMOUNTS: { readonly min: number; readonly firstLoanMax: number; readonly max: number } = {
  min: PRICING.minAmount,
  firstLoanMax: creditLimit(0),
  max: creditLimit(PRICING.creditLimits.length - 1),
};

export const toMinor = (major: number): number => Math.round(major * 100);
export const toMajor = (minor: number): number => Math.round(minor) / 100;

export interface Quote {
  loanAmount: number;
  duration: number;
  fee: number;
  feeTax: number;
  interest: number;
  disbursalAmount: number;
  repayAmount: number;
  processingFeeRatePerDay: number;
  feeTaxRate: number;
  interestRatePerYear: number;
  interestRatePerDay: number;
  penaltyRate: number;
}

/** Everything fixed at the time of the offer: what is deducted up front and what is owed at the due date. */
export function quote(loanAmount: number, duration: number): Quote {
  const principal = toMinor(loanAmount);
  const fee = Math.round(principal * PRICING.processingFeeDailyRate * duration);
  const feeTax = Math.round(fee * PRICING.feeTaxRate);
  const interest = Math.round((principal * PRICING.annualInterestRate * duration) / 365);
  return {
    loanAmount: toMajor(principal),
    duration,
    fee: toMajor(fee),
    feeTax: toMajor(feeTax),
    interest: toMajor(interest),
    disbursalAmount: toMajor(principal - fee - feeTax),
    repayAmount: toMajor(principal + interest),
    processingFeeRatePerDay: PRICING.processingFeeDailyRate,
    feeTaxRate: PRICING.feeTaxRate,
    interestRatePerYear: PRICING.annualInterestRate,
    interestRatePerDay: Number((PRICING.annualInterestRate / 365).toFixed(6)),
    penaltyRate: PRICING.penaltyDailyRate,
  };
}

/**
 * Yearly cost of a quote as a fraction (0.6 = 60 %): everything paid beyond what the borrower
 * receives, per year, on what they receive. The offer's `apr` (sandbox/routes/loan.ts) is this.
 */
export function yearlyCost(q: Pick<Quote, 'disbursalAmount' | 'repayAmount' | 'duration'>): number {
  return Number((((q.repayAmount - q.disbursalAmount) / q.disbursalAmount) * (365 / q.duration)).toFixed(4));
}

export function creditLimit(loansRepaidOnTime: number): number {
  const limits = PRICING.creditLimits;
  return limits[Math.min(Math.max(0, loansRepaidOnTime), limits.length - 1)] as number;
}

/** The amount step for a limit: 1,000 up to 10,000, then 5,000 up to 100,000, then 10,000. */
export function amountStep(limit: number): number {
  return limit <= 10_000 ? 1_000 : limit <= 100_000 ? 5_000 : 10_000;
}

/** Amounts a borrower may pick: from the minimum to the limit in the limit's step, e.g. 1,000..5,000. */
export function stepAmounts(limit: number): number[] {
  const step = amountStep(limit);
  const amounts: number[] = [];
  for (let a = PRICING.minAmount; a <= limit; a += a < step ? step - PRICING.minAmount : step) amounts.push(a);
  if (amounts[amounts.length - 1] !== limit) amounts.push(limit);
  return amounts;
}
