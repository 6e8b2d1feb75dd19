import { describe, expect, it } from 'vitest';
import { isValidPayoutAccount } from '../../../services/orders/payoutAccount';

// Published examples: Banamex CLABE 002115016003269411 (django-localflavor); Visa test card 4111111111111111.
describe('the payout account typed after a failed payout (FAULTS F39)', () => {
  it('Mexico takes a CLABE or a debit card with valid check digits, spaces allowed', () => {
    expect(isValidPayoutAccount('clabeOrCard', '002115016003269411')).toBe(true);
    expect(isValidPayoutAccount('clabeOrCard', '0021 1501 6003 2694 11')).toBe(true);
    expect(isValidPayoutAccount('clabeOrCard', '4111 1111 1111 1111')).toBe(true);
    expect(isValidPayoutAccount('clabeOrCard', '002115016003269412')).toBe(false);
    expect(isValidPayoutAccount('clabeOrCard', '4111111111111112')).toBe(false);
    expect(isValidPayoutAccount('clabeOrCard', '0123456789')).toBe(false);
  });

  it('Nigeria takes 10 digits', () => {
    expect(isValidPayoutAccount('nuban', '0123456789')).toBe(true);
    expect(isValidPayoutAccount('nuban', '012345678')).toBe(false);
  });
});
