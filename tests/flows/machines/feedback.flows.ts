import { expect } from 'vitest';
import { isDraftComplete } from '../../../machines/feedback/feedback.rules';
import { feedbackMachine } from '../../../machines/feedback/feedback.machine';
import { MAX_IMAGES } from '../../../machines/feedback/feedback.types';
import { defineFlows } from '../defineFlows';

const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
// A size-only stand-in: allocating 16 MB for a guard that reads `size` would only slow the walk.
const hugePhoto = { type: 'image/jpeg', size: 16 * 1024 * 1024 } as unknown as Blob;

export default defineFlows({
  machine: feedbackMachine,
  input: { submissionKey: 'key-1' },
  actors: {
    fetchOpenTickets: {
      done: [{ ok: true, types: [] }, { ok: false, code: 500, msg: 'busy' }],
      error: [new Error('offline')],
    },
    checkCanHandle: { done: [{ canHandle: true }, { canHandle: false, openTicketId: 4 }], error: [new Error('offline')] },
    uploadImage: {
      done: [{ ok: true, url: '/files/1.jpg' }, { ok: false, unreadable: true }, { ok: false, code: 1204, msg: 'not an image' }],
      error: [new Error('offline')],
    },
    createTicket: {
      done: [{ kind: 'created', id: 7 }, { kind: 'openOfType', openTicketId: null }, { kind: 'refused', code: 1, msg: 'no' }],
      error: [new Error('timeout')],
    },
  },
  events: {
    'feedback.typeChosen': [{ type: 'feedback.typeChosen', ticketType: 1 }],
    'feedback.fieldChanged': [
      { type: 'feedback.fieldChanged', field: 'description', value: 'I paid on Monday, still unpaid' },
      { type: 'feedback.fieldChanged', field: 'contact', value: 'ada@gmail.com' },
    ],
    'feedback.imageAdded': [
      { type: 'feedback.imageAdded', file: jpeg },
      { type: 'feedback.imageAdded', file: pdf },
      { type: 'feedback.imageAdded', file: hugePhoto },
    ],
    'feedback.imageRemoved': [{ type: 'feedback.imageRemoved', id: 1 }],
    'feedback.submitted': [{ type: 'feedback.submitted' }],
    'feedback.otherTypeRequested': [{ type: 'feedback.otherTypeRequested' }],
  },
  assertions: {
    checking: (s) => expect(s.hasTag('busy')).toBe(true),
    editing: (s) => expect(s.context.images.length).toBeLessThanOrEqual(MAX_IMAGES),
    verifying: (s) => expect(isDraftComplete(s.context.draft)).toBe(true),
    blocked: (s) => expect(s.can({ type: 'feedback.submitted' })).toBe(false),
    // One photo at a time, and only one the server does not have yet.
    uploading: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.images.some((image) => image.url === undefined)).toBe(true);
    },
    creating: (s) => expect(s.context.submissionKey).toBe('key-1'),
    submitted: (s) => {
      expect(s.status).toBe('done');
      expect(s.context.createdId).toBe(7);
    },
  },
  stateKey: (s) => ({
    value: s.value,
    type: s.context.draft.type,
    description: s.context.draft.description !== '',
    contact: s.context.draft.contact !== '',
    images: s.context.images.length,
    uploaded: s.context.images.filter((image) => image.url !== undefined).length,
    firstImageId: s.context.images[0]?.id === 1,
    imageProblem: s.context.imageProblem,
    error: s.context.error?.kind ?? null,
    keyInDoubt: s.context.keyInDoubt,
    openTypesUnknown: s.context.openTypesUnknown,
  }),
});
