/**
 * Mobile numbers as the sandbox stores them. Nigeria follows SPEC section 5 (strip non-digits, then a
 * leading 2340, 234 or 0) giving the 10-digit national number; Mexico strips non-digits and a leading
 * 52 (or 521) giving 10 digits. Kept here because services/validation has no shared normaliser yet.
 */
export type Market = 'ng' | 'mx';

export function normalizeMobile(input: string, market: Market): string {
  const digits = input.replace(/\D/g, '');
  if (market === 'mx') {
    if (digits.length === 13 && digits.startsWith('521')) return digits.slice(3);
    if (digits.length === 12 && digits.startsWith('52')) return digits.slice(2);
    return digits;
  }
  for (const prefix of ['2340', '234', '0']) {
    if (digits.startsWith(prefix) && digits.length - prefix.length >= 10) return digits.slice(prefix.length);
  }
  return digits;
}

export function isValidMobile(normalized: string, market: Market): boolean {
  return market === 'mx' ? /^[1-9]\d{9}$/.test(normalized) : /^[789]\d{9}$/.test(normalized);
}
