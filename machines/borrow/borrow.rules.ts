import type { LoanTerms } from './borrow.types';

/** What the borrow screen offers before the borrower chooses: the largest amount, the default term. */
export function firstChoice(terms: LoanTerms) {
  return {
    loanAmount: terms.amounts[terms.amounts.length - 1] ?? null,
    duration: terms.defaultDuration ?? terms.durations[0] ?? null,
  };
}
