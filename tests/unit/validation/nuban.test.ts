import { describe, expect, it } from 'vitest';
import { isValidNuban, nubanCheckDigit, toNubanInstitutionCode } from '../../../services/validation';

describe('isValidNuban', () => {
  // Source: CBN "Proposals on the implementation of NUBAN scheme" v0.4 (2010), worked examples for First Bank
  // (011): serial 000001457 -> 0000014579; serial 000000022 -> 0000000220.
  it.each([
    ['011', '0000014579'],
    ['011', '0000000220'],
    // Source: Zifah/Nigeria-Bank-Account-NUBAN-Algorithm README: 5050114930 is valid for Providus (101),
    // Standard Chartered (068), Wema (035) and Zenith (057).
    ['101', '5050114930'],
    ['068', '5050114930'],
    ['035', '5050114930'],
    ['057', '5050114930'],
  ])('accepts the published account %s / %s', (bank, account) => {
    expect(isValidNuban(bank, account)).toBe(true);
  });

  it.each([
    ['011', '0000014578', 'CBN example with the check digit changed'],
    ['044', '5050114930', 'Zifah example under a bank it is not valid for (Access)'],
    ['011', '000001457', '9 digits'],
    ['011', '00000145790', '11 digits'],
    ['011', '000001457A', 'letter'],
    ['11', '0000014579', '2-digit bank code'],
  ])('rejects %s / %s (%s)', (bank, account) => {
    expect(isValidNuban(bank, account)).toBe(false);
  });

  // Source: CBN "Revised standards on NUBAN for banks and OFIs" (March 2020), as quoted by BusinessDay:
  // "'011' and '232' become '000011' and '000232'"; OFIs: "'50547' becomes '950547'".
  it('pads institution codes as the 2020 standard says', () => {
    expect(toNubanInstitutionCode('011')).toBe('000011');
    expect(toNubanInstitutionCode('232')).toBe('000232');
    expect(toNubanInstitutionCode('50547')).toBe('950547');
    expect(toNubanInstitutionCode('090267')).toBe('090267');
    expect(toNubanInstitutionCode('1234')).toBeNull();
  });

  it('gives the same result for a 3-digit code and its 6-digit 000-padded form', () => {
    expect(isValidNuban('000011', '0000014579')).toBe(true);
    expect(isValidNuban('000101', '5050114930')).toBe(true);
  });

  it('weights all 15 digits (3,7,3 repeated) for a 5-digit OFI code padded to 6', () => {
    // By hand, with the CBN serial 000001457 (serial part 71, as in the CBN example where 011 adds 10 -> 81):
    // 950547 -> 9*3 + 5*7 + 0*3 + 5*3 + 4*7 + 7*3 = 126; 126 + 71 = 197; 10 - 7 = 3.
    expect(nubanCheckDigit('50547', '000001457')).toBe(3);
    expect(isValidNuban('50547', '0000014573')).toBe(true);
    expect(isValidNuban('950547', '0000014573')).toBe(true);
    expect(isValidNuban('50547', '0000014579')).toBe(false);
  });
});
