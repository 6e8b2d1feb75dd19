import { expect } from 'vitest';
import { defineFlows, type FlowsDefinition } from '../defineFlows';
import { identityMachine } from '../../../machines/identity/identity.machine';
import type { PreparedImage, SubmitOutcome } from '../../../machines/identity/identity.types';

const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
const sampleOcr = { curp: 'GOMA900517MDFRRN03', name: 'Ana Gómez' };

export default defineFlows({
  machine: identityMachine,
  // Mexico reads the CURP (OCR); Nigeria goes from the front straight to the face.
  // After a reload the step carries on after the last photo the server took (identity.typed.ts).
  inputs: [
    { ocrRequired: true },
    { ocrRequired: false },
    { ocrRequired: true, resumeAt: 'front' },
    { ocrRequired: true, resumeAt: 'ocr' },
    { ocrRequired: true, resumeAt: 'face' },
    { ocrRequired: false, resumeAt: 'finishing' },
    { ocrRequired: true, resumeAt: 'nextStep' },
  ],
  actors: {
    prepareImage: {
      done: [{ ok: true, file: photo }, { ok: false, reason: 'tooLarge' }],
      error: [new Error('cannot decode')],
      describe: { done: (r: PreparedImage) => (r.ok ? 'the photo is downscaled' : 'the photo is too large') },
    },
    uploadImage: {
      // 1402: the server has no back for this front (the step restarted elsewhere): back to the back.
      done: [
        { ok: true },
        { ok: false, code: 1405, msg: 'front/back ID recognition failed, re-upload' },
        { ok: false, code: 1402, msg: 'ID back uploaded before front' },
      ],
      error: [new Error('timeout')],
      describe: {
        done: (r: SubmitOutcome) =>
          r.ok ? 'the server keeps the photo' : r.code === 1402 ? 'the server has no back for this front' : 'the server refuses the photo',
      },
    },
    readCurp: {
      done: [{ ok: true, result: sampleOcr }, { ok: false, code: 1403, msg: 'OCR failed, restart authentication' }],
      error: [new Error('offline')],
    },
    finishUpload: {
      done: [{ ok: true }, { ok: false, code: 1406, msg: 'identity verification failed, keep card clear' }],
      error: [new Error('network')],
    },
    findNextStep: { done: [{ route: '/bank_account/add_bankcard' }], error: [new Error('offline')] },
  },
  events: {
    'image.picked': [
      { type: 'image.picked', file: photo },
      { type: 'image.picked', file: pdf },
    ],
    'upload.retryRequested': [{ type: 'upload.retryRequested' }],
    'ocr.retryRequested': [{ type: 'ocr.retryRequested' }],
    'finish.retryRequested': [{ type: 'finish.retryRequested' }],
    'identity.restartRequested': [{ type: 'identity.restartRequested' }],
    'nextStep.retryRequested': [{ type: 'nextStep.retryRequested' }],
  },
  assertions: {
    // Transient: left at once for the back, or where a reload left the step.
    starting: () => {},
    // Sent back here because the server has no back: nothing of the earlier photos is kept.
    'back.choosing': (s) => {
      expect([s.hasTag('busy'), s.context.resumeAt]).toEqual([false, null]);
      if (s.context.error?.kind === 'identity' && s.context.error.code === 'idCard.backFirst') expect(s.context.prepared).toBeNull();
    },
    'back.preparing': (s) => expect(s.hasTag('busy')).toBe(true),
    'back.uploading': (s) => expect(s.context.prepared).not.toBeNull(),
    'front.choosing': (s) => expect(s.can({ type: 'image.picked', file: photo })).toBe(true),
    'front.preparing': (s) => expect(s.hasTag('busy')).toBe(true),
    'front.uploading': (s) => expect(s.context.prepared).not.toBeNull(),
    // Transient: left at once for the OCR (Mexico) or the face (Nigeria).
    frontUploaded: () => {},
    'ocr.reading': (s) => expect(s.context.ocrRequired).toBe(true),
    'ocr.failed': (s) => expect(s.context.error).not.toBeNull(),
    // The CURP read is shown once read in this page's life; one read before a reload is not kept.
    'face.choosing': (s) => expect(s.context.ocr !== null).toBe(s.context.ocrRequired && s.context.resumeAt !== 'face'),
    'face.preparing': (s) => expect(s.hasTag('busy')).toBe(true),
    'face.uploading': (s) => expect(s.context.prepared).not.toBeNull(),
    finishing: (s) => expect(s.context.prepared).toBeNull(),
    finishFailed: (s) => expect(s.context.error).not.toBeNull(),
    findingNextStep: (s) => expect(s.hasTag('busy')).toBe(true),
    nextStepFailed: (s) => expect(s.can({ type: 'nextStep.retryRequested' })).toBe(true),
    done: (s) => expect(s.context.nextRoute).toBe('/bank_account/add_bankcard'),
  } as FlowsDefinition<typeof identityMachine>['assertions'],
  stateKey: (s) => ({
    value: s.value,
    ocrRequired: s.context.ocrRequired,
    resumed: s.context.resumeAt !== null,
    prepared: s.context.prepared !== null,
    hasOcr: s.context.ocr !== null,
    error: s.context.error === null ? null : s.context.error.kind === 'identity' ? s.context.error.code : s.context.error.reason,
  }),
});
