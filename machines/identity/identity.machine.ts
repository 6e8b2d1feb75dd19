/**
 * The "ID and face" step (`/auth/id_card_authentication`, order step 12). One photo at a time:
 * ID back -> ID front (SPEC: "ID back uploaded before front") -> CURP OCR (Mexico only) -> face ->
 * finishUploadAllImg (once, after every file went through) -> next step from the latest order.
 * Each photo: picked -> preparing (downscaled, injected) -> uploading. A refused or failed upload
 * goes back to choosing that same slot with the prepared file kept, so a retry re-sends only it;
 * a front refused because the server has no back (after a reload, the step restarted elsewhere)
 * goes back to the back with that reason.
 * Photos live in memory only. After a reload the step carries on after the last photo the server
 * received (`resumeAt`, kept by identity.typed.ts): starting -> front | frontUploaded | face |
 * finishing | findingNextStep (the check passed: never sent twice); a restart from a failed read
 * or check goes back to the back as before.
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { faultFrom, type NextStep, type SubmitOutcome } from '../shared/submitError';
import { isAcceptedImageType } from './identity.types';
import type {
  IdentityContext,
  IdentityEvent,
  IdentityInput,
  IdentityProblem,
  IdentityResumePoint,
  ImageSlot,
  OcrOutcome,
  PreparedImage,
  PrepareImageInput,
  UploadImageInput,
} from './identity.types';

function pickedFile(event: IdentityEvent): Blob {
  return event.type === 'image.picked' ? event.file : new Blob();
}

const outputOf = <T,>({ event }: { event: { output: T } }) => event.output;
const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/**
 * The server's "ID back uploaded before front" (sandbox `kycUploadOrder`): it has no back for this
 * front, so the step goes back to the back. Another backend's code for it gets the plain refusal.
 */
export const UPLOAD_ORDER_CODE = 1402;

/** A refused front when the server lacks the back: start again from the back, with the reason. */
const backFirst = {
  guard: { type: 'isBackMissing' as const, params: outputOf<SubmitOutcome> },
  target: '#identity.back',
  actions: ['resetPhotos' as const, { type: 'assignProblem' as const, params: 'idCard.backFirst' as const }],
};

/**
 * One photo of the step, the same for each slot: choosing -> preparing (downscaled) -> uploading
 * -> `next`. A wrong file type stays in choosing with a message; a photo too large, unreadable,
 * refused (`refused` names the SPEC section 8 message) or lost on the way goes back to choosing,
 * the prepared file kept so `upload.retryRequested` re-sends only this one.
 */
function uploadStep({ slot, next, refused }: { slot: ImageSlot; next: string; refused: IdentityProblem }) {
  return {
    initial: 'choosing' as const,
    states: {
      choosing: {
        on: {
          'image.picked': [
            { guard: 'isAcceptedImageType' as const, target: 'preparing', actions: 'startPicked' as const },
            { actions: { type: 'assignProblem' as const, params: 'image.wrongType' as const } },
          ],
          'upload.retryRequested': { guard: 'hasPreparedImage' as const, target: 'uploading' },
        },
      },
      preparing: {
        tags: ['busy'],
        invoke: {
          src: 'prepareImage' as const,
          input: ({ event }: { event: IdentityEvent }) => ({ file: pickedFile(event) }),
          onDone: [
            {
              guard: { type: 'isPrepared' as const, params: outputOf<PreparedImage> },
              target: 'uploading',
              actions: { type: 'assignPrepared' as const, params: outputOf<PreparedImage> },
            },
            { target: 'choosing', actions: { type: 'assignProblem' as const, params: 'image.tooLarge' as const } },
          ],
          onError: { target: 'choosing', actions: { type: 'assignProblem' as const, params: 'image.unreadable' as const } },
        },
      },
      uploading: {
        tags: ['busy'],
        entry: 'clearError' as const,
        invoke: {
          src: 'uploadImage' as const,
          input: ({ context }: { context: IdentityContext }) => ({ slot, file: context.prepared ?? new Blob() }),
          onDone: [
            { guard: { type: 'isAccepted' as const, params: outputOf<SubmitOutcome> }, target: next, actions: 'clearPrepared' as const },
            ...(slot === 'front' ? [backFirst] : []),
            // Refused ("recognition failed"): that photo will not do, so it is not offered again; a
            // fault (onError) keeps it, to be sent again as it was.
            { target: 'choosing', actions: [{ type: 'assignProblem' as const, params: refused }, 'clearPrepared' as const] },
          ],
          onError: { target: 'choosing', actions: { type: 'assignFault' as const, params: errorOf } },
        },
      },
    },
  };
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
    isAcceptedImageType: ({ event }) => event.type === 'image.picked' && isAcceptedImageType(event.file.type),
    hasPreparedImage: ({ context }) => context.prepared !== null,
    isPrepared: (_, prepared: PreparedImage) => prepared.ok,
    isAccepted: (_, outcome: SubmitOutcome) => outcome.ok,
    isBackMissing: (_, outcome: SubmitOutcome) => !outcome.ok && outcome.code === UPLOAD_ORDER_CODE,
    isRead: (_, outcome: OcrOutcome) => outcome.ok,
    needsOcr: ({ context }) => context.ocrRequired,
    resumesAt: ({ context }, point: IdentityResumePoint) => context.resumeAt === point,
  },
  actions: {
    startPicked: assign({ prepared: null, error: null }),
    clearError: assign({ error: null }),
    clearPrepared: assign({ prepared: null }),
    assignPrepared: assign((_, prepared: PreparedImage) => (prepared.ok ? { prepared: prepared.file } : {})),
    assignProblem: assign((_, code: IdentityProblem) => ({ error: { kind: 'identity' as const, code } })),
    assignFault: assign((_, error: unknown) => ({ error: faultFrom(error) as IdentityContext['error'] })),
    assignOcr: assign((_, outcome: OcrOutcome) => (outcome.ok ? { ocr: outcome.result } : {})),
    // Starting over: the photos sent before a reload no longer count either.
    resetPhotos: assign({ prepared: null, ocr: null, error: null, resumeAt: null }),
    assignNextRoute: assign((_, next: NextStep) => ({ nextRoute: next.route })),
    navigateToNextStep: (_, _params: { route: string | null }) => undefined,
  },
}).createMachine({
  id: 'identity',
  context: ({ input }) => ({
    ocrRequired: input.ocrRequired,
    resumeAt: input.resumeAt ?? null,
    prepared: null,
    ocr: null,
    error: null,
    nextRoute: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: { type: 'resumesAt', params: 'front' }, target: 'front' },
        { guard: { type: 'resumesAt', params: 'ocr' }, target: 'frontUploaded' },
        { guard: { type: 'resumesAt', params: 'face' }, target: 'face' },
        { guard: { type: 'resumesAt', params: 'finishing' }, target: 'finishing' },
        { guard: { type: 'resumesAt', params: 'nextStep' }, target: 'findingNextStep' },
        { target: 'back' },
      ],
    },
    back: uploadStep({ slot: 'back', next: '#identity.front', refused: 'idCard.unrecognised' }),
    front: uploadStep({ slot: 'front', next: '#identity.frontUploaded', refused: 'idCard.unrecognised' }),
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
    face: uploadStep({ slot: 'face', next: '#identity.finishing', refused: 'face.unrecognised' }),
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
