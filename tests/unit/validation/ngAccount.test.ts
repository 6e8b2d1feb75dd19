import { describe, expect, it } from 'vitest';
import { isValidNgAccountNumber } from '../../../services/validation';

describe('isValidNgAccountNumber', () => {
  // Source: CBN NUBAN proposals v0.4 (2010) First Bank example 0000014579.
  it('enforces the NUBAN check digit for a commercial bank', () => {
    expect(isValidNgAccountNumber('011', '0000014579')).toBe(true);
    expect(isValidNgAccountNumber('011', '0000014578')).toBe(false);
  });

  it('accepts a phone-number account at a wallet (OPay) without a check digit', () => {
    expect(isValidNgAccountNumber('999992', '8031234567')).toBe(true);
  });

  it('checks only the shape for a bank code it does not know', () => {
    expect(isValidNgAccountNumber('99999', '1234567890')).toBe(true);
    expect(isValidNgAccountNumber('99999', '123456789')).toBe(false);
  });

  it('always needs 10 digits', () => {
    expect(isValidNgAccountNumber('999992', '803123456')).toBe(false);
    expect(isValidNgAccountNumber('999992', '80312345678')).toBe(false);
  });
});
