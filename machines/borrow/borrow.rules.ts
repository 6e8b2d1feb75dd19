import type { LoanTerms } from './borrow.types';

/**
 * What the borrow screen offers before the borrower chooses: the largest amount, the default term.
 * A default the list does not hold is no choice (the select would show the first term while Apply
 * stayed off): the first term listed is.
 */
export function firstChoice(terms: LoanTerms) {
  const { defaultDuration } = terms;
  return {
    loanAmount: terms.amounts[terms.amounts.length - 1] ?? null,
    duration: defaultDuration !== null && terms.durations.includes(defaultDuration) ? defaultDuration : (terms.durations[0] ?? null),
  };
}
