import { expect } from 'vitest';
import { ApiFault } from '../../../services/api/result';
import type { Coupon } from '../../../services/api/endpoints/repay';
import { couponsKeyActions, couponsMachine } from '../../../machines/coupons/coupons.machine';
import type { DrawOutcome, SummaryOutcome, UseOutcome } from '../../../machines/coupons/coupons.types';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { defineFlows } from '../defineFlows';

const coupon: Coupon = { couponId: 'CP1', kind: 'repayNow', amount: 100, expiresAt: null, usedAt: null };
const summary = (drawChances: number, coupons: Coupon[] = [coupon]): SummaryOutcome => ({
  ok: true,
  summary: { coupons, drawChances, showDraw: drawChances > 0 },
});
const refused = { ok: false, error: { code: 'business', serverMessage: 'no' } } as const;

export default defineFlows({
  machine: couponsMachine,
  input: { orderNo: 'LN1' },
  actors: {
    loadCoupons: { done: [summary(1), summary(0, []), refused satisfies SummaryOutcome], error: [new ApiFault('network', '/lottery-draw/coupons')] },
    drawPrize: {
      done: [{ ok: true, prize: { ...coupon, couponId: 'CP2', kind: 'luckyDraw', amount: 200 } }, refused satisfies DrawOutcome],
      error: [new ApiFault('timeout', '/lottery-draw/create')],
    },
    useCoupon: { done: [{ ok: true, unrepaidAmount: 5274 }, refused satisfies UseOutcome], error: [new ApiFault('network', '/lottery-draw/coupon/use')] },
  },
  events: {
    'coupons.retryRequested': [{ type: 'coupons.retryRequested' }],
    'coupons.drawRequested': [{ type: 'coupons.drawRequested' }],
    'coupons.useRequested': [
      { type: 'coupons.useRequested', couponId: 'CP1' },
      { type: 'coupons.useRequested', couponId: 'unknown' },
    ],
  },
  assertions: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error).not.toBeNull(),
    ready: (s) => expect(s.context.summary).not.toBeNull(),
    drawing: (s) => expect(s.context.drawKey).toMatch(/^flows-\d+$/),
    using: (s) => {
      expect(s.context.pendingCouponId).toBe('CP1');
      expect(s.context.useKey).toMatch(/^flows-\d+$/);
    },
  },
  // Keys come from the injected generator, never from the platform.
  implementations: { actions: couponsKeyActions(sequentialKeys('flows')) },
  stateKey: (s) => ({
    value: s.value,
    chances: s.context.summary?.drawChances ?? null,
    coupons: s.context.summary?.coupons.length ?? null,
    error: s.context.error?.code ?? null,
    prize: s.context.prize?.couponId ?? null,
    applied: s.context.appliedCouponId,
    drawKey: s.context.drawKey !== null,
    useKey: s.context.useKey !== null,
  }),
});
