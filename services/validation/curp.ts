/**
 * CURP (Clave Única de Registro de Población), 18 characters:
 * 4 letters, birth date YYMMDD, sex (H, M, or X for non-binary), 2-letter state of birth
 * (NE = born abroad), 3 internal consonants, a homoclave character (digit before 2000, letter from 2000)
 * and a check digit computed by RENAPO's algorithm.
 */

export const CURP_STATE_CODES = [
  'AS', 'BC', 'BS', 'CC', 'CL', 'CM', 'CS', 'CH', 'DF', 'DG', 'GT', 'GR', 'HG', 'JC', 'MC', 'MN',
  'MS', 'NT', 'NL', 'OC', 'PL', 'QT', 'QR', 'SP', 'SL', 'SR', 'TC', 'TS', 'TL', 'VZ', 'YN', 'ZS', 'NE',
] as const;

const CURP_PATTERN =
  /^[A-Z]{4}(\d{2})(\d{2})(\d{2})[HMX]([A-Z]{2})[B-DF-HJ-NP-TV-Z]{3}([0-9A-Z])(\d)$/;

// RENAPO dictionary: each character's value is its index (Ñ sits between N and O).
const CURP_DICTIONARY = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** Spaces and dashes are how a CURP is often copied (as an RFC is): not part of it. */
export function normalizeCurp(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CURP_DICTIONARY.indexOf(first17.charAt(i));
    if (value < 0) return -1;
    sum += value * (18 - i);
  }
  return (10 - (sum % 10)) % 10;
}

/** Century from the homoclave: a digit means born 1900-1999, a letter 2000 onwards. */
function curpBirthYear(yy: number, homoclave: string): number {
  return /\d/.test(homoclave) ? 1900 + yy : 2000 + yy;
}

export function isValidCurp(input: string): boolean {
  const curp = normalizeCurp(input);
  const match = CURP_PATTERN.exec(curp);
  if (!match) return false;
  const [, yy, mm, dd, state, homoclave, check] = match;
  if (!(CURP_STATE_CODES as readonly string[]).includes(state!)) return false;
  const year = curpBirthYear(Number(yy), homoclave!);
  if (!isCalendarDate(year, Number(mm), Number(dd))) return false;
  return curpCheckDigit(curp.slice(0, 17)) === Number(check);
}

export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
