import { describe, expect, it } from 'vitest';
import { isValidCardNumber, passesLuhn } from '../../../services/validation';

describe('isValidCardNumber', () => {
  // Source: Stripe docs "Testing" (docs.stripe.com/testing), published test card numbers.
  it.each(['4242424242424242', '4000056655665556', '5555555555554444', '5200828282828210'])(
    'accepts the published test card %s',
    (card) => {
      expect(isValidCardNumber(card)).toBe(true);
    },
  );

  it('accepts the grouped form printed on the card', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
  });

  it.each([
    ['4242424242424241', 'Luhn fails'],
    ['378282246310005', '15-digit Amex (Stripe test card): not a 16-digit debit card'],
    ['42424242424242420', '17 digits'],
    ['', 'empty'],
  ])('rejects %s (%s)', (card) => {
    expect(isValidCardNumber(card)).toBe(false);
  });

  // Source: Wikipedia "Luhn algorithm" example 79927398713 (valid), 79927398710 (invalid).
  it('implements Luhn as published', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});
