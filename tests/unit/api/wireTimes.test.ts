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

  it('a coupon used at a time in seconds shows that day, and one used at a time that cannot be read is still used', () => {
    const read = (usedAt: unknown) => v.parse(repay.coupons.data, { list: [{ couponId: 'C1', kind: 'repayNow', amount: 50, usedAt }] }).list[0]?.usedAt;
    expect(read(SECONDS)).toBe(MS);
    expect(read(String(MS))).toBe(MS);
    expect(read('yesterday')).toBe(true);
    expect(read(null)).toBeNull();
  });

  it('repayment and rollover dates sent as moments are read as moments, not shown as unknown', () => {
    const detail = v.parse(repay.detail.data, { orderNo: 'O1', stepCode: 2, dueDate: MS, overdueDays: '3' });
    expect(detail.dueDate).toBe(new Date(MS).toISOString());
    expect(detail.overdueDays).toBe(3);
    const offer = v.parse(repay.extensionData.data, { orderNo: 'O1', extensionDays: 7, extensionFee: 250, dueDate: '2027-01-15', newDueDate: SECONDS });
    expect(offer.dueDate).toBe('2027-01-15');
    expect(offer.newDueDate).toBe(new Date(MS).toISOString());
    expect(v.parse(repay.updateExtensionOrderStatus.data, { extensionOrderNo: 'E1', status: 'success', dueDate: 'later' }).dueDate).toBe('');
  });
});
