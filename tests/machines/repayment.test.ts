import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { RepayDetail } from '../../services/api/endpoints/repay';
import { POLL_LIMIT, pollBackoffMs, repaymentMachine } from '../../machines/repayment/repayment.machine';
import { selectStatus } from '../../machines/repayment/repayment.selectors';
import type { DetailOutcome, PrepareOutcome } from '../../machines/repayment/repayment.types';

/** Journeys pinned by hand: a payment is "paid" only when the server's detail says step 4. */
const repaying: RepayDetail = {
  orderNo: 'LN1',
  payOrderId: '',
  stepCode: 2,
  loanAmount: 5000,
  repayAmount: 5374,
  repaidAmount: 0,
  unrepaidAmount: 5374,
  dueDate: '2026-12-01',
  overdueDays: 0,
  penaltyRate: 0.02,
  penaltyAmount: 0,
  bankAccount: '',
  extensionEnabled: true,
  creditLimit: 5000,
};
const finished: RepayDetail = { ...repaying, stepCode: 4, repaidAmount: 5374, unrepaidAmount: 0, creditLimit: 10000 };
const gateway: PrepareOutcome = {
  ok: true,
  instructions: { kind: 'gateway', url: 'https://pay.example/1', payOrderId: 'PO1', amount: 5374 },
};

function start(checks: DetailOutcome[], prepare: PrepareOutcome = gateway) {
  const clock = new SimulatedClock();
  const checkPayment = vi.fn(async (): Promise<DetailOutcome> => checks.shift() ?? { ok: true, detail: repaying });
  const machine = repaymentMachine.provide({
    actors: {
      loadDetail: fromPromise(async (): Promise<DetailOutcome> => ({ ok: true, detail: repaying })),
      prepareMethod: fromPromise(async (): Promise<PrepareOutcome> => prepare),
      checkPayment: fromPromise(checkPayment),
      copyText: fromPromise(async () => true),
    },
  });
  const actor = createActor(machine, { input: { orderNo: 'LN1' }, clock }).start();
  return { actor, clock, checkPayment };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('repayment journeys', () => {
  it('coming back from a cancelled gateway shows pending and keeps checking; paid only when the server says so', async () => {
    const { actor, clock, checkPayment } = start([
      { ok: true, detail: repaying },
      { ok: true, detail: repaying },
      { ok: true, detail: finished },
    ]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'repayment.methodChosen', method: 'cardGateway' });
    await waitFor(actor, (s) => s.matches('instructing'));
    actor.send({ type: 'repayment.returned' });
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('pending');
    expect(checkPayment).toHaveBeenCalledWith(expect.objectContaining({ input: expect.objectContaining({ payOrderId: 'PO1' }) }));

    clock.increment(pollBackoffMs(0));
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('pending');
    clock.increment(pollBackoffMs(1));
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('paidOff');
    expect(actor.getSnapshot().context.detail?.creditLimit).toBe(10000);
  });

  it('polls with a growing delay and gives up after POLL_LIMIT checks, with a way to check again', async () => {
    const { actor, clock, checkPayment } = start([]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'repayment.methodChosen', method: 'cardGateway' });
    await waitFor(actor, (s) => s.matches('instructing'));
    actor.send({ type: 'repayment.returned' });
    await settle();
    for (let i = 0; i < POLL_LIMIT; i += 1) {
      clock.increment(pollBackoffMs(i));
      await settle();
    }
    expect(selectStatus(actor.getSnapshot())).toBe('gaveUp');
    expect(checkPayment).toHaveBeenCalledTimes(POLL_LIMIT + 1);
    expect([0, 1, 2, 5, 19].map(pollBackoffMs)).toEqual([3_000, 6_000, 12_000, 60_000, 60_000]);
    actor.send({ type: 'repayment.checkRequested' });
    await settle();
    expect(checkPayment).toHaveBeenCalledTimes(POLL_LIMIT + 2);
  });

  it('a gateway answer without payOrderId is refused with its own code', async () => {
    const { actor } = start([], { ok: false, error: { code: 'payOrderIdEmpty', serverMessage: '' } });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'repayment.methodChosen', method: 'payLink' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.code).toBe('payOrderIdEmpty');
  });

  it('a partial payment goes back to the methods with a notice, not to paid off', async () => {
    const { actor } = start([{ ok: true, detail: { ...repaying, repaidAmount: 1000, unrepaidAmount: 4374 } }]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'repayment.methodChosen', method: 'cardGateway' });
    await waitFor(actor, (s) => s.matches('instructing'));
    actor.send({ type: 'repayment.returned' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.notice).toBe('partialReceived');
    expect(actor.getSnapshot().context.detail?.unrepaidAmount).toBe(4374);
  });
});
