import type { Market } from './market';
import { PHONE_RULES } from './phoneRules';

/** Address: 2 to 100 characters after trimming (SPEC section 5). */
export const ADDRESS_MIN = 2;
export const ADDRESS_MAX = 100;

export function isValidAddress(value: string): boolean {
  const length = value.trim().length;
  return length >= ADDRESS_MIN && length <= ADDRESS_MAX;
}

/**
 * WhatsApp and spare phone fields: digits only. ng: at most 11 digits (SPEC), at least 10
 * ('8031234567' or '08031234567'); mx: exactly 10.
 */
const PHONE_FIELD_PATTERN: Record<Market, RegExp> = {
  ng: /^\d{10,11}$/,
  mx: /^\d{10}$/,
};

/** WhatsApp runs on a mobile line: digits only, and a mobile number of the market (FAULTS F38). */
export function isValidWhatsapp(value: string, market: Market): boolean {
  return PHONE_FIELD_PATTERN[market].test(value) && PHONE_RULES[market].isValidMobile(value);
}

/**
 * The spare phone is optional: empty is valid. What is checked is what is sent: the national number
 * (`normalize`) must keep its 10 digits, so '0803123456' (a digit short) is refused here rather than
 * sent as '803123456' and refused by the server three steps later.
 */
export function isValidSparePhone(value: string, market: Market): boolean {
  if (value === '') return true;
  const national = PHONE_RULES[market].normalize(value);
  // The server checks the number it is sent, so that number must pass again ('00803123456' would not).
  return PHONE_FIELD_PATTERN[market].test(value) && /^\d{10}$/.test(national) && PHONE_RULES[market].normalize(national) === national;
}

/** BVN (Bank Verification Number, Nigeria): 11 digits; spaces and dashes typed between them are fine (the payload drops them). */
export function isValidBvn(value: string): boolean {
  return /^\d{11}$/.test(value.replace(/[\s-]+/g, ''));
}

/** Mexican postal code (código postal): 5 digits. */
export function isValidMxPostalCode(value: string): boolean {
  return /^\d{5}$/.test(value.trim());
}

