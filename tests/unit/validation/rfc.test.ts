import { describe, expect, it } from 'vitest';
import { isValidRfc } from '../../../services/validation';

// Source: python-stdnum tests/test_mx_rfc.doctest, https://github.com/arthurdejong/python-stdnum :
// "found online and should all be valid numbers ... all have valid check digits".
const PUBLISHED_VALID_RFCS = [
  '&&&030828PX7', // persona moral made of '&'
  '&JE040614N51',
  'AA&0607148I0',
  'AP&0305026J9',
  'B&D9605298Y3',
  'MUÑ110218LJ6', // persona moral with Ñ
  // From the same file's second list ("check digit does not validate"); with the SAT dictionary (Ñ = 38)
  // their check digits do validate, in python-stdnum's own calc_check_digit too (Python 3 run, 2026).
  'AÑE9902224Z4',
  'BAÑ930616R66',
  'NIÑ7409256U1',
  'AAAA791128D63', // persona física
  'GOAJ7101257MA',
  'CGB000229SW0', // founded 29 Feb 2000
  'YAT000229588',
  'SOR9403107MA',
  'ZZE040708QJ9',
];

// Same source, second list: in use and confirmed on the SAT portal, but the check digit does not validate
// (the ~1.5 % FAULTS warns about).
const PUBLISHED_RFCS_FAILING_CHECK_DIGIT = [
  'BABC300126Q66',
  'AAC0903183F6',
  'DEKR6305193Q2',
  // From the doctest's check-digit section: 'SIN 931116 9P8' is valid but fails validate_check_digits.
  'SIN9311169P8',
  'COCA8007229UA',
  'TPM06111759A',
];

describe('isValidRfc', () => {
  it.each(PUBLISHED_VALID_RFCS)('accepts %s without a warning', (rfc) => {
    expect(isValidRfc(rfc)).toEqual({ valid: true, checkDigitWarning: false });
  });

  it.each(PUBLISHED_RFCS_FAILING_CHECK_DIGIT)('accepts the real RFC %s with only a check-digit warning', (rfc) => {
    expect(isValidRfc(rfc)).toEqual({ valid: true, checkDigitWarning: true });
  });

  // Source: SAT's generic RFC for "público en general" (Anexo 20, CFDI); it does not carry a valid check digit.
  it('accepts the SAT generic RFC XAXX010101000 with a warning', () => {
    expect(isValidRfc('XAXX010101000')).toEqual({ valid: true, checkDigitWarning: true });
  });

  it('accepts the spaced form printed on SAT documents', () => {
    // python-stdnum doctest formats: 'ZUTA 770215 LK0'
    expect(isValidRfc('VSM 140430 NQA').valid).toBe(true);
    expect(isValidRfc('zuta-770215-lk0').valid).toBe(true);
  });

  it.each([
    ['ABCD123456', 'date 34/56 and no homoclave (stdnum doctest)'],
    ['AKJ970902', 'persona moral without homoclave (stdnum doctest)'],
    ['SIN9313169P8', 'month 13'],
    ['AAAA790230D63', '30 February'],
    ['AAAA791128D6', 'too short for a persona física'],
    ['AAAAA791128D63', 'five letters'],
    ['AA1A791128D63', 'digit among the letters'],
    ['', 'empty'],
  ])('rejects %s (%s)', (rfc) => {
    expect(isValidRfc(rfc).valid).toBe(false);
  });
});
