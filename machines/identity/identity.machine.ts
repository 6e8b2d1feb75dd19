/**
 * The "ID and face" step (`/auth/id_card_authentication`, order step 12). One photo at a time:
 * ID back -> ID front (SPEC: "ID back uploaded before front") -> CURP OCR (Mexico only) -> face ->
 * finishUploadAllImg (once, after every file went through) -> next step from the latest order.
 * Each photo: picked -> preparing (downscaled, injected) -> uploading. A refused or failed upload
 * goes back to choosing that same slot with the prepared file kept, so a retry re-sends only it.
 * Photos live in memory only: this step has no draft.
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { faultFrom, type NextStep, type SubmitOutcome } from '../shared/submitError';
import type {
  IdentityContext,
  IdentityEvent,
  IdentityInput,
  IdentityProblem,
  OcrOutcome,
  PreparedImage,
  PrepareImageInput,
  UploadImageInput,
} from './identity.types';

function pickedFile(event: IdentityEvent): Blob {
  return event.type === 'image.picked' ? event.file : new Blob();
}

export const identityMachine = setup({
  types: {
    context: {} as IdentityContext,
    events: {} as IdentityEvent,
    input: {} as IdentityInput,
  },
  actors: {
    prepareImage: notProvided<PreparedImage, PrepareImageInput>('prepareImage'),
    uploadImage: notProvided<SubmitOutcome, UploadImageInput>('uploadImage'),
    readCurp: notProvided<OcrOutcome>('readCurp'),
    finishUpload: notProvided<SubmitOutcome>('finishUpload'),
    findNextStep: notProvided<NextStep>('findNextStep'),
  },
  guards: {
    isImage: ({ event }) => event.type === 'image.picked' && event.file.type.startsWith('image/'),
    hasPreparedImage: ({ context }) => context.prepared !== null,
    isPrepared: (_, prepared: PreparedImage) => prepared.ok,
    isAccepted: (_, outcome: SubmitOutcome) => outcome.ok,
    isRead: (_, outcome: OcrOutcome) => outcome.ok,
    needsOcr: ({ context }) => context.ocrRequired,
  },
  actions: {
    startPicked: assign({ prepared: null, error: null }),
    clearError: assign({ error: null }),
    clearPrepared: assign({ prepared: null }),
    assignPrepared: assign((_, prepared: PreparedImage) => (prepared.ok ? { prepared: prepared.file } : {})),
    assignProblem: assign((_, code: IdentityProblem) => ({ error: { kind: 'identity' as const, code } })),
    assignFault: assign((_, error: unknown) => ({ error: faultFrom(error) as IdentityContext['error'] })),
    assignOcr: assign((_, outcome: OcrOutcome) => (outcome.ok ? { ocr: outcome.result } : {})),
    resetPhotos: assign({ prepared: null, ocr: null, error: null }),
    assignNextRoute: assign((_, next: NextStep) => ({ nextRoute: next.route })),
    navigateToNextStep: (_, _params: { route: string | null }) => undefined,
  },
}).createMachine({
  id: 'identity',
  context: ({ input }) => ({ ocrRequired: input.ocrRequired, prepared: null, ocr: null, error: null, nextRoute: null }),
  initial: 'back',
  states: {
    back: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'image.picked': [
              { guard: 'isImage', target: 'preparing', actions: 'startPicked' },
              { actions: { type: 'assignProblem', params: 'image.wrongType' } },
            ],
            'upload.retryRequested': { guard: 'hasPreparedImage', target: 'uploading' },
          },
        },
        preparing: {
          tags: ['busy'],
          invoke: {
            src: 'prepareImage',
            input: ({ event }) => ({ file: pickedFile(event) }),
            onDone: [
              { guard: { type: 'isPrepared', params: ({ event }) => event.output }, target: 'uploading', actions: { type: 'assignPrepared', params: ({ event }) => event.output } },
              { target: 'choosing', actions: { type: 'assignProblem', params: 'image.tooLarge' } },
            ],
            onError: { target: 'choosing', actions: { type: 'assignProblem', params: 'image.unreadable' } },
          },
        },
        uploading: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            src: 'uploadImage',
            input: ({ context }) => ({ slot: 'back' as const, file: context.prepared ?? new Blob() }),
            onDone: [
              { guard: { type: 'isAccepted', params: ({ event }) => event.output }, target: '#identity.front', actions: 'clearPrepared' },
              { target: 'choosing', actions: { type: 'assignProblem', params: 'idCard.unrecognised' } },
            ],
            onError: { target: 'choosing', actions: { type: 'assignFault', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    front: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'image.picked': [
              { guard: 'isImage', target: 'preparing', actions: 'startPicked' },
              { actions: { type: 'assignProblem', params: 'image.wrongType' } },
            ],
            'upload.retryRequested': { guard: 'hasPreparedImage', target: 'uploading' },
          },
        },
        preparing: {
          tags: ['busy'],
          invoke: {
            src: 'prepareImage',
            input: ({ event }) => ({ file: pickedFile(event) }),
            onDone: [
              { guard: { type: 'isPrepared', params: ({ event }) => event.output }, target: 'uploading', actions: { type: 'assignPrepared', params: ({ event }) => event.output } },
              { target: 'choosing', actions: { type: 'assignProblem', params: 'image.tooLarge' } },
            ],
            onError: { target: 'choosing', actions: { type: 'assignProblem', params: 'image.unreadable' } },
          },
        },
        uploading: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            src: 'uploadImage',
            input: ({ context }) => ({ slot: 'front' as const, file: context.prepared ?? new Blob() }),
            onDone: [
              { guard: { type: 'isAccepted', params: ({ event }) => event.output }, target: '#identity.frontUploaded', actions: 'clearPrepared' },
              { target: 'choosing', actions: { type: 'assignProblem', params: 'idCard.unrecognised' } },
            ],
            onError: { target: 'choosing', actions: { type: 'assignFault', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    frontUploaded: {
      always: [{ guard: 'needsOcr', target: 'ocr' }, { target: 'face' }],
    },
    ocr: {
      initial: 'reading',
      states: {
        reading: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            src: 'readCurp',
            onDone: [
              { guard: { type: 'isRead', params: ({ event }) => event.output }, target: '#identity.face', actions: { type: 'assignOcr', params: ({ event }) => event.output } },
              { target: 'failed', actions: { type: 'assignProblem', params: 'ocr.failed' } },
            ],
            onError: { target: 'failed', actions: { type: 'assignFault', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        failed: {
          on: {
            'ocr.retryRequested': 'reading',
            'identity.restartRequested': { target: '#identity.back', actions: 'resetPhotos' },
          },
        },
      },
    },
    face: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'image.picked': [
              { guard: 'isImage', target: 'preparing', actions: 'startPicked' },
              { actions: { type: 'assignProblem', params: 'image.wrongType' } },
            ],
            'upload.retryRequested': { guard: 'hasPreparedImage', target: 'uploading' },
          },
        },
        preparing: {
          tags: ['busy'],
          invoke: {
            src: 'prepareImage',
            input: ({ event }) => ({ file: pickedFile(event) }),
            onDone: [
              { guard: { type: 'isPrepared', params: ({ event }) => event.output }, target: 'uploading', actions: { type: 'assignPrepared', params: ({ event }) => event.output } },
              { target: 'choosing', actions: { type: 'assignProblem', params: 'image.tooLarge' } },
            ],
            onError: { target: 'choosing', actions: { type: 'assignProblem', params: 'image.unreadable' } },
          },
        },
        uploading: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            src: 'uploadImage',
            input: ({ context }) => ({ slot: 'face' as const, file: context.prepared ?? new Blob() }),
            onDone: [
              { guard: { type: 'isAccepted', params: ({ event }) => event.output }, target: '#identity.finishing', actions: 'clearPrepared' },
              { target: 'choosing', actions: { type: 'assignProblem', params: 'face.unrecognised' } },
            ],
            onError: { target: 'choosing', actions: { type: 'assignFault', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    finishing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'finishUpload',
        onDone: [
          { guard: { type: 'isAccepted', params: ({ event }) => event.output }, target: 'findingNextStep' },
          { target: 'finishFailed', actions: { type: 'assignProblem', params: 'identity.unverified' } },
        ],
        onError: { target: 'finishFailed', actions: { type: 'assignFault', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    finishFailed: {
      on: {
        'finish.retryRequested': 'finishing',
        'identity.restartRequested': { target: 'back', actions: 'resetPhotos' },
      },
    },
    findingNextStep: {
      tags: ['busy'],
      invoke: {
        src: 'findNextStep',
        onDone: { target: 'done', actions: { type: 'assignNextRoute', params: ({ event }) => event.output } },
        onError: 'nextStepFailed',
      },
    },
    nextStepFailed: { on: { 'nextStep.retryRequested': 'findingNextStep' } },
    done: { entry: { type: 'navigateToNextStep', params: ({ context }) => ({ route: context.nextRoute }) } },
  },
});
