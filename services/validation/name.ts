import type { Market } from './market';

/**
 * Person names. SPEC section 5 says "letters a-z only, other characters filtered"; FAULTS F44 forbids
 * silent mangling. So the filter reports what it removed and the UI says so.
 * - ng: ASCII letters and spaces.
 * - mx: also accented Latin letters (á, é, ñ, ü, ...), apostrophe and hyphen (José Núñez, O'Neil).
 */
export interface FilteredName {
  value: string;
  /** true when the input contained characters that were dropped; the UI must tell the borrower. */
  removed: boolean;
}

const ALLOWED_CHAR: Record<Market, RegExp> = {
  ng: /^[A-Za-z ]$/u,
  mx: /^[\p{Script=Latin}\p{M} '’-]$/u,
};

export function filterNameInput(text: string, market: Market): FilteredName {
  const allowed = ALLOWED_CHAR[market];
  // NFC first so that a decomposed 'é' (e + combining accent) counts as one letter.
  const chars = Array.from(text.normalize('NFC'));
  const kept = chars.filter((char) => allowed.test(char));
  return { value: kept.join(''), removed: kept.length !== chars.length };
}

export const NAME_MIN_LETTERS = 3;
export const NAME_MAX_LENGTH = 50;

export type NameError = 'name.required' | 'name.tooShort' | 'name.tooLong' | 'name.invalidChars' | 'name.lettersAToZ';

function letterCount(value: string): number {
  return Array.from(value).filter((char) => /\p{L}/u.test(char)).length;
}

/**
 * Error code for a name field, or null. First and last names are required, with at least
 * NAME_MIN_LETTERS letters (SPEC section 5); the middle name is optional and has no minimum, so an
 * initial or a two-letter name passes.
 */
export function nameError(value: string, market: Market, required = true): NameError | null {
  const trimmed = value.trim();
  if (trimmed === '') return required ? 'name.required' : null;
  // Nigeria's rule leaves out letters too (é, ọ): "letters only" would not say why Adébáyọ̀ is refused.
  if (filterNameInput(trimmed, market).removed) return market === 'ng' ? 'name.lettersAToZ' : 'name.invalidChars';
  if (trimmed.length > NAME_MAX_LENGTH) return 'name.tooLong';
  if (required && letterCount(trimmed) < NAME_MIN_LETTERS) return 'name.tooShort';
  return null;
}

export function isValidName(value: string, market: Market, required = true): boolean {
  return nameError(value, market, required) === null;
}
