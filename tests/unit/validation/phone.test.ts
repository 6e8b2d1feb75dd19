import { describe, expect, it } from 'vitest';
import {
  isValidMxMobile,
  isValidNgMobile,
  normalizeMxPhone,
  normalizeNgPhone,
} from '../../../services/validation';

describe('normalizeNgPhone (SPEC section 5, FAULTS F35)', () => {
  it.each([
    ['+234 0803 456 7890', '8034567890'],
    ['(0803) 456-7890', '8034567890'],
    ['23408034567890', '8034567890'],
    ['2348034567890', '8034567890'],
    ['+234 803 456 7890', '8034567890'],
    ['08034567890', '8034567890'],
    ['8034567890', '8034567890'],
    ['0803-456-7890 📞', '8034567890'],
    ['00234 803 456 7890', '8034567890'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeNgPhone(input)).toBe(expected);
  });
});

describe('isValidNgMobile', () => {
  // Source: NCC allocations as listed by nigeriaphonebook.com "Understanding Nigerian Phone Number Formats"
  // (MTN 0703 0706 0803 0806 0810 0813 0814 0816 0903 0906 0913 0916; Glo 0705 0805 0807 0811 0815 0905 0915;
  // Airtel 0701 0708 0802 0808 0812 0901 0902 0907 0912; 9mobile 0809 0817 0818 0908 0909) and
  // phoneng.vercel.app/docs/network-coverage (MTN 0704 0707, Airtel 0904 0911, Ntel 0804, Smile 0702, Mafab 0801).
  const PUBLISHED_PREFIXES = [
    '0703', '0706', '0803', '0806', '0810', '0813', '0814', '0816', '0903', '0906', '0913', '0916',
    '0705', '0805', '0807', '0811', '0815', '0905', '0915',
    '0701', '0708', '0802', '0808', '0812', '0901', '0902', '0907', '0912',
    '0809', '0817', '0818', '0908', '0909',
    '0704', '0707', '0904', '0911', '0804', '0702', '0801',
  ];

  it.each(PUBLISHED_PREFIXES)('accepts a number with prefix %s', (prefix) => {
    expect(isValidNgMobile(`${prefix}4567890`)).toBe(true);
  });

  it.each(['+234 0803 456 7890', '(0803) 456-7890', '23408034567890', '+2348034567890'])(
    'accepts the odd picked format %s',
    (input) => {
      expect(isValidNgMobile(input)).toBe(true);
    },
  );

  it.each([
    ['07004567890', '0700 is not a mobile prefix (nigeriaphonebook.com: "0700 is not assigned")'],
    ['014567890', 'Lagos landline 01'],
    ['0803456789', 'one digit short'],
    ['080345678901', 'one digit long'],
    ['', 'empty'],
  ])('rejects %s (%s)', (input) => {
    expect(isValidNgMobile(input)).toBe(false);
  });
});

describe('Mexican phones', () => {
  it.each([
    ['+52 55 1234 5678', '5512345678'],
    ['+52 1 55 1234 5678', '5512345678'],
    ['521 55 1234 5678', '5512345678'],
    ['044 55 1234 5678', '5512345678'],
    ['(55) 1234-5678', '5512345678'],
    ['0052 55 1234 5678', '5512345678'],
  ])('normalises %s -> %s', (input, expected) => {
    expect(normalizeMxPhone(input)).toBe(expected);
  });

  it('accepts 10 digits and rejects other lengths or an area code starting with 0/1', () => {
    expect(isValidMxMobile('+52 1 33 1234 5678')).toBe(true);
    expect(isValidMxMobile('551234567')).toBe(false);
    expect(isValidMxMobile('0512345678')).toBe(false);
  });

  it('rejects a US or Canadian number (+1): losing its 1 would make it a stranger\'s Mexican number (646 is Ensenada)', () => {
    expect(isValidMxMobile('+1 (213) 555-0123')).toBe(false);
    expect(isValidMxMobile('+1 646 555 0199')).toBe(false);
    expect(isValidMxMobile('1 646 555 0199')).toBe(false);
  });
});
