/**
 * Third-party data upload (SPEC section 4): ask whether the order needs it, read the six flags,
 * start native collection (`timeSDK`) when some are missing, then poll the flags, bounded.
 *
 *   idle -(upload.started)-> deciding -> awaitingConsent | checkingEnabled -> checkingStatus -> collecting -> waiting <-> polling
 *   -> done(collected | notRequired | skipped | unavailable | incomplete);  stalled and failed offer
 *   retry, continue without, and support.
 *
 * Invariants: nothing is collected before consent, or when the market switches collection off;
 * polling backs off (5 s doubling to 60 s) and stops after MAX_POLLS; every ending lets the
 * borrower go on (the output says how it ended).
 */
import { assign, setup } from 'xstate';
import { backoffDelay } from '../../services/orders/timing';
import { notProvided } from '../shared/notProvided';
import {
  UPLOAD_FLAGS,
  type CollectionOutcome,
  type DataUploadContext,
  type DataUploadEvent,
  type DataUploadInput,
  type DataUploadResult,
  type EnableOutcome,
  type StatusOutcome,
  type UploadConditions,
  type UploadFlags,
} from './dataUpload.types';

export const MAX_POLLS = 6;

const noFlags: UploadFlags = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };

const allFlagsDone = (flags: UploadFlags) => UPLOAD_FLAGS.every((flag) => flags[flag]);

export const dataUploadMachine = setup({
  types: {
    context: {} as DataUploadContext,
    events: {} as DataUploadEvent,
    input: {} as DataUploadInput,
    output: {} as { result: DataUploadResult },
  },
  actors: {
    checkUploadEnabled: notProvided<EnableOutcome, { orderNo: string }>('checkUploadEnabled'),
    fetchUploadStatus: notProvided<StatusOutcome, { orderNo: string; silent: boolean }>('fetchUploadStatus'),
    startCollection: notProvided<CollectionOutcome, { orderNo: string; userId: string; flags: UploadFlags }>('startCollection'),
  },
  actions: {
    /** Platform: the wiring opens customer services. */
    openSupport: () => undefined,
    applyConditions: assign((_, params: UploadConditions) => ({ ...params })),
    finishWith: assign((_, params: { result: DataUploadResult }) => ({ result: params.result })),
    storeFlags: assign((_, params: { outcome: StatusOutcome }) =>
      params.outcome.kind === 'flags' ? { flags: params.outcome.flags } : {},
    ),
    countPoll: assign({ pollCount: ({ context }) => Math.min(context.pollCount + 1, MAX_POLLS) }),
    resetPolls: assign({ pollCount: 0, errorCode: null }),
    noteNetworkError: assign({ errorCode: 'network' as const }),
    noteRefused: assign({ errorCode: 'refused' as const }),
    noteCollectionFailed: assign({ errorCode: 'collectionFailed' as const }),
  },
  guards: {
    isCollectionOff: ({ context }) => !context.collectionEnabled,
    hasConsent: ({ context }) => context.consentGiven,
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
    consentGiven: false,
    collectionEnabled: false,
    flags: noFlags,
    pollCount: 0,
    result: null,
    errorCode: null,
  }),
  initial: 'idle',
  output: ({ context }) => ({ result: context.result ?? 'incomplete' }),
  states: {
    // Started by the screen with what it knows: consent given, the market's switch.
    idle: {
      on: {
        'upload.started': {
          target: 'deciding',
          actions: {
            type: 'applyConditions',
            params: ({ event }) => ({ consentGiven: event.consentGiven, collectionEnabled: event.collectionEnabled }),
          },
        },
      },
    },
    deciding: {
      always: [
        { guard: 'isCollectionOff', target: 'done', actions: { type: 'finishWith', params: { result: 'skipped' } } },
        { guard: 'hasConsent', target: 'checkingEnabled' },
        { target: 'awaitingConsent' },
      ],
    },
    awaitingConsent: {
      on: {
        'upload.consentGiven': { target: 'checkingEnabled' },
        'upload.continueRequested': { target: 'done', actions: { type: 'finishWith', params: { result: 'skipped' } } },
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
            target: 'done',
            actions: { type: 'finishWith', params: { result: 'notRequired' } },
          },
          { target: 'failed', actions: 'noteRefused' },
        ],
        onError: { target: 'failed', actions: 'noteNetworkError' },
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
            target: 'done',
            actions: [
              { type: 'storeFlags', params: ({ event }) => ({ outcome: event.output }) },
              { type: 'finishWith', params: { result: 'collected' } },
            ],
          },
          {
            guard: { type: 'isStatusRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: 'noteRefused',
          },
          { target: 'collecting', actions: { type: 'storeFlags', params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: 'failed', actions: 'noteNetworkError' },
      },
    },
    collecting: {
      invoke: {
        src: 'startCollection',
        input: ({ context }) => ({ orderNo: context.orderNo, userId: context.userId, flags: context.flags }),
        onDone: [
          {
            // Off the wrapper (plain browser): go on without it.
            guard: { type: 'isCollectionUnavailable', params: ({ event }) => ({ outcome: event.output }) },
            target: 'done',
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
        'upload.continueRequested': { target: 'done', actions: { type: 'finishWith', params: { result: 'incomplete' } } },
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
            target: 'done',
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
        'upload.continueRequested': { target: 'done', actions: { type: 'finishWith', params: { result: 'incomplete' } } },
      },
    },
    stalled: {
      on: {
        'upload.retryRequested': { target: 'collecting', actions: 'resetPolls' },
        'upload.continueRequested': { target: 'done', actions: { type: 'finishWith', params: { result: 'incomplete' } } },
        'upload.supportRequested': { actions: 'openSupport' },
      },
    },
    failed: {
      on: {
        'upload.retryRequested': { target: 'checkingEnabled', actions: 'resetPolls' },
        'upload.continueRequested': { target: 'done', actions: { type: 'finishWith', params: { result: 'incomplete' } } },
        'upload.supportRequested': { actions: 'openSupport' },
      },
    },
    done: { type: 'final' },
  },
});
