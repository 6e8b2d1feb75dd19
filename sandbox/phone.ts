import { isValidMxMobile, normalizeMxPhone } from '../services/validation/phoneMx';
import { isValidNgMobile, normalizeNgPhone } from '../services/validation/phoneNg';

/**
 * Mobile numbers as the sandbox stores them, normalised exactly as the app does (the shared
 * services/validation normalisers): Nigeria the 10-digit national number (SPEC section 5), Mexico 10 digits.
 */
export type Market = 'ng' | 'mx';

export function normalizeMobile(input: string, market: Market): string {
  return market === 'mx' ? normalizeMxPhone(input) : normalizeNgPhone(input);
}

export function isValidMobile(normalized: string, market: Market): boolean {
  return market === 'mx' ? isValidMxMobile(normalized) : isValidNgMobile(normalized);
}
