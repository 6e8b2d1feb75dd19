import { describe, expect, it } from 'vitest';
import { firstChoice } from '../../../machines/borrow/borrow.rules';

describe('the borrow screen before the borrower chooses', () => {
  it('offers the largest amount and the default term', () => {
    expect(firstChoice({ amounts: [1000, 5000], durations: [91, 180], defaultDuration: 180 })).toEqual({ loanAmount: 5000, duration: 180 });
  });

  it.each([
    ['a default the list does not hold', 120],
    ['no default', null],
  ])('with %s, the first term listed: a term the select shows and Apply accepts', (_, defaultDuration) => {
    expect(firstChoice({ amounts: [1000, 5000], durations: [91, 180], defaultDuration }).duration).toBe(91);
  });
});
