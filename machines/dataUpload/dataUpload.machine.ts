/**
 * Third-party data upload (SPEC section 4) at `/finish_loading`: the permissions disclosure, then
 * ask whether the order needs the data, read the six flags, start native collection (`timeSDK`)
 * when some are missing, poll the flags, bounded; then go where the latest order's step code says.
 *
 *   deciding -> awaitingConsent(asking <-> declined) | followingOrder
 *   awaitingConsent -> checkingEnabled -> checkingStatus -> collecting -> waiting <-> polling
 *   every ending (collected | notRequired | skipped | unavailable | incomplete) -> followingOrder -> done;
 *   stalled and failed offer retry, continue without, and support.
 *
 * Consent: `awaitingConsent` invokes the disclosure machine; its acceptance (the child's `done`)
 * is the only way to `checkingEnabled`, and its "Not now" (`upload.consentDeclined`) is what
 * offers going on without. Invoked, not a parallel region: nothing runs under this dialog, since
 * nothing may be collected before consent, and the disclosure keeps its own small chart and tests.
 *
 * Invariants: nothing is collected before consent, or when collection is off (the market's
 * setting, or no wrapper to collect: input `collectionEnabled`);
 * polling backs off (5 s doubling to 60 s) and stops after MAX_POLLS; every ending lets the
 * borrower go on (the output says how it ended), and the next screen is the server's, not a guess.
 */
import { assign, sendParent, setup } from 'xstate';
import { backoffDelay } from '../../services/orders/timing';
import { disclosureMachine } from '../disclosure/disclosure.machine';
import { notProvided } from '../shared/notProvided';
import { faultFrom, refusalOf } from '../shared/submitError';
import type { NavigateParams } from '../order/order.types';
import { pathAfterUpload } from './dataUpload.rules';
import {
  UPLOAD_FLAGS,
  type CollectionOutcome,
  type DataUploadContext,
  type DataUploadEvent,
  type DataUploadInput,
  type DataUploadResult,
  type EnableOutcome,
  type FollowOutcome,
  type StatusOutcome,
  type UploadFlags,
} from './dataUpload.types';

/** The disclosure as this flow invokes it: it tells the upload when the borrower declines or comes back. */
export const uploadDisclosure = disclosureMachine.provide({
  actions: {
    notifyDeclined: sendParent({ type: 'upload.consentDeclined' }),
    notifyReopened: sendParent({ type: 'upload.consentReopened' }),
  },
});

export const MAX_POLLS = 6;

const noFlags: UploadFlags = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };

const allFlagsDone = (flags: UploadFlags) => UPLOAD_FLAGS.every((flag) => flags[flag]);

export const dataUploadMachine = setup({
  types: {
    context: {} as DataUploadContext,
    events: {} as DataUploadEvent,
    input: {} as DataUploadInput,
    output: {} as { result: DataUploadResult },
    children: {} as { disclosure: 'disclosure' },
  },
  actors: {
    checkUploadEnabled: notProvided<EnableOutcome, { orderNo: string }>('checkUploadEnabled'),
    fetchUploadStatus: notProvided<StatusOutcome, { orderNo: string; silent: boolean }>('fetchUploadStatus'),
    startCollection: notProvided<CollectionOutcome, { orderNo: string; flags: UploadFlags }>('startCollection'),
    disclosure: uploadDisclosure,
    followLatestOrder: notProvided<FollowOutcome>('followLatestOrder'),
  },
  actions: {
    /** Platform: the wiring opens customer services. */
    openSupport: () => undefined,
    /** Platform: the wiring gives the router. */
    navigateTo: (_, _params: NavigateParams) => undefined,
    finishWith: assign((_, params: { result: DataUploadResult }) => ({ result: params.result })),
    storeFlags: assign((_, params: { outcome: StatusOutcome }) =>
      params.outcome.kind === 'flags' ? { flags: params.outcome.flags } : {},
    ),
    countPoll: assign({ pollCount: ({ context }) => Math.min(context.pollCount + 1, MAX_POLLS) }),
    resetPolls: assign({ pollCount: 0, error: null }),
    clearError: assign({ error: null }),
    noteRequestFault: assign((_, params: { error: unknown }) => ({ error: faultFrom(params.error) })),
    noteRefused: assign((_, params: { outcome: EnableOutcome | StatusOutcome }) =>
      params.outcome.kind === 'refused' ? { error: refusalOf(params.outcome) } : {},
    ),
    noteCollectionFailed: assign({ error: { kind: 'collectionFailed' as const } }),
  },
  guards: {
    isCollectionOff: ({ context }) => !context.collectionEnabled,
    isEnabled: (_, params: { outcome: EnableOutcome }) => params.outcome.kind === 'enabled',
    isDisabled: (_, params: { outcome: EnableOutcome }) => params.outcome.kind === 'disabled',
    hasAllUploadFlags: (_, params: { outcome: StatusOutcome }) =>
      params.outcome.kind === 'flags' && allFlagsDone(params.outcome.flags),
    isStatusRefused: (_, params: { outcome: StatusOutcome }) => params.outcome.kind === 'refused',
    isCollectionUnavailable: (_, params: { outcome: CollectionOutcome }) => params.outcome === 'unavailable',
    hasCollectionFailed: (_, params: { outcome: CollectionOutcome }) => params.outcome === 'failed',
    hasPollsLeft: ({ context }) => context.pollCount + 1 < MAX_POLLS,
  },
  delays: {
    uploadBackoff: ({ context }) => backoffDelay(context.pollCount),
  },
}).createMachine({
  id: 'dataUpload',
  context: ({ input }) => ({
    ...input,
    flags: noFlags,
    pollCount: 0,
    result: null,
    error: null,
  }),
  initial: 'deciding',
  output: ({ context }) => ({ result: context.result ?? 'incomplete' }),
  states: {
    deciding: {
      always: [
        { guard: 'isCollectionOff', target: 'followingOrder', actions: { type: 'finishWith', params: { result: 'skipped' } } },
        { target: 'awaitingConsent' },
      ],
    },
    awaitingConsent: {
      invoke: {
        id: 'disclosure',
        src: 'disclosure',
        onDone: 'checkingEnabled',
        // The dialog broke: the borrower can still go on without sharing.
        onError: '.declined',
      },
      initial: 'asking',
      states: {
        asking: { on: { 'upload.consentDeclined': 'declined' } },
        declined: {
          on: {
            'upload.consentReopened': 'asking',
            'upload.continueRequested': { target: '#dataUpload.followingOrder', actions: { type: 'finishWith', params: { result: 'skipped' } } },
          },
        },
      },
    },
    checkingEnabled: {
      tags: ['busy'],
      invoke: {
        src: 'checkUploadEnabled',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          { guard: { type: 'isEnabled', params: ({ event }) => ({ outcome: event.output }) }, target: 'checkingStatus' },
          {
            guard: { type: 'isDisabled', params: ({ event }) => ({ outcome: event.output }) },
            target: 'followingOrder',
            actions: { type: 'finishWith', params: { result: 'notRequired' } },
          },
          { target: 'failed', actions: { type: 'noteRefused', params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'noteRequestFault', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checkingStatus: {
      tags: ['busy'],
      invoke: {
        src: 'fetchUploadStatus',
        input: ({ context }) => ({ orderNo: context.orderNo, silent: false }),
        onDone: [
          {
            guard: { type: 'hasAllUploadFlags', params: ({ event }) => ({ outcome: event.output }) },
            target: 'followingOrder',
            actions: [
              { type: 'storeFlags', params: ({ event }) => ({ outcome: event.output }) },
              { type: 'finishWith', params: { result: 'collected' } },
            ],
          },
          {
            guard: { type: 'isStatusRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: { type: 'noteRefused', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'collecting', actions: { type: 'storeFlags', params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'noteRequestFault', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    collecting: {
      invoke: {
        src: 'startCollection',
        input: ({ context }) => ({ orderNo: context.orderNo, flags: context.flags }),
        onDone: [
          {
            // Off the wrapper (plain browser): go on without it.
            guard: { type: 'isCollectionUnavailable', params: ({ event }) => ({ outcome: event.output }) },
            target: 'followingOrder',
            actions: { type: 'finishWith', params: { result: 'unavailable' } },
          },
          {
            guard: { type: 'hasCollectionFailed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: 'noteCollectionFailed',
          },
          { target: 'waiting' },
        ],
        onError: { target: 'failed', actions: 'noteCollectionFailed' },
      },
    },
    waiting: {
      on: {
        'upload.continueRequested': { target: 'followingOrder', actions: { type: 'finishWith', params: { result: 'incomplete' } } },
      },
      after: { uploadBackoff: { target: 'polling' } },
    },
    polling: {
      invoke: {
        src: 'fetchUploadStatus',
        input: ({ context }) => ({ orderNo: context.orderNo, silent: true }),
        onDone: [
          {
            guard: { type: 'hasAllUploadFlags', params: ({ event }) => ({ outcome: event.output }) },
            target: 'followingOrder',
            actions: [
              { type: 'storeFlags', params: ({ event }) => ({ outcome: event.output }) },
              { type: 'finishWith', params: { result: 'collected' } },
            ],
          },
          {
            guard: 'hasPollsLeft',
            target: 'waiting',
            actions: [{ type: 'storeFlags', params: ({ event }) => ({ outcome: event.output }) }, 'countPoll'],
          },
          { target: 'stalled', actions: [{ type: 'storeFlags', params: ({ event }) => ({ outcome: event.output }) }, 'countPoll'] },
        ],
        onError: [{ guard: 'hasPollsLeft', target: 'waiting', actions: 'countPoll' }, { target: 'stalled', actions: 'countPoll' }],
      },
      on: {
        'upload.continueRequested': { target: 'followingOrder', actions: { type: 'finishWith', params: { result: 'incomplete' } } },
      },
    },
    stalled: {
      on: {
        'upload.retryRequested': { target: 'collecting', actions: 'resetPolls' },
        'upload.continueRequested': { target: 'followingOrder', actions: { type: 'finishWith', params: { result: 'incomplete' } } },
        'upload.supportRequested': { actions: 'openSupport' },
      },
    },
    failed: {
      on: {
        'upload.retryRequested': { target: 'checkingEnabled', actions: 'resetPolls' },
        'upload.continueRequested': { target: 'followingOrder', actions: { type: 'finishWith', params: { result: 'incomplete' } } },
        'upload.supportRequested': { actions: 'openSupport' },
      },
    },
    followingOrder: {
      tags: ['busy'],
      invoke: {
        src: 'followLatestOrder',
        onDone: {
          target: 'done',
          actions: { type: 'navigateTo', params: ({ event }) => ({ path: pathAfterUpload(event.output) }) },
        },
        onError: { target: 'followFailed', actions: { type: 'noteRequestFault', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The upload has ended; only the way on is missing. Retrying never collects again.
    followFailed: {
      on: {
        'upload.retryRequested': { target: 'followingOrder', actions: 'clearError' },
        'upload.supportRequested': { actions: 'openSupport' },
      },
    },
    done: { type: 'final' },
  },
});
