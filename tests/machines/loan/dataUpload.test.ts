import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { dataUploadMachine, MAX_POLLS, uploadDisclosure } from '../../../machines/dataUpload/dataUpload.machine';
import { selectCanContinue, selectUploadProgress } from '../../../machines/dataUpload/dataUpload.selectors';
import type { CollectionOutcome, EnableOutcome, FollowOutcome, StatusOutcome, UploadFlags } from '../../../machines/dataUpload/dataUpload.types';
import type { ConsentRecord } from '../../../machines/disclosure/disclosure.types';

const flags = (done: number): UploadFlags => {
  const names = ['appList', 'sms', 'exif', 'device', 'contact', 'location'] as const;
  return Object.fromEntries(names.map((name, index) => [name, index < done])) as UploadFlags;
};

const atStep = (stepCode: number, path: string): FollowOutcome => ({ kind: 'route', path, stepCode });

interface Options {
  statuses?: StatusOutcome[];
  collection?: CollectionOutcome;
  acceptedBefore?: boolean;
  collectionEnabled?: boolean;
  latest?: Array<FollowOutcome | Error>;
}

function start({ statuses = [], collection = 'started', acceptedBefore = false, collectionEnabled = true, latest = [atStep(19, '/finish_loading')] }: Options) {
  const statusCalls: Array<{ silent: boolean }> = [];
  const collections: UploadFlags[] = [];
  const consentReads: number[] = [];
  const latestReads: number[] = [];
  const support = vi.fn();
  const navigateTo = vi.fn();
  const machine = dataUploadMachine.provide({
    actors: {
      disclosure: uploadDisclosure.provide({
        actors: {
          fetchConsent: fromPromise<ConsentRecord, void>(async () => {
            consentReads.push(1);
            return { accepted: acceptedBefore };
          }),
          recordConsent: fromPromise<void, void>(async () => undefined),
        },
      }),
      checkUploadEnabled: fromPromise<EnableOutcome, { orderNo: string }>(async () => ({ kind: 'enabled' })),
      fetchUploadStatus: fromPromise(async ({ input }: { input: { orderNo: string; silent: boolean } }) => {
        statusCalls.push({ silent: input.silent });
        return statuses[Math.min(statusCalls.length - 1, statuses.length - 1)]!;
      }),
      startCollection: fromPromise<CollectionOutcome, { orderNo: string; flags: UploadFlags }>(async ({ input }) => {
        collections.push(input.flags);
        return collection;
      }),
      followLatestOrder: fromPromise<FollowOutcome, void>(async () => {
        const answer = latest[Math.min(latestReads.push(1) - 1, latest.length - 1)]!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { openSupport: support, navigateTo },
  });
  const actor = createActor(machine, { input: { orderNo: 'NO1', collectionEnabled } }).start();
  const disclosure = () => actor.getSnapshot().children.disclosure!;
  const wentTo = () => navigateTo.mock.calls.map(([, params]) => (params as { path: string }).path);
  return { actor, disclosure, statusCalls, collections, consentReads, latestReads, support, wentTo };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('data upload journeys', () => {
  it('collects nothing before consent; accepting the disclosure starts it; then on to the loan confirmation', async () => {
    const { actor, disclosure, statusCalls, collections, wentTo } = start({ statuses: [{ kind: 'flags', flags: flags(6) }] });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ awaitingConsent: 'asking' });
    expect(selectCanContinue(actor.getSnapshot())).toBe(false);
    expect(statusCalls).toHaveLength(0);
    disclosure().send({ type: 'disclosure.agreementToggled' });
    disclosure().send({ type: 'disclosure.accepted' });
    await flush();
    expect(collections).toHaveLength(0);
    // The order is still at FinishLoading (19): its application is submitted from the loan confirmation.
    expect(wentTo()).toEqual(['/borrow/confirm_borrow']);
    expect(actor.getSnapshot().output).toEqual({ result: 'collected' });
  });

  it('"Not now" offers going on without; "Review permissions" takes that back; continuing collects nothing', async () => {
    const { actor, disclosure, statusCalls, collections, wentTo } = start({});
    await flush();
    disclosure().send({ type: 'disclosure.dismissed' });
    expect(actor.getSnapshot().value).toEqual({ awaitingConsent: 'declined' });
    expect(selectCanContinue(actor.getSnapshot())).toBe(true);
    disclosure().send({ type: 'disclosure.opened' });
    expect(selectCanContinue(actor.getSnapshot())).toBe(false);
    disclosure().send({ type: 'disclosure.dismissed' });
    actor.send({ type: 'upload.continueRequested' });
    await flush();
    expect(statusCalls).toHaveLength(0);
    expect(collections).toHaveLength(0);
    expect(wentTo()).toEqual(['/borrow/confirm_borrow']);
    expect(actor.getSnapshot().output).toEqual({ result: 'skipped' });
  });

  it('accepted before (the server remembers): no dialog, the upload starts at once', async () => {
    const { statusCalls } = start({ acceptedBefore: true, statuses: [{ kind: 'flags', flags: flags(6) }] });
    await flush();
    expect(statusCalls).toHaveLength(1);
  });

  it('a market that switches collection off goes on without asking', async () => {
    const { actor, statusCalls, consentReads, wentTo } = start({ collectionEnabled: false });
    expect(consentReads).toHaveLength(0);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ result: 'skipped' });
    expect(statusCalls).toHaveLength(0);
    expect(wentTo()).toHaveLength(1);
  });

  it.each([
    ['moved on to review', atStep(1, '/auth/review_tips?pageName=confirmBorrow'), '/auth/review_tips?pageName=confirmBorrow'],
    ['cancelled meanwhile', { kind: 'home', path: '/', reason: 'closed' } as const, '/'],
  ])('the next screen is the latest order\'s: %s', async (_, outcome, path) => {
    const { wentTo } = start({ collectionEnabled: false, latest: [outcome] });
    await flush();
    expect(wentTo()).toEqual([path]);
  });

  it('the latest order cannot be read: a way to try again that never collects again', async () => {
    const { actor, collections, latestReads, wentTo } = start({
      acceptedBefore: true,
      statuses: [{ kind: 'flags', flags: flags(2) }],
      collection: 'unavailable',
      latest: [new Error('offline'), atStep(19, '/finish_loading')],
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('followFailed');
    expect(selectCanContinue(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'upload.retryRequested' });
    await flush();
    expect(latestReads).toHaveLength(2);
    expect(collections).toHaveLength(1);
    expect(wentTo()).toEqual(['/borrow/confirm_borrow']);
    expect(actor.getSnapshot().output).toEqual({ result: 'unavailable' });
  });

  it('missing flags start native collection with what is done, then poll until all are done', async () => {
    const { actor, collections, statusCalls } = start({
      acceptedBefore: true,
      statuses: [
        { kind: 'flags', flags: flags(2) },
        { kind: 'flags', flags: flags(4) },
        { kind: 'flags', flags: flags(6) },
      ],
    });
    await flush();
    expect(collections).toEqual([flags(2)]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(selectUploadProgress(actor.getSnapshot())).toEqual({ done: 4, total: 6 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statusCalls.map((c) => c.silent)).toEqual([false, true, true]);
    expect(actor.getSnapshot().output).toEqual({ result: 'collected' });
  });

  it('flags that never complete: bounded polls, then a way out (retry, support, continue)', async () => {
    const { actor, statusCalls, support } = start({ acceptedBefore: true, statuses: [{ kind: 'flags', flags: flags(3) }] });
    await flush();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(actor.getSnapshot().value).toBe('stalled');
    expect(statusCalls).toHaveLength(1 + MAX_POLLS);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(statusCalls).toHaveLength(1 + MAX_POLLS);
    actor.send({ type: 'upload.supportRequested' });
    expect(support).toHaveBeenCalledTimes(1);
    actor.send({ type: 'upload.continueRequested' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ result: 'incomplete' });
  });
});
