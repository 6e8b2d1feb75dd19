import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderMachine, POLL_LIMIT } from '../../../machines/order/order.machine';
import { selectIsPolling, selectIsStalled, selectPollFault } from '../../../machines/order/order.selectors';
import type { LatestOrderOutcome } from '../../../machines/order/order.types';
import { ApiFault } from '../../../services/api/result';

const NOW = Date.UTC(2026, 10, 21, 12);
const latest = (stepCode: number): LatestOrderOutcome => ({
  kind: 'order',
  order: { orderNo: 'NO1', stepCode, createdAt: NOW },
  checkedAt: NOW,
});
/** 5 + 10 + 20 + 40 s, then 60 s for each remaining check. */
const BUDGET_MS = 75_000 + (POLL_LIMIT - 4) * 60_000;

type Answer = LatestOrderOutcome | Error;

/** `answer(n)` decides the n-th call (0: the first, visible load). */
function start(answer: (call: number) => Answer, signedIn = true) {
  let calls = 0;
  const machine = orderMachine.provide({
    actors: {
      fetchLatestOrder: fromPromise(async () => {
        const outcome = answer(calls++);
        if (outcome instanceof Error) throw outcome;
        return outcome;
      }),
    },
  });
  const actor = createActor(machine, { input: { signedIn, bankAccountKind: 'nuban' } }).start();
  return { actor, calls: () => calls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('order polling has a budget and a way out', () => {
  it(`assessing stops checking after ${POLL_LIMIT} checks (about 17 minutes) and waits for the borrower`, async () => {
    const { actor, calls } = start(() => latest(1));
    await flush();
    await vi.advanceTimersByTimeAsync(BUDGET_MS - 1);
    expect(calls()).toBe(POLL_LIMIT);
    expect(selectIsStalled(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(1 + POLL_LIMIT);
    expect(actor.getSnapshot().matches({ assessing: 'stalled' })).toBe(true);
    expect(selectIsStalled(actor.getSnapshot())).toBe(true);
    expect(selectIsPolling(actor.getSnapshot())).toBe(false);
    expect(selectPollFault(actor.getSnapshot())).toBeNull();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(calls()).toBe(1 + POLL_LIMIT);
  });

  it('Check again checks at once and starts a full new budget', async () => {
    const { actor, calls } = start(() => latest(7));
    await flush();
    await vi.advanceTimersByTimeAsync(BUDGET_MS);
    expect(actor.getSnapshot().matches({ disbursing: 'stalled' })).toBe(true);
    actor.send({ type: 'order.refreshRequested' });
    await flush();
    expect(calls()).toBe(2 + POLL_LIMIT);
    expect(actor.getSnapshot().matches({ disbursing: 'waiting' })).toBe(true);
    // The first check after the refresh counts as one of the new budget: the rest back off from 10 s.
    await vi.advanceTimersByTimeAsync(BUDGET_MS - 5_000 - 1);
    expect(selectIsStalled(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(1 + 2 * POLL_LIMIT);
    expect(selectIsStalled(actor.getSnapshot())).toBe(true);
  });

  it('an answer after Check again that moves the order on leaves the stall for the new status', async () => {
    let approved = false;
    const { actor } = start(() => (approved ? latest(18) : latest(1)));
    await flush();
    await vi.advanceTimersByTimeAsync(BUDGET_MS);
    expect(selectIsStalled(actor.getSnapshot())).toBe(true);
    approved = true;
    actor.send({ type: 'order.refreshRequested' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.order?.stepCode).toBe(18);
  });

  it('failed checks use up the budget too, and the stall says why (the last fault)', async () => {
    const { actor, calls } = start((call) => (call === 0 ? latest(1) : new ApiFault('offline', '/loan/loan-order/latest')));
    await flush();
    await vi.advanceTimersByTimeAsync(BUDGET_MS);
    expect(calls()).toBe(1 + POLL_LIMIT);
    expect(selectIsStalled(actor.getSnapshot())).toBe(true);
    expect(selectPollFault(actor.getSnapshot())).toEqual({ kind: 'fault', reason: 'offline' });
    // The order itself is kept: the home screen still shows what it knew.
    expect(actor.getSnapshot().context.order?.stepCode).toBe(1);
  });

  it('an answered check after failed ones clears the fault: a slow order is not blamed on the connection', async () => {
    const { actor } = start((call) => (call === POLL_LIMIT ? latest(1) : call === 0 ? latest(1) : new Error('socket hang up')));
    await flush();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(selectPollFault(actor.getSnapshot())).toEqual({ kind: 'fault', reason: 'unknown' });
    await vi.advanceTimersByTimeAsync(BUDGET_MS);
    expect(selectIsStalled(actor.getSnapshot())).toBe(true);
    expect(selectPollFault(actor.getSnapshot())).toBeNull();
  });

  it('signing out or in while stalled starts over from the token', async () => {
    const { actor, calls } = start(() => latest(1));
    await flush();
    await vi.advanceTimersByTimeAsync(BUDGET_MS);
    expect(selectIsStalled(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'order.sessionChanged', signedIn: false });
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(actor.getSnapshot().context.pollAttempt).toBe(0);
    actor.send({ type: 'order.sessionChanged', signedIn: true });
    await flush();
    expect(calls()).toBe(2 + POLL_LIMIT);
    expect(actor.getSnapshot().matches({ assessing: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls()).toBe(3 + POLL_LIMIT);
  });
});
