import * as v from 'valibot';
import type { Market } from '../market';
import { nameError } from '../name';
import { selectRequired, type SelectField, type ValidationCode } from './codes';

/** Reusable valibot field schemas whose messages are validation codes. */

/** A select: '' until chosen; the value must be one of `allowed`. */
export function select(field: SelectField, allowed: readonly string[]) {
  const code = selectRequired(field);
  return v.pipe(
    v.string(code),
    v.check((value) => allowed.includes(value), code),
  );
}

/** A required text input. */
export function requiredText(code: ValidationCode) {
  return v.pipe(v.string(code), v.trim(), v.nonEmpty(code));
}

/** First/middle/last name: codes from nameError (required, tooShort, tooLong, invalidChars). */
export function personName(market: Market, required: boolean) {
  return v.pipe(
    v.string('name.required' satisfies ValidationCode),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const code = nameError(dataset.value, market, required);
      if (code) addIssue({ message: code });
    }),
  );
}

/** Text passing a predicate after being required. */
export function requiredMatching(requiredCode: ValidationCode, formatCode: ValidationCode, isValid: (value: string) => boolean) {
  return v.pipe(
    v.string(requiredCode),
    v.trim(),
    v.nonEmpty(requiredCode),
    v.check(isValid, formatCode),
  );
}

/** Optional text: '' allowed, otherwise must pass the predicate. */
export function optionalMatching(formatCode: ValidationCode, isValid: (value: string) => boolean) {
  return v.pipe(
    v.optional(v.string(formatCode), ''),
    v.trim(),
    v.check((value) => value === '' || isValid(value), formatCode),
  );
}
