import { describe, expect, it } from 'vitest';
import {
  EMAIL_DOMAIN_SUGGESTIONS,
  emailSuggestionsFor,
  isAllowedEmailDomain,
  isEmailAcceptedBy,
  isValidEmail,
  normalizeEmail,
} from '../../../services/validation';

describe('email', () => {
  it('accepts any well-formed address, including the suggested outlook.com (FAULTS F45)', () => {
    expect(isValidEmail('user@outlook.com')).toBe(true);
    expect(isValidEmail('ada.obi_1-x@gmail.com')).toBe(true);
    expect(isValidEmail('juan+loans@empresa.com.mx')).toBe(true);
  });

  it('removes spaces before checking', () => {
    expect(normalizeEmail(' ada obi@gmail.com ')).toBe('adaobi@gmail.com');
    expect(isValidEmail('ada obi@gmail. com')).toBe(true);
  });

  it.each(['', 'ada', 'ada@', '@gmail.com', 'ada@gmail', 'ada..obi@gmail.com', '.ada@gmail.com', 'ada@gmail.c', 'adá@gmail.com'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('keeps the picker and the validator in agreement under both policies', () => {
    for (const policy of ['any', 'gmailYahooOnly'] as const) {
      for (const domain of emailSuggestionsFor(policy)) {
        expect(isEmailAcceptedBy(policy, `ada@${domain}`)).toBe(true);
      }
    }
    expect(EMAIL_DOMAIN_SUGGESTIONS).toEqual(['gmail.com', 'yahoo.com', 'outlook.com']);
    expect(emailSuggestionsFor('gmailYahooOnly')).not.toContain('outlook.com');
  });

  it('the strict SPEC reading allows only gmail.com and yahoo.com', () => {
    expect(isAllowedEmailDomain('ada@GMAIL.com')).toBe(true);
    expect(isAllowedEmailDomain('ada@yahoo.com')).toBe(true);
    expect(isAllowedEmailDomain('ada@outlook.com')).toBe(false);
    expect(isAllowedEmailDomain('ada@yahoo.co.uk')).toBe(false);
    expect(isEmailAcceptedBy('gmailYahooOnly', 'ada@outlook.com')).toBe(false);
  });
});
