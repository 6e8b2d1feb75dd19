import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { dataUploadMachine, MAX_POLLS } from '../../../machines/dataUpload/dataUpload.machine';
import { selectUploadProgress } from '../../../machines/dataUpload/dataUpload.selectors';
import type { CollectionOutcome, EnableOutcome, StatusOutcome, UploadFlags } from '../../../machines/dataUpload/dataUpload.types';

const flags = (done: number): UploadFlags => {
  const names = ['appList', 'sms', 'exif', 'device', 'contact', 'location'] as const;
  return Object.fromEntries(names.map((name, index) => [name, index < done])) as UploadFlags;
};

function start(statuses: StatusOutcome[], collection: CollectionOutcome = 'started') {
  const statusCalls: Array<{ silent: boolean }> = [];
  const collections: UploadFlags[] = [];
  const support = vi.fn();
  const machine = dataUploadMachine.provide({
    actors: {
      checkUploadEnabled: fromPromise<EnableOutcome, { orderNo: string }>(async () => ({ kind: 'enabled' })),
      fetchUploadStatus: fromPromise(async ({ input }: { input: { orderNo: string; silent: boolean } }) => {
        statusCalls.push({ silent: input.silent });
        return statuses[Math.min(statusCalls.length - 1, statuses.length - 1)]!;
      }),
      startCollection: fromPromise<CollectionOutcome, { orderNo: string; userId: string; flags: UploadFlags }>(async ({ input }) => {
        collections.push(input.flags);
        return collection;
      }),
    },
    actions: { openSupport: support },
  });
  const actor = createActor(machine, { input: { orderNo: 'NO1', userId: 'u1' } }).start();
  return { actor, statusCalls, collections, support };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('data upload journeys', () => {
  it('collects nothing before consent; consent starts it; all flags done proceeds', async () => {
    const { actor, statusCalls } = start([{ kind: 'flags', flags: flags(6) }]);
    actor.send({ type: 'upload.started', consentGiven: false, collectionEnabled: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('awaitingConsent');
    expect(statusCalls).toHaveLength(0);
    actor.send({ type: 'upload.consentGiven' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ result: 'collected' });
  });

  it('a market that switches collection off goes on without asking', async () => {
    const { actor, statusCalls } = start([]);
    actor.send({ type: 'upload.started', consentGiven: true, collectionEnabled: false });
    expect(actor.getSnapshot().output).toEqual({ result: 'skipped' });
    expect(statusCalls).toHaveLength(0);
  });

  it('off the wrapper, collection is unavailable and the flow goes on', async () => {
    const { actor } = start([{ kind: 'flags', flags: flags(0) }], 'unavailable');
    actor.send({ type: 'upload.started', consentGiven: true, collectionEnabled: true });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ result: 'unavailable' });
  });

  it('missing flags start native collection with what is done, then poll until all are done', async () => {
    const { actor, collections, statusCalls } = start([
      { kind: 'flags', flags: flags(2) },
      { kind: 'flags', flags: flags(4) },
      { kind: 'flags', flags: flags(6) },
    ]);
    actor.send({ type: 'upload.started', consentGiven: true, collectionEnabled: true });
    await flush();
    expect(collections).toEqual([flags(2)]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(selectUploadProgress(actor.getSnapshot())).toEqual({ done: 4, total: 6 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statusCalls.map((c) => c.silent)).toEqual([false, true, true]);
    expect(actor.getSnapshot().output).toEqual({ result: 'collected' });
  });

  it('flags that never complete: bounded polls, then a way out (retry, support, continue)', async () => {
    const { actor, statusCalls, support } = start([{ kind: 'flags', flags: flags(3) }]);
    actor.send({ type: 'upload.started', consentGiven: true, collectionEnabled: true });
    await flush();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(actor.getSnapshot().value).toBe('stalled');
    expect(statusCalls).toHaveLength(1 + MAX_POLLS);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(statusCalls).toHaveLength(1 + MAX_POLLS);
    actor.send({ type: 'upload.supportRequested' });
    expect(support).toHaveBeenCalledTimes(1);
    actor.send({ type: 'upload.continueRequested' });
    expect(actor.getSnapshot().output).toEqual({ result: 'incomplete' });
  });
});
