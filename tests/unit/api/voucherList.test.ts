import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { repayEndpoints as repay } from '../../../services/api/endpoints/repay';

const read = (list: unknown[]) => v.parse(repay.voucherList.data, { list }).list;

describe('the receipts sent (voucher list): one odd receipt never fails the list', () => {
  it('known statuses come through, as numbers or text', () => {
    const list = read([
      { voucherId: 'V1', imageUrl: 'a.jpg', status: 1, createdAt: 1, reason: '' },
      { voucherId: 'V2', imageUrl: 'b.jpg', status: '2', createdAt: 2, reason: '' },
      { voucherId: 'V3', imageUrl: 'c.jpg', status: 3, createdAt: 3, reason: 'blurry' },
    ]);
    expect(list.map((voucher) => voucher.status)).toEqual([1, 2, 3]);
  });

  it('an unknown or missing status reads as under review, and a date that cannot be read as unknown', () => {
    const list = read([
      { voucherId: 'V4', imageUrl: 'd.jpg', status: 4, createdAt: 'yesterday', reason: '' },
      { voucherId: 'V5', imageUrl: 'e.jpg' },
    ]);
    expect(list).toMatchObject([
      { voucherId: 'V4', status: 1, createdAt: null },
      { voucherId: 'V5', status: 1, createdAt: null },
    ]);
  });

  it('no receipts sent as a null or missing list is an empty list, not a failed read that hides the picker', () => {
    expect(v.parse(repay.voucherList.data, { list: null }).list).toEqual([]);
    expect(v.parse(repay.voucherList.data, {}).list).toEqual([]);
  });
});
