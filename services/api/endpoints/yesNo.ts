import * as v from 'valibot';

/**
 * A yes/no as servers send it: `true`/`false`, or `1`/`0`. Anything else still fails the answer
 * (a decision is not guessed from garbage); a 0/1 flag no longer fails a whole screen.
 */
export const yesNo = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1])]),
  v.transform((flag) => flag === true || flag === 1),
);
