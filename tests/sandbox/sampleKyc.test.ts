import { describe, expect, it } from 'vitest';
import { personalErrors } from '../../services/kyc/personalInfo.rules';
import { loadGeography } from '../../services/markets/geo';
import { isValidClabe } from '../../services/validation/clabe';
import { isValidCurp } from '../../services/validation/curp';
import { isValidNuban } from '../../services/validation/nuban';
import { sampleKycProfile, samplePersonalFields } from '../../sandbox/orders/sampleKyc';

describe('the completeKyc sample data passes the app’s own rules', () => {
  for (const market of ['ng', 'mx'] as const) {
    it(`${market}: every personal field is valid`, async () => {
      const geography = await loadGeography(market);
      expect(personalErrors(samplePersonalFields(market), { market, today: '2026-11-21', geography })).toEqual({});
    });
  }

  it('ng: the payout account passes the NUBAN check of its bank', () => {
    const card = sampleKycProfile('ng').bankCard as { bankCode: string; accountNumber: string };
    expect(isValidNuban(card.bankCode, card.accountNumber)).toBe(true);
  });

  it('mx: the CURP and the CLABE are valid', () => {
    const profile = sampleKycProfile('mx');
    expect(isValidCurp((profile.identity as { curp: string }).curp)).toBe(true);
    expect(isValidClabe((profile.bankCard as { accountNumber: string }).accountNumber)).toBe(true);
  });
});
