import type { MarketProfile } from '../markets/markets';
import { isValidCardNumber, isValidClabe } from '../validation';

/** Digits only: borrowers paste numbers with spaces and dashes. */
export function normalizePayoutAccount(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The payout account a borrower may change to after a failed payout (SPEC section 5): a 10-digit
 * Nigerian account, or an 18-digit CLABE / 16-digit card in Mexico. The bank's own NUBAN check
 * runs where the bank is chosen (KYC bank card); here the bank stays the one on file.
 */
export function isValidPayoutAccount(kind: MarketProfile['bankAccount'], input: string): boolean {
  const digits = normalizePayoutAccount(input);
  if (kind === 'nuban') return /^\d{10}$/.test(digits);
  return isValidClabe(digits) || isValidCardNumber(digits);
}
