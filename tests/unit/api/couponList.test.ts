import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { repayEndpoints } from '../../../services/api/endpoints/repay';

describe('the coupon list as read from the server', () => {
  it('leaves out a coupon without an id, which could be neither used nor told apart', () => {
    const answer = {
      list: [
        { kind: 'repayNow', amount: '100' },
        { couponId: '', kind: 'luckyDraw', amount: '50' },
        { couponId: 'CP1', kind: 'repayNow', amount: '200' },
      ],
    };
    for (const endpoint of [repayEndpoints.coupons, repayEndpoints.couponUsed]) {
      expect(v.parse(endpoint.data, answer).list.map((coupon) => coupon.couponId)).toEqual(['CP1']);
    }
  });
});
