import type { Market } from './market';
import { isValidMxMobile, normalizeMxPhone } from './phoneMx';
import { isValidNgMobile, normalizeNgPhone } from './phoneNg';

export interface PhoneRules {
  /** The national number the server keys on: prefixes and non-digits stripped (SPEC section 5). */
  normalize: (input: string) => string;
  /** A mobile number of the market, typed in any of the forms `normalize` accepts. */
  isValidMobile: (input: string) => boolean;
}

/** One row per market: a market without its phone rules does not compile (no silent fallback to another's). */
export const PHONE_RULES: Record<Market, PhoneRules> = {
  ng: { normalize: normalizeNgPhone, isValidMobile: isValidNgMobile },
  mx: { normalize: normalizeMxPhone, isValidMobile: isValidMxMobile },
};
