import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loanEndpoints as loan } from '../../../services/api/endpoints/loan';
import { repayEndpoints as repay } from '../../../services/api/endpoints/repay';
import { supportEndpoints as support, ticketSchema } from '../../../services/api/endpoints/support';

/**
 * "None" as many servers send it: `null` (a nil slice marshals so) or no field at all. Each is the
 * empty list, so the screen shows its empty state, never "Request failed" with a Retry that cannot help.
 */
const lists = {
  'loan records': loan.list.data,
  coupons: repay.coupons.data,
  'used coupons': repay.couponUsed.data,
  receipts: repay.voucherList.data,
  tickets: support.feedbackList.data,
  'ticket messages': support.feedbackLeaveMessages.data,
  FAQ: support.feedbackFaq.data,
  'marketplace orders': support.marketOrderList.data,
  'marketplace products': support.marketProductList.data,
  'marketplace repayments': support.marketRepayProducts.data,
  'marketplace lending record': support.marketLendingRecord.data,
};

describe('an empty list sent as null or left out', () => {
  it.each(Object.entries(lists))('%s: null is no items', (_name, schema) => {
    expect(v.parse(schema, { list: null, total: 0 })).toMatchObject({ list: [] });
  });

  it.each(Object.entries(lists))('%s: a missing list is no items', (_name, schema) => {
    expect(v.parse(schema, { total: 0 })).toMatchObject({ list: [] });
  });

  it('the marketplace index with products: null offers none', () => {
    expect(v.parse(support.marketIndex.data, { products: null }).products).toEqual([]);
  });

  it('a ticket with null for its account, photos or a product with null tags still reads', () => {
    const ticket = v.parse(ticketSchema, { id: 1, type: 3, status: 1, description: 'Hi', receiverAccount: null, images: null, contact: null, createTime: 1 });
    expect(ticket).toMatchObject({ receiverAccount: '', images: [], contact: '' });
    const [product] = v.parse(support.marketProductList.data, {
      list: [{ productId: 'P1', name: 'Quick', minAmount: 1000, maxAmount: 5000, termDays: 14, dailyRate: 0.1, tags: null }],
    }).list;
    expect(product?.tags).toEqual([]);
  });

  it('a list that is not a list still fails the answer', () => {
    expect(v.safeParse(support.feedbackList.data, { list: 'none', total: 0 }).success).toBe(false);
    expect(v.safeParse(repay.coupons.data, { list: {} }).success).toBe(false);
  });
});
