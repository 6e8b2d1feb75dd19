import { passesLuhn } from './luhn';

/**
 * NSS (Número de Seguridad Social, IMSS): 11 digits; the 11th is a Luhn check digit over the first 10
 * (weights 1,2,1,2,... from the left, two-digit products summed digit by digit).
 */
export function normalizeNss(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

export function isValidNss(input: string): boolean {
  const nss = normalizeNss(input);
  return /^\d{11}$/.test(nss) && passesLuhn(nss);
}
