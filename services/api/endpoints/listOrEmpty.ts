import * as v from 'valibot';

/**
 * A list as servers send it: `null` or nothing for none (a nil slice marshals to `null`) is an empty
 * list, so "no tickets yet" is the empty state, not a failed read with a Retry that never helps.
 */
export const listOrEmpty = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    v.optional(v.nullable(v.array(item)), []),
    v.transform((list) => list ?? []),
  );
