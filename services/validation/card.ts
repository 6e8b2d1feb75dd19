import { passesLuhn } from './luhn';

/** Debit card number: 16 digits with a Luhn check digit. Spaces and dashes are ignored. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

export function isValidCardNumber(input: string): boolean {
  const card = normalizeCardNumber(input);
  return /^\d{16}$/.test(card) && passesLuhn(card);
}
