import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../services/api/endpoints';

describe('yes/no fields the server sends as 1/0', () => {
  it.each([
    [true, true],
    [1, true],
    [false, false],
    [0, false],
  ])('canCancel %s reads as %s, and the cancel screen is read', (canCancel, expected) => {
    expect(v.parse(endpoints.loan.hasCancelLoan.data, { canCancel }).canCancel).toBe(expected);
  });

  it('a ticket type open for a new ticket, sent as 1', () => {
    expect(v.parse(endpoints.support.feedbackCanHandle.data, { canHandle: 1 }).canHandle).toBe(true);
  });

  it('a yes/no that is neither still fails the answer: a decision is not guessed', () => {
    expect(v.safeParse(endpoints.auth.existsByMobile.data, { exists: 'yes' }).success).toBe(false);
    expect(v.safeParse(endpoints.auth.existsByMobile.data, { exists: 2 }).success).toBe(false);
  });
});
