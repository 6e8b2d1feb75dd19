import { describe, expect, it } from 'vitest';
import {
  isValidAddress,
  isValidBvn,
  isValidSparePhone,
  isValidWhatsapp,
} from '../../../services/validation';
import { PHONE_RULES } from '../../../services/validation/phoneRules';

describe('short fields', () => {
  it('address is 2 to 100 characters after trimming', () => {
    expect(isValidAddress('A')).toBe(false);
    expect(isValidAddress(' 12 ')).toBe(true);
    expect(isValidAddress('x'.repeat(100))).toBe(true);
    expect(isValidAddress('x'.repeat(101))).toBe(false);
  });

  it('WhatsApp is digits only, 10-11 in Nigeria and 10 in Mexico', () => {
    expect(isValidWhatsapp('08034567890', 'ng')).toBe(true);
    expect(isValidWhatsapp('8034567890', 'ng')).toBe(true);
    expect(isValidWhatsapp('080345678901', 'ng')).toBe(false);
    expect(isValidWhatsapp('0803 456 7890', 'ng')).toBe(false);
    expect(isValidWhatsapp('5512345678', 'mx')).toBe(true);
    expect(isValidWhatsapp('08034567890', 'mx')).toBe(false);
    // A WhatsApp number is a mobile: 800 is a Nigerian toll-free prefix, not a mobile one (NCC allocation).
    expect(isValidWhatsapp('08001234567', 'ng')).toBe(false);
    expect(isValidWhatsapp('09061234567', 'ng')).toBe(true);
    // Mexican numbers never start with 0 or 1.
    expect(isValidWhatsapp('1512345678', 'mx')).toBe(false);
  });

  it('spare phone is optional, digits only, at most 11 in Nigeria and 10 in Mexico', () => {
    expect(isValidSparePhone('', 'ng')).toBe(true);
    expect(isValidSparePhone('123', 'ng')).toBe(false);
    expect(isValidSparePhone('08031234567', 'ng')).toBe(true);
    expect(isValidSparePhone('080312345678', 'ng')).toBe(false);
    expect(isValidSparePhone('0803 123 456', 'ng')).toBe(false);
    expect(isValidSparePhone('5512345678', 'mx')).toBe(true);
    expect(isValidSparePhone('55123456789', 'mx')).toBe(false);
    // Digits that would lose their meaning once the prefix is stripped for sending ('803123456', '80312345').
    expect(isValidSparePhone('0803123456', 'ng')).toBe(false);
    expect(isValidSparePhone('23480312345', 'ng')).toBe(false);
    expect(isValidSparePhone('8031234567', 'ng')).toBe(true);
    expect(isValidSparePhone('00803123456', 'ng'), 'sent as 0803123456, which the server would cut again').toBe(false);
    // Whatever is accepted is sent normalised, and the server checks that again: it must pass.
    for (const typed of ['08031234567', '8031234567', '23480312345', '09012345678', '2348031234']) {
      if (isValidSparePhone(typed, 'ng')) expect(isValidSparePhone(PHONE_RULES.ng.normalize(typed), 'ng'), typed).toBe(true);
    }
  });

  it('BVN is 11 digits', () => {
    expect(isValidBvn('22123456789')).toBe(true);
    expect(isValidBvn('2212345678')).toBe(false);
    // As it is often copied: the separators are not part of the number.
    expect(isValidBvn('221 2345 6789')).toBe(true);
    expect(isValidBvn('221-2345-67890')).toBe(false);
    expect(isValidBvn('2212345678a')).toBe(false);
  });
});
