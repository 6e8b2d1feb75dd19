import { describe, expect, it } from 'vitest';
import { markets } from '../../../services/markets/markets';
import { POSTAL_CODE_RULES } from '../../../services/validation/postalCodeRules';

describe('POSTAL_CODE_RULES: one row per market', () => {
  it('has the rules of every market and of no other', () => {
    expect(Object.keys(POSTAL_CODE_RULES).sort()).toEqual(Object.keys(markets).sort());
  });

  it.each(Object.values(markets))('$id: a postal code is as long as the profile says (the input takes no more)', (market) => {
    const rules = POSTAL_CODE_RULES[market.id];
    expect(rules.isValid('1'.repeat(market.postalCodeDigits))).toBe(true);
    expect(rules.isValid('1'.repeat(market.postalCodeDigits - 1))).toBe(false);
    expect(rules.isValid('1'.repeat(market.postalCodeDigits + 1))).toBe(false);
  });

  it('only Mexico asks for it with the residence; each market names its own length in the error', () => {
    expect([POSTAL_CODE_RULES.ng.askedWithResidence, POSTAL_CODE_RULES.mx.askedWithResidence]).toEqual([false, true]);
    expect([POSTAL_CODE_RULES.ng.invalidCode, POSTAL_CODE_RULES.mx.invalidCode]).toEqual(['postalCode.invalidNg', 'postalCode.invalid']);
  });
});
