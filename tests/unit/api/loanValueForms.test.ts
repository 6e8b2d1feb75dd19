import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../services/api/endpoints';

/**
 * FAULTS F46 on the way to a loan: the forms of a value that `/loan/loan-order/latest` already reads
 * (an order number as a number, a term or step code as text) must not fail the borrow and confirm
 * screens, or an approved borrower whose home shows Get money could never get the money.
 */
describe('value forms the borrow and confirm screens read as home does', () => {
  it('the offer: an order number as a number, a step code and a term as text, a rate as text', () => {
    const offer = v.parse(endpoints.loan.confirmProductInfo.data, {
      orderNo: 12345,
      stepCode: '18',
      loanAmount: 5000,
      duration: '91',
      repayAmount: 5373.97,
      fee: '409.50',
      feeTax: 73.71,
      interest: 57.53,
      disbursalAmount: '4,516.79',
      feeTaxRate: '0.18',
      apr: 'n/a',
    });
    expect(offer).toMatchObject({ orderNo: '12345', stepCode: 18, duration: 91, feeTaxRate: null, apr: null });
  });

  it('the terms to choose from: amounts and terms as text; what cannot be read is left out', () => {
    const terms = v.parse(endpoints.loan.stepAmount.data, {
      amounts: ['1,000.00', '5,000.00', 'lots'],
      durations: ['91', 180],
      limit: '5000',
      defaultDuration: '91',
    });
    expect(terms).toMatchObject({ amounts: [1000, 5000], durations: [91, 180], limit: null, defaultDuration: 91 });
    expect(v.safeParse(endpoints.loan.stepAmount.data, { amounts: ['lots'], durations: [91] }).success, 'nothing to choose').toBe(false);
  });

  it('an order whose penalty rate is text, or account a number, still reads', () => {
    const list = v.parse(endpoints.loan.latest.data, { orderNo: 'N1', stepCode: 2, penaltyRate: '0.02', bankAccount: 1234567890 });
    expect(list).toMatchObject({ penaltyRate: null, bankAccount: '1234567890' });
  });
});
