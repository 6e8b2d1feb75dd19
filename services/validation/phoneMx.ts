/**
 * Mexican phone numbers: 10 digits since the 2019 numbering plan. Older formats still seen in contact lists:
 * '+52 1 55 ...' (mobile prefix 1 after the country code) and '044 55 ...' / '045 55 ...' (local mobile
 * dialling prefixes); they are stripped to the 10-digit number.
 */
export function normalizeMxPhone(input: string): string {
  // '0052...' is the international dialling form of '+52...'.
  const digits = input.replace(/\D/g, '').replace(/^00(?=52\d{10,11}$)/, '');
  if (digits.length === 13 && digits.startsWith('521')) return digits.slice(3);
  if (digits.length === 12 && digits.startsWith('52')) return digits.slice(2);
  if (digits.length === 13 && /^04[45]/.test(digits)) return digits.slice(3);
  // Not '1' + 10 digits: that is a US or Canadian number (+1), never someone's Mexican one.
  return digits;
}

/** 10 digits; Mexican area codes never start with 0 or 1. */
export function isValidMxMobile(input: string): boolean {
  return /^[2-9]\d{9}$/.test(normalizeMxPhone(input));
}
