import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { OPENED_GATEWAY_KEEP_MS, openedGatewayToResume } from '../../machines/repayment/openedGateway';
import { repaymentKeyActions, repaymentMachine } from '../../machines/repayment/repayment.machine';
import type { DetailOutcome, PayableMethod, PrepareInput, PrepareOutcome, RepaymentInput } from '../../machines/repayment/repayment.types';
import { sequentialKeys } from './sequentialKeys';
import { repaying } from './repayDetailFixture';


const NOW = Date.UTC(2026, 10, 26, 12);
const kept = { orderNo: 'LN1', method: 'cardGateway', payOrderId: 'PO1', openedAt: NOW - 60_000 };

describe('which opened gateway page a repay screen loaded again still waits for (FAULTS F50)', () => {
  it('one opened minutes ago for this order, or for the latest order', () => {
    expect(openedGatewayToResume(kept, 'LN1', NOW)).toEqual({ orderNo: 'LN1', method: 'cardGateway', payOrderId: 'PO1' });
    expect(openedGatewayToResume(kept, null, NOW)).toEqual({ orderNo: 'LN1', method: 'cardGateway', payOrderId: 'PO1' });
  });

  it('not one for another order, one older than the wait, or one from the future (a changed clock)', () => {
    expect(openedGatewayToResume(kept, 'LN2', NOW)).toBeNull();
    expect(openedGatewayToResume({ ...kept, openedAt: NOW - OPENED_GATEWAY_KEEP_MS - 1 }, 'LN1', NOW)).toBeNull();
    expect(openedGatewayToResume({ ...kept, openedAt: NOW + 60_000 }, 'LN1', NOW)).toBeNull();
  });

  it('not anything that is not a gateway page: a transfer, no payment id, a foreign or broken value', () => {
    for (const value of [{ ...kept, method: 'stpTransfer' }, { ...kept, payOrderId: '' }, { ...kept, openedAt: 'soon' }, null, 'PO1', 42]) {
      expect(openedGatewayToResume(value, 'LN1', NOW)).toBeNull();
    }
  });
});

describe('the repay screen and a kept gateway page (FAULTS F50)', () => {
  function screenWith(input: RepaymentInput, prepare: PrepareOutcome = { ok: false, error: { code: 'business', serverMessage: 'not now' } }) {
    const dropped: boolean[] = [];
    const actor = createActor(
      repaymentMachine.provide({
        actors: {
          loadDetail: fromPromise<DetailOutcome, { orderNo: string | null; silent: boolean }>(async () => ({ ok: true, detail: repaying })),
          prepareMethod: fromPromise<PrepareOutcome, PrepareInput>(async () => prepare),
          checkPayment: fromPromise<DetailOutcome, { orderNo: string; payOrderId: string | null; method: PayableMethod | null }>(async () => ({
            ok: true,
            detail: repaying,
          })),
        },
        actions: { ...repaymentKeyActions(sequentialKeys()), dropOpenedGateway: (_, { held }) => void dropped.push(held) },
      }),
      { input },
    ).start();
    return { actor, dropped };
  }
  const opened = (orderNo: string | null) => ({ orderNo, method: 'cardGateway' as const, payOrderId: 'PO1' });

  it('resumes pending for the order it was opened for, found only once the latest order is loaded', async () => {
    const { actor } = screenWith({ orderNo: null, openedGateway: opened('LN1') });
    await waitFor(actor, (s) => s.matches('awaiting'));
    expect(actor.getSnapshot().context.method).toBe('cardGateway');
  });

  it('a page kept for another order (an earlier loan) shows the methods and is dropped', async () => {
    const { actor, dropped } = screenWith({ orderNo: null, openedGateway: opened('LN0') });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(dropped).toEqual([true]);
    expect(actor.getSnapshot().context.openedGateway).toBeNull();
  });

  it("a method's own screen, which never loads the kept page, leaves it when it falls back to the methods", async () => {
    const { actor, dropped } = screenWith({ orderNo: 'LN1', method: 'stpTransfer' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(dropped).toEqual([false]);
  });
});
