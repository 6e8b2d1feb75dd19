import * as v from 'valibot';

/**
 * A yes/no as servers send it: `true`/`false`, or `1`/`0`. Anything else still fails the answer
 * (a decision is not guessed from garbage); a 0/1 flag no longer fails a whole screen.
 */
export const yesNo = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1])]),
  v.transform((flag) => flag === true || flag === 1),
);

/**
 * A yes/no that only offers something (a link to extend the loan): `true` or `1` is yes; anything
 * else, or nothing, is no. Guessing no costs the borrower an offer, not a decision, so an odd value
 * does not fail the answer it comes with (the repay detail, which the borrower needs to pay).
 */
export const offeredIfYes = v.optional(v.pipe(v.unknown(), v.transform((flag) => flag === true || flag === 1)), false);
