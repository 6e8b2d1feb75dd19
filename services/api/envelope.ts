import * as v from 'valibot';

/** The response envelope `{ code, msg, data }`; only a numeric `code` counts (FAULTS F12). */
export const envelopeSchema = v.object({
  code: v.number(),
  msg: v.optional(v.nullable(v.string()), ''),
  data: v.optional(v.unknown()),
});
