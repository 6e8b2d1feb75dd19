import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { couponsMachine } from '../../machines/coupons/coupons.machine';
import type { DrawOutcome, SummaryOutcome, UseOutcome } from '../../machines/coupons/coupons.types';

const summary: SummaryOutcome = {
  ok: true,
  summary: {
    coupons: [{ couponId: 'CP1', kind: 'repayNow', amount: 100, expiresAt: null, usedAt: null }],
    drawChances: 1,
    showDraw: true,
  },
};

describe('coupons journeys (FAULTS F49)', () => {
  it('a double tap on "use coupon" sends one request with one key', async () => {
    const use = vi.fn(async (): Promise<UseOutcome> => ({ ok: true, unrepaidAmount: 5274 }));
    const draw = vi.fn(async (): Promise<DrawOutcome> => ({ ok: true, prize: null }));
    const actor = createActor(
      couponsMachine.provide({
        actors: { loadCoupons: fromPromise(async (): Promise<SummaryOutcome> => summary), useCoupon: fromPromise(use), drawPrize: fromPromise(draw) },
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'coupons.useRequested', couponId: 'CP1' });
    actor.send({ type: 'coupons.useRequested', couponId: 'CP1' });
    actor.send({ type: 'coupons.drawRequested' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.appliedCouponId === 'CP1');
    expect(use).toHaveBeenCalledTimes(1);
    expect(draw).not.toHaveBeenCalled();
  });

  it('F8: using a coupon is tagged moneyPost while in flight, so the shell asks before Back', async () => {
    let answer: (outcome: UseOutcome) => void = () => undefined;
    const actor = createActor(
      couponsMachine.provide({
        actors: {
          loadCoupons: fromPromise(async (): Promise<SummaryOutcome> => summary),
          useCoupon: fromPromise(() => new Promise<UseOutcome>((resolve) => (answer = resolve))),
          drawPrize: fromPromise(async (): Promise<DrawOutcome> => ({ ok: true, prize: null })),
        },
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().hasTag('moneyPost')).toBe(false);
    actor.send({ type: 'coupons.useRequested', couponId: 'CP1' });
    expect(actor.getSnapshot().hasTag('moneyPost')).toBe(true);
    answer({ ok: true, unrepaidAmount: 5274 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.appliedCouponId === 'CP1');
    expect(actor.getSnapshot().hasTag('moneyPost')).toBe(false);
  });

  it('no draw without a chance', async () => {
    const draw = vi.fn(async (): Promise<DrawOutcome> => ({ ok: true, prize: null }));
    const actor = createActor(
      couponsMachine.provide({
        actors: {
          loadCoupons: fromPromise(async (): Promise<SummaryOutcome> => ({ ok: true, summary: { coupons: [], drawChances: 0, showDraw: false } })),
          useCoupon: fromPromise(async (): Promise<UseOutcome> => ({ ok: true, unrepaidAmount: 0 })),
          drawPrize: fromPromise(draw),
        },
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'coupons.drawRequested' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(draw).not.toHaveBeenCalled();
  });
});
