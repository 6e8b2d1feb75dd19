import * as v from 'valibot';

/**
 * A status or kind from a set the server may grow: a value the app knows is kept, a new one reads as
 * `otherwise` (a status still polled, a kind shown without its own name). Only a missing or
 * non-text value fails the answer: a value added on the server must not take a whole screen down.
 */
export const knownOr = <const Known extends readonly string[], const Otherwise>(known: Known, otherwise: Otherwise) =>
  v.pipe(
    v.string(),
    v.transform((value): Known[number] | Otherwise => (known.includes(value) ? value : otherwise)),
  );
