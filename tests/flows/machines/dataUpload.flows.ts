import { expect } from 'vitest';
import { dataUploadMachine, MAX_POLLS } from '../../../machines/dataUpload/dataUpload.machine';
import type { FollowOutcome, UploadFlags } from '../../../machines/dataUpload/dataUpload.types';
import { defineFlows } from '../defineFlows';

const none: UploadFlags = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };
const all: UploadFlags = { appList: true, sms: true, exif: true, device: true, contact: true, location: true };
const stillFinishing: FollowOutcome = { kind: 'route', path: '/finish_loading', stepCode: 19 };

export default defineFlows({
  machine: dataUploadMachine,
  inputs: [
    { orderNo: 'NO1', collectionEnabled: true },
    { orderNo: 'NO1', collectionEnabled: false },
  ],
  actors: {
    disclosure: {
      done: [{ consented: true }],
      error: [new Error('disclosure broke')],
      describe: { done: () => 'the borrower accepts the permissions disclosure' },
    },
    checkUploadEnabled: {
      done: [{ kind: 'enabled' }, { kind: 'disabled' }, { kind: 'refused', code: 1103, msg: 'Order not found' }],
      error: [new Error('offline')],
    },
    fetchUploadStatus: {
      done: [{ kind: 'flags', flags: all }, { kind: 'flags', flags: none }, { kind: 'refused', code: 1103, msg: 'Order not found' }],
      error: [new Error('offline')],
    },
    startCollection: { done: ['started', 'unavailable', 'failed'], error: [new Error('bridge threw')] },
    followLatestOrder: {
      done: [stillFinishing],
      error: [new Error('offline')],
      describe: { done: () => 'the latest order is still at step 19 (FinishLoading)' },
    },
  },
  events: {
    'upload.consentDeclined': [{ type: 'upload.consentDeclined' }],
    'upload.consentReopened': [{ type: 'upload.consentReopened' }],
    'upload.retryRequested': [{ type: 'upload.retryRequested' }],
    'upload.continueRequested': [{ type: 'upload.continueRequested' }],
    'upload.supportRequested': [{ type: 'upload.supportRequested' }],
  },
  assertions: {
    deciding: () => undefined, // transient: left at once
    'awaitingConsent.asking': (s) => {
      expect(s.children.disclosure).toBeDefined();
      expect(s.can({ type: 'upload.continueRequested' })).toBe(false);
    },
    'awaitingConsent.declined': (s) => expect(s.can({ type: 'upload.continueRequested' })).toBe(true),
    checkingEnabled: (s) => expect(s.hasTag('busy')).toBe(true),
    checkingStatus: (s) => expect(s.hasTag('busy')).toBe(true),
    collecting: (s) => expect(s.context.pollCount).toBe(0),
    waiting: (s) => expect(s.context.pollCount).toBeLessThan(MAX_POLLS),
    polling: (s) => expect(s.hasTag('busy')).toBe(false),
    stalled: (s) => expect(s.context.pollCount).toBe(MAX_POLLS),
    failed: (s) => expect(s.context.error).not.toBeNull(),
    followingOrder: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.result).not.toBeNull();
    },
    followFailed: (s) => {
      expect(s.context.error).toEqual({ kind: 'fault', reason: 'unknown' });
      expect(s.can({ type: 'upload.continueRequested' })).toBe(false);
    },
    done: (s) => expect(s.output?.result).toBe(s.context.result),
  },
  implementations: { actions: { openSupport: () => undefined, navigateTo: () => undefined } },
});
