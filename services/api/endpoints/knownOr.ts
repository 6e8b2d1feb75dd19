import * as v from 'valibot';

/**
 * A status, kind or type from a set the server may grow: a value the app knows is kept, a new one
 * reads as `otherwise` (a status still polled, a kind shown without its own name, a ticket type as
 * "Other"). Only a missing value, or one neither text nor a number, fails the answer: a value added on
 * the server must not take a whole screen down.
 */
export const knownOr = <const Known extends readonly (string | number)[], const Otherwise>(known: Known, otherwise: Otherwise) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value): Known[number] | Otherwise => {
      // A number sent as text ("3") is that number, as the other readers of the wire take it.
      const read = typeof value === 'string' && /^\d+$/.test(value) && !known.includes(value) ? Number(value) : value;
      return known.includes(read) ? (read as Known[number]) : otherwise;
    }),
  );
