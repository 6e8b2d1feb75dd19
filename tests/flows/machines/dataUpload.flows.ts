import { expect } from 'vitest';
import { dataUploadMachine, MAX_POLLS } from '../../../machines/dataUpload/dataUpload.machine';
import type { UploadFlags } from '../../../machines/dataUpload/dataUpload.types';
import { defineFlows } from '../defineFlows';

const none: UploadFlags = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };
const all: UploadFlags = { appList: true, sms: true, exif: true, device: true, contact: true, location: true };

export default defineFlows({
  machine: dataUploadMachine,
  input: { orderNo: 'NO1', userId: 'u1' },
  actors: {
    checkUploadEnabled: {
      done: [{ kind: 'enabled' }, { kind: 'disabled' }, { kind: 'refused', code: 1103 }],
      error: [new Error('offline')],
    },
    fetchUploadStatus: {
      done: [{ kind: 'flags', flags: all }, { kind: 'flags', flags: none }, { kind: 'refused', code: 1103 }],
      error: [new Error('offline')],
    },
    startCollection: { done: ['started', 'unavailable', 'failed'], error: [new Error('bridge threw')] },
  },
  events: {
    'upload.started': [
      { type: 'upload.started', consentGiven: false, collectionEnabled: true },
      { type: 'upload.started', consentGiven: true, collectionEnabled: true },
      { type: 'upload.started', consentGiven: true, collectionEnabled: false },
    ],
    'upload.consentGiven': [{ type: 'upload.consentGiven' }],
    'upload.retryRequested': [{ type: 'upload.retryRequested' }],
    'upload.continueRequested': [{ type: 'upload.continueRequested' }],
    'upload.supportRequested': [{ type: 'upload.supportRequested' }],
  },
  assertions: {
    idle: (s) => expect(s.context.result).toBeNull(),
    deciding: () => undefined,
    awaitingConsent: (s) => expect(s.context.consentGiven).toBe(false),
    checkingEnabled: (s) => expect(s.hasTag('busy')).toBe(true),
    checkingStatus: (s) => expect(s.hasTag('busy')).toBe(true),
    collecting: (s) => expect(s.context.pollCount).toBe(0),
    waiting: (s) => expect(s.context.pollCount).toBeLessThan(MAX_POLLS),
    polling: (s) => expect(s.hasTag('busy')).toBe(false),
    stalled: (s) => expect(s.context.pollCount).toBe(MAX_POLLS),
    failed: (s) => expect(s.context.errorCode).not.toBeNull(),
    done: (s) => expect(s.output?.result).toBe(s.context.result),
  },
  implementations: { actions: { openSupport: () => undefined } },
});
