/**
 * NUBAN (Nigeria Uniform Bank Account Number): a 10-digit account number, 9 serial digits and a check digit.
 * CBN revised standard (March 2020): the check digit is computed over a 6-digit institution code plus the
 * 9-digit serial with weights 3,7,3 repeated; a 3-digit bank code gets 3 leading zeros ('011' -> '000011'),
 * a 5-digit OFI code a leading '9' ('50547' -> '950547'), a 6-digit code is used as is. With '000' padding
 * the result equals the original 2010 rule over the 3-digit code.
 */
const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

export function toNubanInstitutionCode(bankCode: string): string | null {
  if (/^\d{3}$/.test(bankCode)) return `000${bankCode}`;
  if (/^\d{5}$/.test(bankCode)) return `9${bankCode}`;
  if (/^\d{6}$/.test(bankCode)) return bankCode;
  return null;
}

export function nubanCheckDigit(bankCode: string, serial: string): number | null {
  const institution = toNubanInstitutionCode(bankCode);
  if (institution === null || !/^\d{9}$/.test(serial)) return null;
  const digits = institution + serial;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) sum += Number(digits.charAt(i)) * WEIGHTS[i]!;
  return (10 - (sum % 10)) % 10;
}

export function normalizeAccountNumber(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

export function isValidNuban(bankCode: string, account: string): boolean {
  const normalized = normalizeAccountNumber(account);
  if (!/^\d{10}$/.test(normalized)) return false;
  return nubanCheckDigit(bankCode, normalized.slice(0, 9)) === Number(normalized.charAt(9));
}
