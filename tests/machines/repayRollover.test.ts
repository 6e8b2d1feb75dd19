import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFault } from '../../services/api/result';
import { createRolloverActors } from '../../machines/rollover/rollover.actors';
import { rolloverKeyActions, rolloverMachine } from '../../machines/rollover/rollover.machine';
import type { ApiClient } from '../../services/api/client';
import type { ExtensionOutcome, ExtensionUnderway, OfferOutcome } from '../../machines/rollover/rollover.types';
import { EXTENSION_UNDERWAY } from '../../machines/rollover/rollover.typed';
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

/** A rollover screen opened with what the phone kept (`rollover.typed.ts`): each call recorded. */
function reopened(underway: ExtensionUnderway | null, checked: ExtensionOutcome, orderNo: string | null = 'LN1') {
  const confirms: string[] = [];
  const checks: string[] = [];
  const actor = createActor(
    rolloverMachine.provide({
      actors: {
        loadOffer: fromPromise(async (): Promise<OfferOutcome> => ({ ok: true, offer })),
        confirmExtension: fromPromise(async ({ input }: { input: { orderNo: string; idempotencyKey: string } }): Promise<ExtensionOutcome> => {
          confirms.push(input.idempotencyKey);
          return { ok: true, status: { extensionOrderNo: 'EX1', status: 'pending', dueDate: '2026-12-01' } };
        }),
        checkExtension: fromPromise(async ({ input }: { input: { orderNo: string; extensionOrderNo: string } }) => (checks.push(input.extensionOrderNo), checked)),
      },
      actions: rolloverKeyActions(sequentialKeys()),
    }),
    { input: { orderNo, underway } },
  ).start();
  return { actor, confirms, checks };
}

describe('rollover over a reload (FAULTS F2, F26)', () => {
  const settled: ExtensionOutcome = { ok: true, status: { extensionOrderNo: 'EX1', status: 'success', dueDate: '2026-12-08' } };

  it('an extension answered "pending" before the reload: its status is read, no second "extend" and no second fee', async () => {
    const { actor, confirms, checks } = reopened({ orderNo: 'LN1', idempotencyKey: 'kept-1', extensionOrderNo: 'EX1', dueDate: offer.dueDate }, settled);
    await waitFor(actor, (s) => s.matches('extended'));
    expect(checks).toEqual(['EX1']);
    expect(confirms).toEqual([]);
  });

  it('"extend" unanswered before the reload: asking again goes with the kept key, so the server replays it', async () => {
    const { actor, confirms } = reopened({ orderNo: 'LN1', idempotencyKey: 'kept-1', extensionOrderNo: null, dueDate: offer.dueDate }, settled);
    await waitFor(actor, (s) => s.matches('comparing'));
    actor.send({ type: 'rollover.confirmed' });
    await waitFor(actor, (s) => s.matches('extended'));
    expect(confirms).toEqual(['kept-1']);
  });

  it('what was kept for another order is not this one: a new key, the offer first', async () => {
    const { actor, confirms } = reopened({ orderNo: 'LN0', idempotencyKey: 'kept-0', extensionOrderNo: 'EX0', dueDate: offer.dueDate }, settled);
    await waitFor(actor, (s) => s.matches('comparing'));
    actor.send({ type: 'rollover.confirmed' });
    await waitFor(actor, (s) => s.matches('extended'));
    expect(confirms).toEqual(['key-1']);
  });

  it('opened by a link without the order, what was kept for the loan offered now is used, and kept meanwhile', async () => {
    const kept = { orderNo: 'LN1', idempotencyKey: 'kept-1', extensionOrderNo: null, dueDate: offer.dueDate };
    const { actor, confirms } = reopened(kept, settled, null);
    expect(EXTENSION_UNDERWAY.toKept(actor.getSnapshot())).toEqual(kept);
    await waitFor(actor, (s) => s.matches('comparing'));
    actor.send({ type: 'rollover.confirmed' });
    await waitFor(actor, (s) => s.matches('extended'));
    expect(confirms).toEqual(['kept-1']);
    // Gone through since the reload (the due date moved): said, and nothing sent.
    const moved = reopened({ ...kept, dueDate: '2026-11-24' }, settled, null);
    await waitFor(moved.actor, (s) => s.status === 'done');
    expect(moved.confirms).toEqual([]);
  });

  it('opened by a link without the order, what was kept for another loan is not this offer\'s: a new key', async () => {
    const { actor, confirms, checks } = reopened({ orderNo: 'LN0', idempotencyKey: 'kept-0', extensionOrderNo: 'EX0', dueDate: '2026-11-24' }, settled, null);
    await waitFor(actor, (s) => s.matches('comparing'));
    expect(checks).toEqual([]);
    actor.send({ type: 'rollover.confirmed' });
    await waitFor(actor, (s) => s.matches('extended'));
    expect(confirms).toEqual(['key-1']);
  });

  it('an offer refused for now ("system busy") keeps the key for the next visit', async () => {
    const kept = { orderNo: 'LN1', idempotencyKey: 'kept-1', extensionOrderNo: null, dueDate: offer.dueDate };
    const actor = createActor(
      rolloverMachine.provide({
        actors: { loadOffer: fromPromise(async (): Promise<OfferOutcome> => ({ ok: false, error: { code: 'business', serverMessage: 'System busy' } })) },
        actions: rolloverKeyActions(sequentialKeys()),
      }),
      { input: { orderNo: 'LN1', underway: kept } },
    ).start();
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(EXTENSION_UNDERWAY.toKept(actor.getSnapshot())).toEqual(kept);
  });

  it('a kept "extend" for an earlier due date went through since: it says so with the due date now, and sends nothing', async () => {
    const { actor, confirms } = reopened({ orderNo: 'LN1', idempotencyKey: 'kept-1', extensionOrderNo: null, dueDate: '2026-11-24' }, settled);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('extended');
    expect(actor.getSnapshot().context.confirmedDueDate).toBe(offer.dueDate);
    expect(EXTENSION_UNDERWAY.toKept(actor.getSnapshot())).toBeNull();
    expect(confirms).toEqual([]);
  });

  it('a status check the server refuses: its words are shown and "extend" comes back with the same key, never a second fee', async () => {
    // The refusal may be "busy" while the extension exists: a new key could make a second one, and a second fee.
    const refused: ExtensionOutcome = { ok: false, error: { code: 'business', serverMessage: 'System busy' } };
    const { actor, checks, confirms } = reopened({ orderNo: 'LN1', idempotencyKey: 'kept-1', extensionOrderNo: 'EX1', dueDate: offer.dueDate }, refused);
    await waitFor(actor, (s) => s.matches('comparing'));
    expect(checks).toEqual(['EX1']);
    expect(actor.getSnapshot().context.error).toEqual({ code: 'business', serverMessage: 'System busy' });
    expect(EXTENSION_UNDERWAY.toKept(actor.getSnapshot())).toEqual({ orderNo: 'LN1', idempotencyKey: 'kept-1', extensionOrderNo: null, dueDate: offer.dueDate });
    actor.send({ type: 'rollover.confirmed' });
    expect(confirms).toEqual(['kept-1']);
  });

  it('"extend" again after a failed extension: the phone keeps the new request, not the failed extension', async () => {
    const failed: ExtensionOutcome = { ok: true, status: { extensionOrderNo: 'EX1', status: 'failed', dueDate: '2026-12-01' } };
    const { actor } = reopened(null, failed);
    await waitFor(actor, (s) => s.matches('comparing'));
    actor.send({ type: 'rollover.confirmed' });
    await waitFor(actor, (s) => s.matches('comparing') && s.context.error?.code === 'extensionFailed');
    expect(EXTENSION_UNDERWAY.toKept(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'rollover.confirmed' });
    expect(EXTENSION_UNDERWAY.toKept(actor.getSnapshot())).toMatchObject({ idempotencyKey: 'key-2', extensionOrderNo: null });
  });

  it('the phone keeps the key from "extend" until the extension settles, is refused or fails', async () => {
    const { actor } = reopened(null, settled);
    await waitFor(actor, (s) => s.matches('comparing'));
    expect(EXTENSION_UNDERWAY.toKept(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'rollover.confirmed' });
    const kept = EXTENSION_UNDERWAY.toKept(actor.getSnapshot());
    expect(kept).toEqual({ orderNo: 'LN1', idempotencyKey: 'key-1', extensionOrderNo: null, dueDate: offer.dueDate });
    expect(EXTENSION_UNDERWAY.isKept(JSON.parse(JSON.stringify(kept)))).toBe(true);
    await waitFor(actor, (s) => s.matches('extended'));
    expect(EXTENSION_UNDERWAY.toKept(actor.getSnapshot())).toBeNull();
    expect(EXTENSION_UNDERWAY.isKept({ orderNo: 'LN1', idempotencyKey: '', extensionOrderNo: null, dueDate: null })).toBe(false);
  });
});

describe('rollover answers missing a field (FAULTS F12)', () => {
  /** The real actors over a fake API: each path answers in turn; every call recorded. */
  function withAnswers(answers: Record<string, Array<{ ok: true; data: unknown }>>) {
    const calls: Array<{ path: string; payload: unknown; key?: string }> = [];
    const call = async (endpoint: { path: string }, payload: unknown, options?: { idempotencyKey?: string }) => {
      calls.push({ path: endpoint.path, payload, key: options?.idempotencyKey });
      const answer = answers[endpoint.path]?.shift();
      if (!answer) throw new Error(`no answer for ${endpoint.path}`);
      return answer;
    };
    const actors = createRolloverActors({ api: { call } as unknown as ApiClient });
    const actor = createActor(rolloverMachine.provide({ actors, actions: rolloverKeyActions(sequentialKeys()) }), { input: { orderNo: 'LN1' } }).start();
    return { actor, calls };
  }

  it('an offer without its order number is for the order asked about: "extend" goes for that order', async () => {
    const { actor, calls } = withAnswers({
      '/repay/getExtensionData': [{ ok: true, data: { ...offer, orderNo: '' } }],
      '/repay/confirmExtensionOrder': [{ ok: true, data: { extensionOrderNo: 'EX1', status: 'success', dueDate: '2026-12-08' } }],
    });
    await waitFor(actor, (s) => s.matches('comparing'));
    actor.send({ type: 'rollover.confirmed' });
    await waitFor(actor, (s) => s.matches('extended'));
    expect(calls.find((c) => c.path === '/repay/confirmExtensionOrder')?.payload).toEqual({ orderNo: 'LN1' });
  });

  it('an extension under way without its number is an unknown outcome: the key stays, so "extend" again replays it', async () => {
    const { actor, calls } = withAnswers({
      '/repay/getExtensionData': [{ ok: true, data: offer }],
      '/repay/confirmExtensionOrder': [
        { ok: true, data: { extensionOrderNo: '', status: 'pending', dueDate: '2026-12-01' } },
        { ok: true, data: { extensionOrderNo: 'EX1', status: 'success', dueDate: '2026-12-08' } },
      ],
    });
    await waitFor(actor, (s) => s.matches('comparing'));
    actor.send({ type: 'rollover.confirmed' });
    await waitFor(actor, (s) => s.matches('comparing') && s.context.error !== null);
    expect(calls.some((c) => c.path === '/repay/updateExtensionOrderStatus')).toBe(false);
    actor.send({ type: 'rollover.confirmed' });
    await waitFor(actor, (s) => s.matches('extended'));
    expect(calls.filter((c) => c.path === '/repay/confirmExtensionOrder').map((c) => c.key)).toEqual(['key-1', 'key-1']);
  });
});
