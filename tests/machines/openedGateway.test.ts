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

  it('not a gateway page without its payment id, an unknown method, a foreign or broken value', () => {
    for (const value of [{ ...kept, payOrderId: '' }, { ...kept, method: 'manualProof' }, { ...kept, openedAt: 'soon' }, null, 'PO1', 42]) {
      expect(openedGatewayToResume(value, 'LN1', NOW)).toBeNull();
    }
  });

  it('"I have paid" after a transfer or cash: kept without a payment id, and resumed on the detail or that method\'s screen', () => {
    const paidAtOxxo = { orderNo: 'LN1', method: 'oxxoCash', payOrderId: null, openedAt: NOW - 60_000 };
    const resumed = { orderNo: 'LN1', method: 'oxxoCash', payOrderId: null };
    expect(openedGatewayToResume(paidAtOxxo, 'LN1', NOW)).toEqual(resumed);
    expect(openedGatewayToResume(paidAtOxxo, 'LN1', NOW, 'oxxoCash')).toEqual(resumed);
    expect(openedGatewayToResume(paidAtOxxo, 'LN1', NOW, 'stpTransfer')).toBeNull();
    expect(openedGatewayToResume(kept, 'LN1', NOW, 'cardGateway')).toEqual({ orderNo: 'LN1', method: 'cardGateway', payOrderId: 'PO1' });
  });
});

describe('the repay screen and a kept gateway page (FAULTS F50)', () => {
  function screenWith(input: RepaymentInput, prepare: PrepareOutcome = { ok: false, error: { code: 'business', serverMessage: 'not now' } }) {
    const dropped: boolean[] = [];
    const stored: unknown[] = [];
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
        actions: {
          ...repaymentKeyActions(sequentialKeys()),
          dropOpenedGateway: (_, { held }) => void dropped.push(held),
          storeOpenedGateway: (_, { opened }) => void stored.push(opened),
        },
      }),
      { input },
    ).start();
    return { actor, dropped, stored };
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

  it('"I have paid" on the OXXO screen is kept, and the screen loaded again waits for that payment', async () => {
    const oxxo: PrepareOutcome = { ok: true, instructions: { kind: 'cashReference', reference: '9988776655', amount: 5373.97, expiresAt: null } };
    const { actor: first, stored } = screenWith({ orderNo: 'LN1', method: 'oxxoCash' }, oxxo);
    await waitFor(first, (s) => s.matches('instructing'));
    first.send({ type: 'repayment.returned' });
    expect(first.getSnapshot().matches('awaiting')).toBe(true);
    expect(stored).toEqual([{ orderNo: 'LN1', method: 'oxxoCash', payOrderId: null }]);

    const { actor } = screenWith({ orderNo: 'LN1', method: 'oxxoCash', openedGateway: { orderNo: 'LN1', method: 'oxxoCash', payOrderId: null } }, oxxo);
    await waitFor(actor, (s) => s.matches('awaiting'));
    expect(actor.getSnapshot().context.instructions).toBeNull();
  });

  it("a method's own screen, which never loads the kept page, leaves it when it falls back to the methods", async () => {
    const { actor, dropped } = screenWith({ orderNo: 'LN1', method: 'stpTransfer' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(dropped).toEqual([false]);
  });
});
