/**
 * CLABE (Clave Bancaria Estandarizada), 18 digits: bank code (3), plaza/city (3), account (11), control digit.
 * The control digit uses weights 3,7,1 repeated, each product taken mod 10 (every single mistyped digit
 * changes it). The plaza code is NOT checked: accounts from fintechs and STP carry plaza codes that are
 * not on any city list. Nor is the bank code checked against a list kept in the app: banks keep joining
 * SPEI (Hey Banco, Revolut, Clip...), so the server's bank look-up (`/user/getBankBranch`) decides
 * whether it can pay into the bank, as the server's bank list does for Nigerian account numbers.
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
  return clabeControlDigit(clabe.slice(0, 17)) === Number(clabe.charAt(17));
}
