import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createCouponsActors } from '../../machines/coupons/coupons.actors';
import type { ApiClient } from '../../services/api/client';
import { ApiFault } from '../../services/api/result';

const coupon = { couponId: 'C1', kind: 'repayNow', amount: 100, expiresAt: null, usedAt: null };

describe('loading the coupons', () => {
  it('shows the coupons the borrower owns when the lucky-draw check fails, without the draw', async () => {
    const api = {
      call: async (endpoint: { path: string }) => {
        if (endpoint.path === '/lottery-draw/is-show') throw new ApiFault('http', endpoint.path);
        return { ok: true, data: { list: [coupon] } };
      },
    } as unknown as ApiClient;
    const actor = createActor(createCouponsActors({ api }).loadCoupons).start();
    await expect(toPromise(actor)).resolves.toEqual({ ok: true, summary: { coupons: [coupon], drawChances: 0, showDraw: false } });
  });

  it('leaves out a coupon the list says was used: it could not be used again', async () => {
    const used = { ...coupon, couponId: 'C2', usedAt: 1_764_000_000_000 };
    const api = {
      call: async (endpoint: { path: string }) =>
        endpoint.path === '/lottery-draw/coupons' ? { ok: true, data: { list: [used, coupon] } } : { ok: true, data: { show: false, chances: 0 } },
    } as unknown as ApiClient;
    const outcome = await toPromise(createActor(createCouponsActors({ api }).loadCoupons).start());
    expect(outcome).toEqual({ ok: true, summary: { coupons: [coupon], drawChances: 0, showDraw: false } });
  });

  it('still fails when the coupons themselves cannot be read', async () => {
    const api = {
      call: async (endpoint: { path: string }) => {
        if (endpoint.path === '/lottery-draw/coupons') throw new ApiFault('http', endpoint.path);
        return { ok: true, data: { show: true, chances: 1 } };
      },
    } as unknown as ApiClient;
    await expect(toPromise(createActor(createCouponsActors({ api }).loadCoupons).start())).rejects.toBeInstanceOf(ApiFault);
  });
});
