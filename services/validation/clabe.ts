import { MX_BANK_CODES } from '../options/mxBanks';

/**
 * CLABE (Clave Bancaria Estandarizada), 18 digits: bank code (3), plaza/city (3), account (11), control digit.
 * The control digit uses weights 3,7,1 repeated, each product taken mod 10. The plaza code is NOT checked:
 * accounts from fintechs and STP carry plaza codes that are not on any city list.
 */
const WEIGHTS = [3, 7, 1] as const;

export function normalizeClabe(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

export function clabeControlDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (Number(first17.charAt(i)) * WEIGHTS[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

export function clabeBankCode(input: string): string {
  return normalizeClabe(input).slice(0, 3);
}

export function isValidClabe(input: string): boolean {
  const clabe = normalizeClabe(input);
  if (!/^\d{18}$/.test(clabe)) return false;
  if (!MX_BANK_CODES.has(clabe.slice(0, 3))) return false;
  return clabeControlDigit(clabe.slice(0, 17)) === Number(clabe.charAt(17));
}
