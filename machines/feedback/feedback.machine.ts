/**
 * A new feedback ticket (SPEC section 3 "Feedback"; `/feedback/add_feedback`).
 *
 *   checking (open tickets; the form already takes input) -> editing (when they cannot be read, too:
 *   the borrower writes meanwhile, offline included (FAULTS F4), and the type is checked again on submit)
 *   editing --submitted [complete]--> verifying (canHandle) -> blocked | uploading -> creating -> submitted
 *   uploading sends one photo at a time, each once (a retry sends only those the server does not have,
 *   FAULTS F41); a ticket without photos, or with all of them sent, goes straight to creating
 *   any busy step failing -> editing with an error code; blocked --otherTypeRequested--> editing
 *
 * Invariants: one open ticket per type (checked before and answered again by create); at most
 * MAX_IMAGES proof images; busy states ignore `feedback.submitted`, so a double tap files once, and
 * create carries `submissionKey` as idempotency key so a retry after a lost answer files once too.
 */
import { assign, not, setup } from 'xstate';
import { FIRST_KEY_VERSION, keyAfterEdit, keyAfterLostAnswer, keyAfterRefusal, versionedKey, type KeyVersioning } from '../shared/idempotencyKey';
import { notProvided } from '../shared/notProvided';
import { isPhotoType } from '../shared/photoTypes';
import { faultFrom } from '../shared/submitError';
import { isDraftComplete } from './feedback.rules';
import {
  MAX_IMAGES,
  MAX_RAW_IMAGE_BYTES,
  type CanHandleOutcome,
  type CreateInput,
  type CreateOutcome,
  type FeedbackContext,
  type FeedbackEvent,
  type FeedbackInput,
  type FeedbackType,
  type OpenTicketsOutcome,
  type PickedImage,
  type UploadInput,
  type UploadOutcome,
} from './feedback.types';

type Of<T extends FeedbackEvent['type']> = Extract<FeedbackEvent, { type: T }>;
const chosenType = (context: FeedbackContext) => context.draft.type as FeedbackType;
/** The photos the server does not have yet, in the order they were added. */
const toUpload = (context: FeedbackContext) => context.images.filter((image) => image.url === undefined);
const nextToUpload = (context: FeedbackContext) => toUpload(context)[0];
/** The photos as picked, without the addresses an earlier upload gave them: the next submit sends them all. */
const withoutUploads = (images: readonly PickedImage[]) => images.map(({ id, file }) => ({ id, file }));

const typeOf = (input: FeedbackInput): FeedbackType | null => input.type ?? input.typed?.type ?? null;

/** The kept ticket's key state; a link to another type (`?type=`) is another ticket. */
function keptKeyState(input: FeedbackInput): KeyVersioning {
  const kept = { ...FIRST_KEY_VERSION, keyInDoubt: input.typed?.keyInDoubt ?? false };
  return input.typed && typeOf(input) !== input.typed.type ? keyAfterEdit(kept) : kept;
}

/** What the borrower types, picks and removes: taken while the open tickets are checked and after. */
const DRAFT_EDITS = {
  'feedback.typeChosen': { actions: 'chooseType' },
  'feedback.fieldChanged': { actions: 'changeField' },
  'feedback.imageAdded': [
    { guard: not('hasImageRoom'), actions: { type: 'refuseImage', params: { problem: 'tooManyImages' } } },
    { guard: not('isSupportedImage'), actions: { type: 'refuseImage', params: { problem: 'unsupportedImage' } } },
    { guard: 'isImageTooLarge', actions: { type: 'refuseImage', params: { problem: 'imageTooLarge' } } },
    { actions: 'addImage' },
  ],
  'feedback.imageRemoved': { actions: 'removeImage' },
} as const;

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
    output: {} as { id: number | null },
  },
  actors: {
    fetchOpenTickets: notProvided<OpenTicketsOutcome>('fetchOpenTickets'),
    checkCanHandle: notProvided<CanHandleOutcome, { type: FeedbackType }>('checkCanHandle'),
    uploadImage: notProvided<UploadOutcome, UploadInput>('uploadImage'),
    createTicket: notProvided<CreateOutcome, CreateInput>('createTicket'),
  },
  guards: {
    isDraftComplete: ({ context }) => isDraftComplete(context.draft),
    hasImageRoom: ({ context }) => context.images.length < MAX_IMAGES,
    isSupportedImage: ({ event }) => isPhotoType((event as Of<'feedback.imageAdded'>).file.type),
    isImageTooLarge: ({ event }) => (event as Of<'feedback.imageAdded'>).file.size > MAX_RAW_IMAGE_BYTES,
    hasOpenTickets: (_, params: { outcome: OpenTicketsOutcome }) => params.outcome.ok,
    isTypeOpen: (_, params: { outcome: CanHandleOutcome }) => !params.outcome.canHandle,
    /** The last create's answer was lost: the open ticket may be this very one, filed then. */
    isCreateInDoubt: ({ context }) => context.keyInDoubt,
    isUploaded: (_, params: { outcome: UploadOutcome }) => params.outcome.ok,
    isEveryImageUploaded: ({ context }) => nextToUpload(context) === undefined,
    isLastUpload: ({ context }, params: { outcome: UploadOutcome }) =>
      params.outcome.ok && toUpload(context).length === 1,
    isImageUnreadable: (_, params: { outcome: UploadOutcome }) => !params.outcome.ok && 'unreadable' in params.outcome,
    isCreated: (_, params: { outcome: CreateOutcome }) => params.outcome.kind === 'created',
    isOpenOfType: (_, params: { outcome: CreateOutcome }) => params.outcome.kind === 'openOfType',
  },
  actions: {
    // Another type or any other text is another ticket: after a lost create answer, a new key
    // (machines/shared/idempotencyKey), or the server would answer it with the first ticket. A
    // duplicate is still refused (one open ticket per type).
    chooseType: assign(({ context, event }) => {
      const { ticketType } = event as Of<'feedback.typeChosen'>;
      // Another type also uploads its photos to another place (receipts are credentials).
      const another = ticketType !== context.draft.type ? { ...keyAfterEdit(context), images: withoutUploads(context.images) } : {};
      return { draft: { ...context.draft, type: ticketType }, error: null, ...another };
    }),
    changeField: assign(({ context, event }) => {
      const { field, value } = event as Of<'feedback.fieldChanged'>;
      const newTicket = value !== context.draft[field];
      return { draft: { ...context.draft, [field]: value }, ...(newTicket ? keyAfterEdit(context) : {}) };
    }),
    // A photo added or removed is another ticket too.
    addImage: assign(({ context, event }) => ({
      images: [...context.images, { id: context.nextImageId, file: (event as Of<'feedback.imageAdded'>).file }],
      nextImageId: context.nextImageId + 1,
      imageProblem: null,
      ...keyAfterEdit(context),
    })),
    refuseImage: assign({ imageProblem: (_, params: { problem: NonNullable<FeedbackContext['imageProblem']> }) => params.problem }),
    removeImage: assign(({ context, event }) => ({
      images: context.images.filter((image) => image.id !== (event as Of<'feedback.imageRemoved'>).id),
      imageProblem: null,
      ...keyAfterEdit(context),
    })),
    markAttempted: assign({ attempted: true, error: null }),
    rememberOpenTypes: assign({ openTypes: (_, params: { types: FeedbackType[] }) => params.types, openTypesUnknown: false }),
    noteOpenTypesUnknown: assign({ openTypesUnknown: true }),
    rememberOpenTicket: assign({
      openTicketId: (_, params: { openTicketId: number | null }) => params.openTicketId,
      openTypes: ({ context }) => [...new Set([...context.openTypes, chosenType(context)])],
    }),
    rememberUpload: assign({
      images: ({ context }, params: { url: string }) => {
        const image = nextToUpload(context);
        return context.images.map((each) => (each === image ? { ...each, url: params.url } : each));
      },
    }),
    // A refused ticket may have been refused for its photos: the next submit sends them afresh.
    forgetUploads: assign({ images: ({ context }) => withoutUploads(context.images) }),
    rememberCreated: assign({ createdId: (_, params: { id: number }) => params.id }),
    setBusinessError: assign({
      error: (_, params: { code: number; msg: string }) => ({ kind: 'business' as const, code: params.code, serverMessage: params.msg }),
    }),
    setFaultError: assign({ error: ({ event }) => faultFrom((event as unknown as { error: unknown }).error) }),
    noteCreateRefused: assign(({ context }) => keyAfterRefusal(context)),
    noteCreateAnswerLost: assign(() => keyAfterLostAnswer()),
    leaveBlockedType: assign({ draft: ({ context }) => ({ ...context.draft, type: null }), openTicketId: null }),
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    draft: {
      type: typeOf(input),
      description: input.typed?.description ?? '',
      receiverAccount: '',
      contact: input.typed?.contact ?? '',
    },
    images: [],
    nextImageId: 1,
    openTypes: [],
    openTypesUnknown: false,
    attempted: false,
    imageProblem: null,
    openTicketId: null,
    error: null,
    submissionKey: input.typed?.submissionKey ?? input.submissionKey,
    ...keptKeyState(input),
    createdId: null,
  }),
  initial: 'checking',
  output: ({ context }) => ({ id: context.createdId }),
  states: {
    checking: {
      tags: ['busy'],
      // The borrower writes meanwhile: on a slow network the check may take long (FAULTS F8). Submit waits for it.
      on: DRAFT_EDITS,
      invoke: {
        src: 'fetchOpenTickets',
        onDone: [
          {
            guard: { type: 'hasOpenTickets', params: ({ event }) => ({ outcome: event.output }) },
            target: 'editing',
            actions: { type: 'rememberOpenTypes', params: ({ event }) => ({ types: event.output.ok ? event.output.types : [] }) },
          },
          { target: 'editing', actions: 'noteOpenTypesUnknown' },
        ],
        onError: { target: 'editing', actions: 'noteOpenTypesUnknown' },
      },
    },
    editing: {
      on: {
        ...DRAFT_EDITS,
        'feedback.submitted': [
          { guard: 'isDraftComplete', target: 'verifying', actions: 'markAttempted' },
          { actions: 'markAttempted' },
        ],
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'checkCanHandle',
        input: ({ context }) => ({ type: chosenType(context) }),
        onDone: [
          // Sent again with the same key: the server answers with the ticket it filed then, or says
          // the open one is another (blocked below, from the create's own answer). Its photos were
          // all sent before that create: a photo added since is another ticket, with a new key.
          { guard: 'isCreateInDoubt', target: 'creating' },
          {
            guard: { type: 'isTypeOpen', params: ({ event }) => ({ outcome: event.output }) },
            target: 'blocked',
            actions: {
              type: 'rememberOpenTicket',
              params: ({ event }) => ({ openTicketId: event.output.canHandle ? null : event.output.openTicketId }),
            },
          },
          { guard: 'isEveryImageUploaded', target: 'creating' },
          { target: 'uploading' },
        ],
        onError: { target: 'editing', actions: 'setFaultError' },
      },
    },
    blocked: {
      on: { 'feedback.otherTypeRequested': { target: 'editing', actions: 'leaveBlockedType' } },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadImage',
        input: ({ context }) => ({ type: chosenType(context), file: (nextToUpload(context) as PickedImage).file }),
        onDone: [
          {
            guard: { type: 'isLastUpload', params: ({ event }) => ({ outcome: event.output }) },
            target: 'creating',
            actions: { type: 'rememberUpload', params: ({ event }) => ({ url: event.output.ok ? event.output.url : '' }) },
          },
          {
            guard: { type: 'isUploaded', params: ({ event }) => ({ outcome: event.output }) },
            target: 'uploading',
            reenter: true,
            actions: { type: 'rememberUpload', params: ({ event }) => ({ url: event.output.ok ? event.output.url : '' }) },
          },
          {
            guard: { type: 'isImageUnreadable', params: ({ event }) => ({ outcome: event.output }) },
            target: 'editing',
            actions: { type: 'refuseImage', params: { problem: 'imageUnreadable' } },
          },
          {
            target: 'editing',
            actions: {
              type: 'setBusinessError',
              params: ({ event }) => ('code' in event.output ? { code: event.output.code, msg: event.output.msg } : { code: 0, msg: '' }),
            },
          },
        ],
        onError: { target: 'editing', actions: 'setFaultError' },
      },
    },
    creating: {
      // moneyPost: the shell asks before Back leaves while the ticket is filed (FAULTS F8).
      tags: ['busy', 'moneyPost'],
      invoke: {
        src: 'createTicket',
        input: ({ context }) => ({
          draft: { ...context.draft, type: chosenType(context) },
          urls: context.images.map((image) => image.url ?? ''),
          submissionKey: versionedKey(context.submissionKey, context.keyVersion),
        }),
        onDone: [
          {
            guard: { type: 'isCreated', params: ({ event }) => ({ outcome: event.output }) },
            target: 'submitted',
            actions: { type: 'rememberCreated', params: ({ event }) => ({ id: event.output.kind === 'created' ? event.output.id : 0 }) },
          },
          {
            guard: { type: 'isOpenOfType', params: ({ event }) => ({ outcome: event.output }) },
            target: 'blocked',
            actions: [
              {
                type: 'rememberOpenTicket',
                params: ({ event }) => ({ openTicketId: event.output.kind === 'openOfType' ? event.output.openTicketId : null }),
              },
              'noteCreateRefused',
            ],
          },
          {
            target: 'editing',
            actions: [
              {
                type: 'setBusinessError',
                params: ({ event }) => (event.output.kind === 'refused' ? { code: event.output.code, msg: event.output.msg } : { code: 0, msg: '' }),
              },
              'noteCreateRefused',
              'forgetUploads',
            ],
          },
        ],
        onError: { target: 'editing', actions: ['setFaultError', 'noteCreateAnswerLost'] },
      },
    },
    submitted: { type: 'final' },
  },
});

export type FeedbackMachine = typeof feedbackMachine;
