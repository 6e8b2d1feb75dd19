import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { couponsKeyActions, couponsMachine } from '../../machines/coupons/coupons.machine';
import type { DrawOutcome, SummaryOutcome, UseOutcome } from '../../machines/coupons/coupons.types';
import { ApiFault } from '../../services/api/result';
import { sequentialKeys } from './sequentialKeys';

const coupon = { couponId: 'CP1', kind: 'repayNow' as const, amount: 100, expiresAt: null, usedAt: null };
const summary: SummaryOutcome = { ok: true, summary: { coupons: [coupon], drawChances: 1, showDraw: true } };

describe('coupons journeys (FAULTS F49)', () => {
  it('a double tap on "use coupon" sends one request with one key', async () => {
    const use = vi.fn(async (): Promise<UseOutcome> => ({ ok: true, unrepaidAmount: 5274 }));
    const draw = vi.fn(async (): Promise<DrawOutcome> => ({ ok: true, prize: null }));
    const actor = createActor(
      couponsMachine.provide({
        actors: { loadCoupons: fromPromise(async (): Promise<SummaryOutcome> => summary), useCoupon: fromPromise(use), drawPrize: fromPromise(draw) },
        actions: couponsKeyActions(sequentialKeys()),
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
        actions: couponsKeyActions(sequentialKeys()),
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
        actions: couponsKeyActions(sequentialKeys()),
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'coupons.drawRequested' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(draw).not.toHaveBeenCalled();
  });

  it('a refused draw or coupon reads the list again: a chance used up elsewhere or an expired coupon is not offered again, and the refusal stays said', async () => {
    const lists: SummaryOutcome[] = [
      summary,
      { ok: true, summary: { coupons: [coupon], drawChances: 0, showDraw: false } },
      { ok: true, summary: { coupons: [], drawChances: 0, showDraw: false } },
    ];
    const load = vi.fn(async (): Promise<SummaryOutcome> => lists.shift()!);
    const refusal = (serverMessage: string) => ({ ok: false as const, error: { code: 'business' as const, serverMessage } });
    const actor = createActor(
      couponsMachine.provide({
        actors: {
          loadCoupons: fromPromise(load),
          drawPrize: fromPromise(async (): Promise<DrawOutcome> => refusal('No lucky draw chance left')),
          useCoupon: fromPromise(async (): Promise<UseOutcome> => refusal('This coupon has expired')),
        },
        actions: couponsKeyActions(sequentialKeys()),
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'coupons.drawRequested' });
    await waitFor(actor, (s) => s.matches('ready') && load.mock.calls.length === 2);
    expect(actor.getSnapshot().can({ type: 'coupons.drawRequested' })).toBe(false);
    expect(actor.getSnapshot().context.error?.serverMessage).toBe('No lucky draw chance left');
    actor.send({ type: 'coupons.useRequested', couponId: 'CP1' });
    await waitFor(actor, (s) => s.matches('ready') && load.mock.calls.length === 3);
    expect(actor.getSnapshot().context.summary?.coupons).toEqual([]);
    expect(actor.getSnapshot().context.error?.serverMessage).toBe('This coupon has expired');
  });

  it('a retry after a fault replays its key; another coupon or the next draw is a new intent with a new key', async () => {
    const useKeys: string[] = [];
    const drawKeys: string[] = [];
    // The first two uses and the first draw are lost on the way (outcome unknown).
    const use = async ({ input }: { input: { couponId: string; orderNo: string; idempotencyKey: string } }): Promise<UseOutcome> => {
      useKeys.push(input.idempotencyKey);
      if (useKeys.length <= 2) throw new ApiFault('network', '/lottery-draw/coupon/use');
      return { ok: true, unrepaidAmount: 5274 };
    };
    const draw = async ({ input }: { input: { idempotencyKey: string } }): Promise<DrawOutcome> => {
      drawKeys.push(input.idempotencyKey);
      if (drawKeys.length === 1) throw new ApiFault('timeout', '/lottery-draw/create');
      return { ok: true, prize: null };
    };
    const cp2 = { couponId: 'CP2', kind: 'repayNow' as const, amount: 50, expiresAt: null, usedAt: null };
    const twoCoupons: SummaryOutcome = { ok: true, summary: { coupons: [coupon, cp2], drawChances: 1, showDraw: true } };
    const actor = createActor(
      couponsMachine.provide({
        actors: { loadCoupons: fromPromise(async (): Promise<SummaryOutcome> => twoCoupons), useCoupon: fromPromise(use), drawPrize: fromPromise(draw) },
        actions: couponsKeyActions(sequentialKeys()),
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    const failedOnce = async () => waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    await waitFor(actor, (s) => s.matches('ready'));

    actor.send({ type: 'coupons.useRequested', couponId: 'CP1' });
    await failedOnce();
    actor.send({ type: 'coupons.useRequested', couponId: 'CP1' });
    await failedOnce();
    actor.send({ type: 'coupons.useRequested', couponId: 'CP2' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.appliedCouponId === 'CP2');
    expect(useKeys).toEqual(['key-1', 'key-1', 'key-2']);

    actor.send({ type: 'coupons.drawRequested' });
    await failedOnce();
    actor.send({ type: 'coupons.drawRequested' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.drewNothing);
    actor.send({ type: 'coupons.drawRequested' });
    await waitFor(actor, (s) => s.matches('ready') && drawKeys.length === 3);
    expect(drawKeys).toEqual(['key-3', 'key-3', 'key-4']);
  });

  it('an applied coupon is announced once, with what is left to pay; a lost use as one that may have been; a refused one not', async () => {
    const outcomes: (UseOutcome | Error)[] = [
      new ApiFault('network', '/lottery-draw/coupon/use'),
      { ok: false, error: { code: 'business', serverMessage: 'this coupon cannot be used' } },
      { ok: true, unrepaidAmount: 5274 },
    ];
    const use = async (): Promise<UseOutcome> => {
      const outcome = outcomes.shift()!;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    };
    const actor = createActor(
      couponsMachine.provide({
        actors: {
          loadCoupons: fromPromise(async (): Promise<SummaryOutcome> => summary),
          useCoupon: fromPromise(use),
          drawPrize: fromPromise(async (): Promise<DrawOutcome> => ({ ok: true, prize: null })),
        },
        actions: couponsKeyActions(sequentialKeys()),
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    const announced: unknown[] = [];
    actor.on('coupons.applied', (event) => announced.push(event));
    actor.on('coupons.useUnanswered', (event) => announced.push(event));
    await waitFor(actor, (s) => s.matches('ready'));
    for (let attempt = 1; attempt <= 2; attempt++) {
      actor.send({ type: 'coupons.useRequested', couponId: 'CP1' });
      await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    }
    expect(announced).toEqual([{ type: 'coupons.useUnanswered' }]);
    actor.send({ type: 'coupons.useRequested', couponId: 'CP1' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.appliedCouponId === 'CP1');
    expect(announced).toEqual([{ type: 'coupons.useUnanswered' }, { type: 'coupons.applied', unrepaidAmount: 5274 }]);
  });
});
