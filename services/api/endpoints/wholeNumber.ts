import * as v from 'valibot';
import { toWholeNumber } from '../../orders/orderValues';

/**
 * A code or count the answer cannot do without (a step code, an extension's days): a whole number,
 * also when sent as text ("2"); anything else fails the answer.
 */
export const wholeNumber = v.pipe(v.union([v.number(), v.string()]), v.transform((value: number | string) => toWholeNumber(value)), v.number());
