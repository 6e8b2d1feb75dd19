import { describe, expect, it } from 'vitest';
import { isValidNss } from '../../../services/validation';

describe('isValidNss', () => {
  it.each([
    // Source: "Estructura de RFC y NSS" (scribd.com/document/452837886), worked example 92-91-90-8443-1.
    '92919084431',
    // Source: nihilipster.dev "Dígito verificador del IMSS", examples 01-04 (after imss-ayuda.blogspot.com).
    '30906824930',
    '17805816448',
    '67897351804',
    '12345678903',
  ])('accepts the published NSS %s', (nss) => {
    expect(isValidNss(nss)).toBe(true);
  });

  it('accepts the dashed form AABBCCDDEE-F', () => {
    expect(isValidNss('9291908443-1')).toBe(true);
  });

  it.each([
    ['92919084432', 'wrong check digit'],
    ['12345678904', 'wrong check digit'],
    ['1234567890', '10 digits'],
    ['123456789031', '12 digits'],
    ['1234567890A', 'letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (nss) => {
    expect(isValidNss(nss)).toBe(false);
  });
});
