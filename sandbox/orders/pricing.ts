/**
 * Loan money, pure (SPEC sections 1 and 9). Amounts are computed in minor units (kobo, centavos) as
 * integers and shown in major units with two decimals. The values sit inside the spec's ranges:
 * first loan up to 5,000, rising with loans repaid on time to 300,000; tenure 91 or 180 days;
 * processing fee 0.09 % per day plus 18 % tax on it, deducted up front; interest 30 % a year
 * (spec: at most 36 %); penalty 2 % of the principal per overdue day, capped at the principal.
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

export const DAY_MS = 86_400_000;

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

export function isAllowedAmount(amount: number, limit: number): boolean {
  return stepAmounts(limit).includes(amount);
}

export function isAllowedDuration(duration: number): boolean {
  return (PRICING.durations as readonly number[]).includes(duration);
}
