import { createActor, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { OFFER_VALID_MS, REAPPLY_AFTER_MS, orderLifecycleMachine } from '../../sandbox/orders/orderLifecycle.machine';
import type { OrderEventInput } from '../../sandbox/orders/orderLifecycle.types';
import type { OrderSnapshot } from '../../sandbox/orders/orderSnapshot';
import { restoreSnapshot, statePathOf, stepCodeOf } from '../../sandbox/orders/orderSnapshot';
import { DAY_MS } from '../../sandbox/orders/pricing';
import { endOfLocalDay } from '../../sandbox/orders/marketDay';
import { STEPS, StepCode } from '../../sandbox/orders/stepCodes';

const T0 = Date.UTC(2026, 10, 1, 9);

function start(kycOrder?: number[]): OrderSnapshot {
  return createActor(orderLifecycleMachine, { input: { market: 'ng', kycOrder, loanAmount: 5_000, duration: 91, at: T0 } }).getSnapshot();
}

function send(snapshot: OrderSnapshot, event: OrderEventInput, at = T0): OrderSnapshot {
  const full = { ...event, at: event.at ?? at } as Parameters<typeof transition<typeof orderLifecycleMachine>>[2];
  expect(snapshot.can(full), `${full.type} at ${statePathOf(snapshot.value)}`).toBe(true);
  return transition(orderLifecycleMachine, snapshot, full)[0];
}

const code = (snapshot: OrderSnapshot) => stepCodeOf(statePathOf(snapshot.value));

describe('order lifecycle machine', () => {
  it('walks the KYC steps in order 6, 11, 12, 17, 5, then 19 (the data upload), which submits', () => {
    let s = start();
    const seen = [code(s)];
    for (const step of [6, 11, 12, 17, 5]) {
      s = send(s, { type: 'kyc.stepCompleted', stepCode: step });
      seen.push(code(s));
    }
    expect(seen).toEqual([6, 11, 12, 17, 5, 19]);
    expect(code(send(s, { type: 'order.submitted', loanAmount: 3_000, duration: 180 }))).toBe(1);
  });

  it('walks the KYC steps in the order it was made with, then 19; a step out of turn moves nothing', () => {
    let s = start([12, 6, 5, 17, 11]);
    const seen = [code(s)];
    expect(s.can({ type: 'kyc.stepCompleted', stepCode: 6, at: T0 })).toBe(false);
    for (const step of [12, 6, 5, 17, 11]) {
      s = send(s, { type: 'kyc.stepCompleted', stepCode: step });
      seen.push(code(s));
    }
    expect(seen).toEqual([12, 6, 5, 17, 11, 19]);
  });

  it('after a jump into KYC, saving that step goes on to the one after it in the order', () => {
    let s = send(start([12, 6, 5, 17, 11]), { type: 'order.jumped', stepCode: 5 });
    s = send(s, { type: 'kyc.stepCompleted', stepCode: 5 });
    expect(code(s)).toBe(17);
  });

  it('an order stored before the KYC order was kept goes on in the default order', () => {
    const { kycOrder: _order, lastKycStep: _last, ...older } = start().context;
    const s = send(restoreSnapshot('kyc.addition', older), { type: 'kyc.stepCompleted', stepCode: 11 });
    expect(code(s)).toBe(12);
  });

  it('ignores a saved step that is not the current one (an edit)', () => {
    const s = start();
    expect(s.can({ type: 'kyc.stepCompleted', stepCode: 12, at: T0 })).toBe(false);
  });

  it('goes from confirm to repaid: 14 -> 1 -> 18 -> 7 -> 2 -> 3 -> 4, recording times', () => {
    let s = send(start(), { type: 'order.kycCompleted' });
    s = send(s, { type: 'order.submitted', loanAmount: 3_000, duration: 180 }, T0 + 1_000);
    expect([code(s), s.context.loanAmount, s.context.duration, s.context.submittedAt]).toEqual([1, 3_000, 180, T0 + 1_000]);
    s = send(s, { type: 'order.approved' }, T0 + 2_000);
    expect([code(s), s.context.approvedAt, s.context.offerExpiresAt]).toEqual([18, T0 + 2_000, T0 + 2_000 + OFFER_VALID_MS]);
    s = send(s, { type: 'order.moneyRequested' }, T0 + 3_000);
    expect([code(s), s.context.lendingAt]).toEqual([7, T0 + 3_000]);
    s = send(s, { type: 'order.disbursed' }, T0 + 4_000);
    // Paid out 1 November 10:00 in Lagos: due at the end of 30 April there (22:59:59.999 UTC).
    expect([code(s), s.context.disbursedAt, s.context.dueAt]).toEqual([2, T0 + 4_000, Date.UTC(2027, 3, 30, 22, 59, 59, 999)]);
    const dueAt = s.context.dueAt as number;
    s = send(s, { type: 'order.overdue' }, dueAt + 1);
    expect([code(s), s.context.dueAt]).toEqual([3, dueAt]);
    s = send(s, { type: 'order.settled' }, dueAt + 2 * DAY_MS);
    expect(code(s)).toBe(4);
    expect(s.context.settledAt).toBe(dueAt + 2 * DAY_MS);
    expect(s.context.repaidAmount).toBeGreaterThan(3_000);
  });

  it('rejects with a reapply date 30 days on', () => {
    let s = send(send(start(), { type: 'order.kycCompleted' }), { type: 'order.submitted' });
    s = send(s, { type: 'order.rejected' }, T0 + 5);
    expect([code(s), s.context.reapplyAt]).toEqual([9, T0 + 5 + REAPPLY_AFTER_MS]);
  });

  it('fails the payout to 10 and returns to 7 when the card changes, by event or by saving step 5', () => {
    let s = send(send(send(send(start(), { type: 'order.kycCompleted' }), { type: 'order.submitted' }), { type: 'order.approved' }), {
      type: 'order.moneyRequested',
    });
    s = send(s, { type: 'order.payoutFailed' });
    expect([code(s), s.context.payFailReason]).toEqual([10, 'bank account not supported']);
    expect(code(send(s, { type: 'order.bankCardUpdated' }))).toBe(7);
    const viaKyc = send(s, { type: 'kyc.stepCompleted', stepCode: 5 });
    expect([code(viaKyc), viaKyc.context.payFailReason]).toEqual([7, null]);
  });

  it('cancels before the money is requested, and not after', () => {
    expect(code(send(start(), { type: 'order.cancelled', reason: 'costTooHigh' }))).toBe(8);
    const approved = send(send(send(start(), { type: 'order.kycCompleted' }), { type: 'order.submitted' }), { type: 'order.approved' });
    const cancelled = send(approved, { type: 'order.cancelled' });
    expect([code(cancelled), cancelled.context.cancelReason]).toEqual([8, 'cancelledByUser']);
    const expired = send(approved, { type: 'order.offerExpired' });
    expect(expired.context.cancelReason).toBe('offerExpired');
    const applying = send(send(start(), { type: 'order.kycCompleted' }), { type: 'order.submitted' });
    expect(applying.can({ type: 'order.cancelled', at: T0 })).toBe(false);
    const lending = send(approved, { type: 'order.moneyRequested' });
    expect(lending.can({ type: 'order.cancelled', at: T0 })).toBe(false);
  });

  it('settles on a payment that covers the balance, not on a partial one', () => {
    let s = send(start(), { type: 'order.jumped', stepCode: StepCode.Repaying });
    s = send(s, { type: 'order.paymentReceived', amount: 1_000 });
    expect([code(s), s.context.repaidAmount]).toEqual([2, 1_000]);
    s = send(s, { type: 'order.paymentReceived', amount: 4_373.97 });
    expect(code(s)).toBe(4);
  });

  it('a rollover moves the due date 7 days later and brings an overdue order back to repaying', () => {
    let s = send(start(), { type: 'order.jumped', stepCode: StepCode.Overdued }, T0);
    expect(code(s)).toBe(3);
    const dueBefore = s.context.dueAt as number;
    s = send(s, { type: 'order.extended', days: 7, fee: 250 }, T0 + 1_000);
    expect([code(s), s.context.dueAt, s.context.extensionFees, s.context.extensions]).toEqual([
      2,
      endOfLocalDay(Math.max(dueBefore, T0 + 1_000) + 7 * DAY_MS, 'ng'),
      250,
      1,
    ]);
  });

  it('jumps to every step code from any state, and restores from a persisted snapshot', () => {
    for (const step of STEPS) {
      const jumped = send(send(start(), { type: 'order.kycCompleted' }), { type: 'order.jumped', stepCode: step.code });
      expect(code(jumped)).toBe(step.code);
      const restored = restoreSnapshot(statePathOf(jumped.value), jumped.context);
      expect(restored.value).toEqual(jumped.value);
      expect(code(send(restored, { type: 'order.jumped', stepCode: StepCode.BasicInfo }))).toBe(6);
    }
  });

  it('refuses events that make no sense in a state', () => {
    const s = start();
    for (const type of ['order.approved', 'order.disbursed', 'order.settled', 'order.overdue', 'order.moneyRequested'] as const) {
      expect(s.can({ type, at: T0 })).toBe(false);
    }
    const finished = send(s, { type: 'order.jumped', stepCode: StepCode.Finish });
    expect(finished.can({ type: 'order.cancelled', at: T0 })).toBe(false);
  });
});
