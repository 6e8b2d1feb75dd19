import type { Market } from '../market';
import { isValidMxMobile, normalizeMxPhone } from '../phoneMx';
import { isValidNgMobile, normalizeNgPhone } from '../phoneNg';

/** Market-specific mobile rule used by sign-in and emergency contacts. */
export function normalizeMobile(market: Market, input: string): string {
  return market === 'ng' ? normalizeNgPhone(input) : normalizeMxPhone(input);
}

export function isValidMobile(market: Market, input: string): boolean {
  return market === 'ng' ? isValidNgMobile(input) : isValidMxMobile(input);
}
