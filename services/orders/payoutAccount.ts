import type { MarketProfile } from '../markets/markets';
import { isValidCardNumber, isValidClabe } from '../validation';
import { isValidNuban } from '../validation/nuban';

/** Digits only: borrowers paste numbers with spaces and dashes. */
export function normalizePayoutAccount(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The payout account a borrower may change to after a failed payout (SPEC section 5): a 10-digit
 * Nigerian account, or an 18-digit CLABE / 16-digit card in Mexico. In Nigeria the NUBAN check digit
 * is checked when another bank is chosen and that bank's numbers carry one; the bank on file is not
 * known by code, so its numbers are checked for shape only (the server checks the rest).
 */
export function isValidPayoutAccount(
  kind: MarketProfile['bankAccount'],
  input: string,
  bank: { code: string; checksNuban: boolean } | null = null,
): boolean {
  const digits = normalizePayoutAccount(input);
  if (kind === 'nuban') return bank?.checksNuban ? isValidNuban(bank.code, digits) : /^\d{10}$/.test(digits);
  return isValidClabe(digits) || isValidCardNumber(digits);
}
