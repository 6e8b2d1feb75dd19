import { assign, emit, setup } from 'xstate';
import { repayFault } from '../repayment/repayError';
import { keyNotProvided, type NewKey } from '../shared/idempotencyKey';
import { notProvided } from '../shared/notProvided';
import type { CouponsContext, CouponsEmitted, CouponsEvent, CouponsInput, DrawOutcome, SummaryOutcome, UseOutcome } from './coupons.types';

/**
 * Coupons and the lucky draw: loading -> ready -> drawing | using -> loading (fresh list, also after
 * a refusal: a chance used up or a coupon expired elsewhere is not offered again). While a
 * draw or a coupon use is in flight, further taps are not handled (FAULTS F49): one POST per intent,
 * each with its own idempotency key, kept after a fault so that a retry replays rather than repeats.
 * An applied coupon is a payment: the machine emits `coupons.applied` so that the screen showing
 * the balance can read it again.
 */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const errorOf = (event: unknown): unknown => (event as { error: unknown }).error;

/** Provided by the wiring (and tests): the draw's and the coupon use's keys, made by `newKey`. */
export const couponsKeyActions = (newKey: NewKey) => ({
  ensureDrawKey: assign<CouponsContext, CouponsEvent, undefined, CouponsEvent, never>({
    drawKey: ({ context }) => context.drawKey ?? newKey(),
  }),
  // Runs before `startUse` notes the coupon: the same coupon again after a fault is the same intent, same key.
  ensureUseKey: assign<CouponsContext, CouponsEvent, undefined, CouponsEvent, never>({
    useKey: ({ context, event }) => {
      const sameIntent = event.type === 'coupons.useRequested' && event.couponId === context.pendingCouponId;
      return sameIntent && context.useKey ? context.useKey : newKey();
    },
  }),
});

export const couponsMachine = setup({
  types: {
    context: {} as CouponsContext,
    events: {} as CouponsEvent,
    input: {} as CouponsInput,
    emitted: {} as CouponsEmitted,
  },
  actors: {
    loadCoupons: notProvided<SummaryOutcome, void>('loadCoupons'),
    drawPrize: notProvided<DrawOutcome, { idempotencyKey: string }>('drawPrize'),
    useCoupon: notProvided<UseOutcome, { couponId: string; orderNo: string; idempotencyKey: string }>('useCoupon'),
  },
  guards: {
    isRefused: ({ event }) => !outputOf<SummaryOutcome | DrawOutcome | UseOutcome>(event).ok,
    canDraw: ({ context }) => (context.summary?.drawChances ?? 0) > 0,
    canUse: ({ context, event }) =>
      context.orderNo !== null &&
      event.type === 'coupons.useRequested' &&
      (context.summary?.coupons.some((c) => c.couponId === event.couponId && c.usedAt === null) ?? false),
  },
  actions: {
    assignSummary: assign(({ event }) => {
      const o = outputOf<SummaryOutcome>(event);
      return o.ok ? { summary: o.summary } : {};
    }),
    assignRefusal: assign({
      error: ({ event }) => {
        const o = outputOf<SummaryOutcome | DrawOutcome | UseOutcome>(event);
        return o.ok ? null : o.error;
      },
    }),
    assignFault: assign({ error: ({ event }) => repayFault(errorOf(event)) }),
    ...couponsKeyActions(keyNotProvided),
    startDraw: assign({
      error: null,
      prize: null,
      drewNothing: false,
      appliedCouponId: null,
    }),
    assignPrize: assign(({ event }) => {
      const o = outputOf<DrawOutcome>(event);
      return o.ok ? { prize: o.prize, drewNothing: o.prize === null } : {};
    }),
    forgetDrawKey: assign({ drawKey: null }),
    clearError: assign({ error: null }),
    startUse: assign(({ event }) => ({
      pendingCouponId: event.type === 'coupons.useRequested' ? event.couponId : null,
      error: null,
      prize: null,
      drewNothing: false,
      appliedCouponId: null,
    })),
    assignApplied: assign(({ context, event }) => {
      const o = outputOf<UseOutcome>(event);
      return o.ok ? { appliedCouponId: context.pendingCouponId, unrepaidAmount: o.unrepaidAmount } : {};
    }),
    forgetUse: assign({ pendingCouponId: null, useKey: null }),
    announceApplied: emit(({ context }) => ({ type: 'coupons.applied' as const, unrepaidAmount: context.unrepaidAmount })),
    announceUseUnanswered: emit({ type: 'coupons.useUnanswered' as const }),
  },
}).createMachine({
  id: 'coupons',
  context: ({ input }) => ({
    orderNo: input.orderNo?.trim() || null,
    summary: null,
    prize: null,
    drewNothing: false,
    appliedCouponId: null,
    unrepaidAmount: null,
    error: null,
    pendingCouponId: null,
    useKey: null,
    drawKey: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadCoupons',
        onDone: [
          { guard: 'isRefused', target: 'failed', actions: 'assignRefusal' },
          { target: 'ready', actions: 'assignSummary' },
        ],
        onError: { target: 'failed', actions: 'assignFault' },
      },
    },
    failed: {
      on: { 'coupons.retryRequested': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        'coupons.drawRequested': { guard: 'canDraw', target: 'drawing', actions: ['ensureDrawKey', 'startDraw'] },
        'coupons.useRequested': { guard: 'canUse', target: 'using', actions: ['ensureUseKey', 'startUse'] },
      },
    },
    drawing: {
      // moneyPost: the shell asks before Back leaves while the draw is made: a prize drawn is kept (FAULTS F8).
      tags: ['busy', 'moneyPost'],
      invoke: {
        src: 'drawPrize',
        input: ({ context }) => ({ idempotencyKey: context.drawKey ?? '' }),
        onDone: [
          { guard: 'isRefused', target: 'loading', actions: ['assignRefusal', 'forgetDrawKey'] },
          { target: 'loading', actions: ['assignPrize', 'forgetDrawKey'] },
        ],
        onError: { target: 'ready', actions: 'assignFault' },
      },
    },
    using: {
      // moneyPost: the shell asks before Back leaves while the coupon is taken off the amount due (FAULTS F8).
      tags: ['busy', 'moneyPost'],
      invoke: {
        src: 'useCoupon',
        input: ({ context }) => ({
          couponId: context.pendingCouponId ?? '',
          orderNo: context.orderNo ?? '',
          idempotencyKey: context.useKey ?? '',
        }),
        onDone: [
          { guard: 'isRefused', target: 'loading', actions: ['assignRefusal', 'forgetUse'] },
          { target: 'loading', actions: ['assignApplied', 'forgetUse', 'announceApplied'] },
        ],
        onError: { target: 'ready', actions: ['assignFault', 'announceUseUnanswered'] },
      },
    },
  },
});

export type CouponsMachine = typeof couponsMachine;
