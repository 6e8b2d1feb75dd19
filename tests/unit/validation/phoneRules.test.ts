import { describe, expect, it } from 'vitest';
import { markets, type MarketId } from '../../../services/markets/markets';
import { PHONE_RULES } from '../../../services/validation/phoneRules';

// A mobile of each market as its national number (MTN Lagos; Telcel Mexico City).
const NATIONAL_MOBILE: Record<MarketId, string> = { ng: '8034567890', mx: '5512345678' };

describe('PHONE_RULES: one row per market', () => {
  it('has the rules of every market and of no other', () => {
    expect(Object.keys(PHONE_RULES).sort()).toEqual(Object.keys(markets).sort());
  });

  it.each(Object.values(markets))('$id: a number typed with its calling code is the national mobile', (market) => {
    const rules = PHONE_RULES[market.id];
    const typed = `+${market.countryCallingCode} ${NATIONAL_MOBILE[market.id]}`;
    expect(rules.normalize(typed)).toBe(NATIONAL_MOBILE[market.id]);
    expect(rules.normalize(typed)).toHaveLength(market.mobileDigits);
    expect(rules.isValidMobile(typed)).toBe(true);
  });

  it('each market keeps its own rules: no market falls back to another one', () => {
    // '55...' is a Mexican mobile but no Nigerian prefix; Mexico strips its old mobile '1' after +52.
    expect(PHONE_RULES.ng.isValidMobile('5512345678')).toBe(false);
    expect(PHONE_RULES.mx.isValidMobile('5512345678')).toBe(true);
    expect(PHONE_RULES.mx.normalize('+52 1 55 1234 5678')).toBe('5512345678');
    expect(PHONE_RULES.ng.normalize('08034567890')).toBe('8034567890');
    expect(PHONE_RULES.mx.normalize('08034567890')).toBe('08034567890');
  });
});
