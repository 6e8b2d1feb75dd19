import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../services/api/endpoints';

// The confirm screen asks for consent to the offer's cost: an offer that does not say it is refused
// as malformed (the screen then says the request failed, with Retry), not shown as a row of dashes.
describe('the offer before the borrower commits', () => {
  const offer = endpoints.loan.confirmProductInfo.data;
  const readable = { orderNo: 'N1', loanAmount: '5,000.00', repayAmount: 5600, duration: 14, fee: 409.5, feeTax: 73.71, interest: 57.53, disbursalAmount: 4516.79 };
  const accepts = (answer: object) => v.safeParse(offer, answer).success;

  it('is taken when it says the amount, the repayment and the term or due date', () => {
    expect(accepts(readable)).toBe(true);
    expect(accepts({ ...readable, duration: null, dueDate: '2026-12-10' })).toBe(true);
    expect(accepts({ ...readable, duration: undefined, dueDate: 1_796_000_000 })).toBe(true);
  });

  it('is refused without a readable amount and repayment above zero', () => {
    expect(accepts({ ...readable, loanAmount: null })).toBe(false);
    expect(accepts({ ...readable, loanAmount: 'five thousand' })).toBe(false);
    expect(accepts({ ...readable, repayAmount: undefined })).toBe(false);
    expect(accepts({ ...readable, repayAmount: -1 })).toBe(false);
    expect(accepts({ ...readable, loanAmount: 0 })).toBe(false);
  });

  it('is refused without what it costs or what reaches the account: fees are deducted up front', () => {
    expect(accepts({ ...readable, disbursalAmount: undefined })).toBe(false);
    expect(accepts({ ...readable, disbursalAmount: 0 })).toBe(false);
    expect(accepts({ ...readable, fee: '409,50' })).toBe(false);
    expect(accepts({ ...readable, feeTax: null })).toBe(false);
    expect(accepts({ ...readable, interest: -1 })).toBe(false);
    // A cost of nothing is a cost said.
    expect(accepts({ ...readable, fee: 0, feeTax: 0 })).toBe(true);
  });

  it('is refused when it says neither a term of one day or more nor a believable due date', () => {
    expect(accepts({ ...readable, duration: null })).toBe(false);
    expect(accepts({ ...readable, duration: null, dueDate: 'soon' })).toBe(false);
    expect(accepts({ ...readable, duration: 0 })).toBe(false);
    expect(accepts({ ...readable, duration: -5 })).toBe(false);
  });
});
