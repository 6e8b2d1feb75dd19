import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFault } from '../../services/api/result';
import { rolloverKeyActions, rolloverMachine } from '../../machines/rollover/rollover.machine';
import type { ExtensionOutcome, OfferOutcome } from '../../machines/rollover/rollover.types';
import { sequentialKeys } from './sequentialKeys';

const offer = {
  orderNo: 'LN1',
  extensionDays: 7,
  extensionFee: 250,
  dueDate: '2026-12-01',
  newDueDate: '2026-12-08',
  repayNowAmount: 5374,
  repayLaterAmount: 5374,
};

describe('rollover journeys', () => {
  it('a double tap on confirm sends one request; a fault keeps the key so the retry replays it', async () => {
    let release: (value: ExtensionOutcome) => void = () => undefined;
    const confirm = vi
      .fn<(args: { input: { orderNo: string; idempotencyKey: string } }) => Promise<ExtensionOutcome>>()
      .mockRejectedValueOnce(new ApiFault('timeout', '/repay/confirmExtensionOrder'))
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const actor = createActor(
      rolloverMachine.provide({
        actors: {
          loadOffer: fromPromise(async (): Promise<OfferOutcome> => ({ ok: true, offer })),
          confirmExtension: fromPromise(confirm),
          checkExtension: fromPromise(async (): Promise<ExtensionOutcome> => ({
            ok: true,
            status: { extensionOrderNo: 'EX1', status: 'success' as const, dueDate: '2026-12-08' },
          })),
        },
        actions: rolloverKeyActions(sequentialKeys()),
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('comparing'));

    actor.send({ type: 'rollover.confirmed' });
    actor.send({ type: 'rollover.confirmed' });
    await waitFor(actor, (s) => s.matches('comparing') && s.context.error?.code === 'timeout');
    expect(confirm).toHaveBeenCalledTimes(1);
    const firstKey = confirm.mock.calls[0]?.[0].input.idempotencyKey;
    expect(firstKey).toBe('key-1');

    actor.send({ type: 'rollover.confirmed' });
    actor.send({ type: 'rollover.confirmed' });
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm.mock.calls[1]?.[0].input.idempotencyKey).toBe(firstKey);
    // F8: the extension (and its fee) is being requested: the shell asks before Back leaves.
    expect(actor.getSnapshot().hasTag('moneyPost')).toBe(true);
    release({ ok: true, status: { extensionOrderNo: 'EX1', status: 'pending', dueDate: '2026-12-01' } });
    await waitFor(actor, (s) => s.matches('extended'));
    expect(actor.getSnapshot().context.confirmedDueDate).toBe('2026-12-08');
    expect(actor.getSnapshot().hasTag('moneyPost')).toBe(false);
  });

  it('a failed fee payment goes back to the comparison and never shows extended', async () => {
    const actor = createActor(
      rolloverMachine.provide({
        actors: {
          loadOffer: fromPromise(async (): Promise<OfferOutcome> => ({ ok: true, offer })),
          confirmExtension: fromPromise(async (): Promise<ExtensionOutcome> => ({
            ok: true,
            status: { extensionOrderNo: 'EX1', status: 'pending' as const, dueDate: '2026-12-01' },
          })),
          checkExtension: fromPromise(async (): Promise<ExtensionOutcome> => ({
            ok: true,
            status: { extensionOrderNo: 'EX1', status: 'failed' as const, dueDate: '2026-12-01' },
          })),
        },
        actions: rolloverKeyActions(sequentialKeys()),
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('comparing'));
    actor.send({ type: 'rollover.confirmed' });
    await waitFor(actor, (s) => s.matches('comparing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.code).toBe('extensionFailed');
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
  });

  it('a retry replays the key; after the server refused, confirming again is a new intent with a new key', async () => {
    const keys: string[] = [];
    const answers: Array<() => Promise<ExtensionOutcome>> = [
      async () => {
        throw new ApiFault('network', '/repay/confirmExtensionOrder');
      },
      async () => ({ ok: false, error: { code: 'business', serverMessage: 'try later' } }),
      async () => ({ ok: true, status: { extensionOrderNo: 'EX1', status: 'success', dueDate: '2026-12-08' } }),
    ];
    const actor = createActor(
      rolloverMachine.provide({
        actors: {
          loadOffer: fromPromise(async (): Promise<OfferOutcome> => ({ ok: true, offer })),
          confirmExtension: fromPromise(({ input }: { input: { orderNo: string; idempotencyKey: string } }) => {
            keys.push(input.idempotencyKey);
            return answers[keys.length - 1]!();
          }),
          checkExtension: fromPromise(async (): Promise<ExtensionOutcome> => ({ ok: false, error: { code: 'unknown', serverMessage: '' } })),
        },
        actions: rolloverKeyActions(sequentialKeys('ext')),
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('comparing'));
    for (const error of ['network', 'business']) {
      actor.send({ type: 'rollover.confirmed' });
      await waitFor(actor, (s) => s.matches('comparing') && s.context.error?.code === error);
    }
    actor.send({ type: 'rollover.confirmed' });
    await waitFor(actor, (s) => s.matches('extended'));
    expect(keys).toEqual(['ext-1', 'ext-1', 'ext-2']);
  });
});
