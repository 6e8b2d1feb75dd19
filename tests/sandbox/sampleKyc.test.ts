import { describe, expect, it } from 'vitest';
import { personalErrors } from '../../services/kyc/personalInfo.rules';
import { loadGeography } from '../../services/markets/geo';
import { isValidClabe } from '../../services/validation/clabe';
import { isValidCurp } from '../../services/validation/curp';
import { isValidNuban } from '../../services/validation/nuban';
import { SAMPLE_QUESTIONNAIRE, sampleAdditionalFields, sampleKycProfile, samplePersonalFields } from '../../sandbox/orders/sampleKyc';
import { additionalErrors } from '../../services/kyc/additionalInfo.rules';
import { creditQuestionnaire } from '../../services/options/questionnaire';

describe('the completeKyc sample data passes the app’s own rules', () => {
  for (const market of ['ng', 'mx'] as const) {
    it(`${market}: every personal field is valid`, async () => {
      const geography = await loadGeography(market);
      expect(personalErrors(samplePersonalFields(market), { market, today: '2026-11-21', geography })).toEqual({});
    });
  }

  for (const market of ['ng', 'mx'] as const) {
    it(`${market}: every additional-info field is valid`, () => {
      expect(additionalErrors(market, sampleAdditionalFields(market))).toEqual({});
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

  for (const market of ['ng', 'mx'] as const) {
    it(`${market}: answers every credit question with one of its options`, () => {
      for (const question of creditQuestionnaire(market)) {
        expect(question.options.map((o) => o.value), question.id).toContain(SAMPLE_QUESTIONNAIRE[question.id]);
      }
    });
  }
});
