import { isCalendarDate } from './curp';

/**
 * RFC (Registro Federal de Contribuyentes): persona física 13 characters (4 letters), persona moral 12
 * (3 letters); letters may include Ñ and &; then YYMMDD and a 3-character homoclave whose last character is
 * a check digit. About 1.5 % of real, SAT-issued RFCs fail the check digit, so a mismatch is only a warning.
 */
export interface RfcResult {
  valid: boolean;
  checkDigitWarning: boolean;
}

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A\d])$/;

// SAT dictionary for the check digit: '&' is 24, space 37, 'Ñ' 38.
const RFC_DICTIONARY = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

export function normalizeRfc(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export function rfcCheckDigit(rfcWithoutCheck: string): string {
  const padded = rfcWithoutCheck.length === 11 ? ` ${rfcWithoutCheck}` : rfcWithoutCheck;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    sum += Math.max(0, RFC_DICTIONARY.indexOf(padded.charAt(i))) * (13 - i);
  }
  const remainder = sum % 11;
  if (remainder === 0) return '0';
  const digit = 11 - remainder;
  return digit === 10 ? 'A' : String(digit);
}

/** The century is not encoded; any year that makes the date real is accepted. */
function isRfcDate(yy: number, mm: number, dd: number): boolean {
  return isCalendarDate(1900 + yy, mm, dd) || isCalendarDate(2000 + yy, mm, dd);
}

export function isValidRfc(input: string): RfcResult {
  const rfc = normalizeRfc(input);
  const match = RFC_PATTERN.exec(rfc);
  if (!match) return { valid: false, checkDigitWarning: false };
  const [, , yy, mm, dd, , check] = match;
  if (!isRfcDate(Number(yy), Number(mm), Number(dd))) return { valid: false, checkDigitWarning: false };
  return { valid: true, checkDigitWarning: rfcCheckDigit(rfc.slice(0, -1)) !== check };
}
