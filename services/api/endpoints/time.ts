import * as v from 'valibot';
import { toEpochMs, type WireTime } from '../../orders/orderValues';

/**
 * A moment on the wire, read as milliseconds by the rule home and records use (`toEpochMs`):
 * seconds or milliseconds, a number or digits as text, or an ISO date; anything unbelievable or
 * missing is `null`, which the views show as an unknown date. A server sending seconds where
 * milliseconds were expected no longer shows 1970, and an odd value never fails the whole answer.
 */
export const epochMs = v.optional(v.pipe(v.unknown(), v.transform((time) => toEpochMs(time as WireTime))), null);
