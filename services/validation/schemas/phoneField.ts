import type { Market } from '../market';
import { PHONE_RULES } from '../phoneRules';

/** Market-specific mobile rule used by sign-in and emergency contacts. */
export function normalizeMobile(market: Market, input: string): string {
  return PHONE_RULES[market].normalize(input);
}

export function isValidMobile(market: Market, input: string): boolean {
  return PHONE_RULES[market].isValidMobile(input);
}
