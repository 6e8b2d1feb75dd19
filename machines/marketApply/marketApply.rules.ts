import type { ListedProduct, MarketForm, MarketProblem, MarketProduct } from './marketApply.types';

/** Whether the borrower can apply: a readable term and rate, and a range whose ends were readable and in order. */
export function isApplicable(product: ListedProduct): product is MarketProduct {
  return (
    product.termDays !== null &&
    product.dailyRate !== null &&
    product.minAmount !== null &&
    product.maxAmount !== null &&
    product.minAmount <= product.maxAmount
  );
}

export function parseAmount(text: string): number {
  const value = Number(text.replace(/[\s,]/g, ''));
  return Number.isFinite(value) ? value : Number.NaN;
}

/** A partner lender's email rule (any provider): the sandbox checks the application with it too. */
export const isMarketEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email.trim());

export function formProblems(form: MarketForm, product: MarketProduct): Partial<Record<keyof MarketForm, MarketProblem>> {
  const problems: Partial<Record<keyof MarketForm, MarketProblem>> = {};
  const amount = parseAmount(form.amount);
  if (!(amount >= product.minAmount && amount <= product.maxAmount)) problems.amount = 'amountOutOfRange';
  // Partner loans are in whole units: "12,000.50" is in range, but cannot be lent.
  else if (!Number.isInteger(amount)) problems.amount = 'amountNotWhole';
  if (form.fullName.trim().length < 3) problems.fullName = 'nameRequired';
  if (!isMarketEmail(form.email)) problems.email = 'emailInvalid';
  if (!form.monthlyIncome) problems.monthlyIncome = 'incomeRequired';
  if (!form.employment) problems.employment = 'employmentRequired';
  return problems;
}
