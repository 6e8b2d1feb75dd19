import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { repayEndpoints as repay } from '../../../services/api/endpoints/repay';
import { supportEndpoints as support } from '../../../services/api/endpoints/support';

const MS = Date.UTC(2027, 0, 15, 9, 30);
const SECONDS = MS / 1000;

describe('dates the server may send in seconds or milliseconds (never shown as 1970)', () => {
  it.each([
    ['milliseconds', MS],
    ['seconds', SECONDS],
    ['digits as text', String(SECONDS)],
  ])('a ticket created at %s', (_, createTime) => {
    const ticket = { id: 7, type: 1, status: 1, description: 'x', contact: 'a@b.mx', createTime };
    const { list } = v.parse(support.feedbackList.data, { list: [ticket], total: 1 });
    expect(list[0]?.createTime).toBe(MS);
  });

  it('a coupon valid until a time in seconds, and an OXXO reference expiring in seconds', () => {
    const { list } = v.parse(repay.coupons.data, { list: [{ couponId: 'C1', kind: 'repayNow', amount: 50, expiresAt: SECONDS }] });
    expect(list[0]?.expiresAt).toBe(MS);
    expect(v.parse(repay.oxxoReference.data, { reference: '9300', amount: 10, expiresAt: SECONDS }).expiresAt).toBe(MS);
  });

  it('a date that cannot be read is unknown (null), and the answer is still read', () => {
    const ticket = { id: 7, type: 1, status: 1, description: 'x', contact: 'a@b.mx', createTime: 'soon' };
    expect(v.parse(support.feedbackList.data, { list: [ticket], total: 1 }).list[0]?.createTime).toBeNull();
  });
});
