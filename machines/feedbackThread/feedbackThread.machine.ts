/**
 * One feedback ticket and its leave-message thread (`/feedback/feedbackDetail`).
 *
 *   loading -> ready.idle | notFound | failed --refresh--> loading
 *   ready.idle --messageSent [has text, ticket open]--> ready.sending -> ready.idle
 *   ready.idle --solvedMarked [ticket open]--> ready.closing -> ready.idle (status 3)
 *   ready.idle --refreshRequested--> loading (what the support team answered meanwhile)
 *   ready.idle --editRequested [ticket pending]--> ready.editing --editSaved [valid]--> ready.saving
 *     -> ready.idle (description and contact corrected); refused or failed -> ready.editing with
 *     the error, the edit kept; editCancelled -> ready.idle, or loading after a refusal
 *   loading --[a correction kept over a reload, the ticket still pending]--> ready.editing
 *
 * A done ticket takes no messages. The typed text survives a failed send, and a reload (the wiring
 * keeps it in the phone's drafts and gives it back as `typed`). A message goes with an idempotency
 * key, kept while its answer is lost (FAULTS F2): sending the same text again cannot post it twice.
 * Changing the text makes it another message, with a new key.
 */
import { assign, setup } from 'xstate';
import { idempotencyKeyActions, keyNotProvided, type NewKey } from '../shared/idempotencyKey';
import { notProvided } from '../shared/notProvided';
import { faultFrom } from '../shared/submitError';
import {
  MAX_MESSAGE,
  type LoadThreadOutcome,
  type MarkSolvedOutcome,
  type SendOutcome,
  type EditOutcome,
  type ThreadContext,
  type ThreadEvent,
  type TicketEdit,
  type TypedReply,
} from './feedbackThread.types';
import { EDITABLE_STATUS, editProblems } from './feedbackThread.rules';

type Business = { code: number; msg: string };
/** A refused answer's code and text for `setBusinessError` (an accepted one never reaches it). */
const refusalOf = ({ event }: { event: { output: { ok: true } | ({ ok: false } & Business) } }): Business =>
  event.output.ok ? { code: 0, msg: '' } : { code: event.output.code, msg: event.output.msg };

export const feedbackThreadKeyActions = (newKey: NewKey) => idempotencyKeyActions<ThreadContext, ThreadEvent>(newKey);

/** The message box stays on screen while a shown thread is read again or closed: what is typed is kept. */
const keepTyping = { guard: 'isThreadShown', actions: 'changeText' } as const;

export const feedbackThreadMachine = setup({
  types: {
    context: {} as ThreadContext,
    events: {} as ThreadEvent,
    input: {} as { ticketId: number; typed?: TypedReply | null; typedEdit?: TicketEdit | null },
  },
  actors: {
    loadThread: notProvided<LoadThreadOutcome, { ticketId: number }>('loadThread'),
    sendMessage: notProvided<SendOutcome, { ticketId: number; text: string; idempotencyKey: string }>('sendMessage'),
    markSolved: notProvided<MarkSolvedOutcome, { ticketId: number }>('markSolved'),
    editTicket: notProvided<EditOutcome, { ticketId: number } & TicketEdit>('editTicket'),
  },
  guards: {
    isNotFound: (_, params: { outcome: LoadThreadOutcome }) => params.outcome.kind === 'notFound',
    isLoadRefused: (_, params: { outcome: LoadThreadOutcome }) => params.outcome.kind === 'refused',
    /** A correction kept over a reload goes on while the ticket is still pending. */
    canResumeEdit: ({ context }, params: { outcome: LoadThreadOutcome }) =>
      context.edit !== null && params.outcome.kind === 'loaded' && params.outcome.ticket.status === EDITABLE_STATUS,
    canSend: ({ context }) => {
      const text = context.text.trim();
      return context.ticket?.status !== 3 && text.length > 0 && text.length <= MAX_MESSAGE;
    },
    isThreadShown: ({ context }) => context.ticket !== null,
    isTicketOpen: ({ context }) => context.ticket !== null && context.ticket.status !== 3,
    isAccepted: (_, params: { ok: boolean }) => params.ok,
    isTicketPending: ({ context }) => context.ticket?.status === EDITABLE_STATUS,
    isEditValid: ({ context }) => context.edit !== null && Object.keys(editProblems(context.edit)).length === 0,
    wasEditRefused: ({ context }) => context.error?.kind === 'business',
  },
  actions: {
    showThread: assign((_, params: { outcome: LoadThreadOutcome }) =>
      params.outcome.kind === 'loaded' ? { ticket: params.outcome.ticket, messages: params.outcome.messages, error: null } : {},
    ),
    ...feedbackThreadKeyActions(keyNotProvided),
    forgetIdempotencyKey: assign({ idempotencyKey: null }),
    changeText: assign(({ context, event }) => {
      const text = event.type === 'thread.textChanged' ? event.text : '';
      return { text, idempotencyKey: text.trim() === context.text.trim() ? context.idempotencyKey : null };
    }),
    // Once: a message whose answer was lost may be in the thread already, read by a refresh before the resend.
    appendMessage: assign({
      messages: ({ context }, params: { outcome: SendOutcome }) => {
        if (!params.outcome.ok) return context.messages;
        const { message } = params.outcome;
        return [...context.messages.filter((shown) => shown.id !== message.id), message];
      },
      text: '',
      idempotencyKey: null,
      error: null,
    }),
    markTicketDone: assign({
      ticket: ({ context }) => (context.ticket ? { ...context.ticket, status: 3 as const } : null),
      error: null,
    }),
    startEdit: assign(({ context }) => ({
      edit: { description: context.ticket?.description ?? '', contact: context.ticket?.contact ?? '' },
      editAttempted: false,
      editSaved: false,
      error: null,
    })),
    changeEdit: assign({
      edit: ({ context, event }) =>
        event.type === 'thread.editChanged' && context.edit ? { ...context.edit, [event.field]: event.value } : context.edit,
    }),
    markEditAttempted: assign({ editAttempted: true }),
    clearError: assign({ error: null }),
    dropEdit: assign({ edit: null, editAttempted: false, error: null }),
    applyEdit: assign(({ context }) => ({
      ticket: context.ticket && context.edit
        ? { ...context.ticket, description: context.edit.description.trim(), contact: context.edit.contact.trim() }
        : context.ticket,
      edit: null,
      editAttempted: false,
      editSaved: true,
      error: null,
    })),
    setBusinessError: assign({
      error: (_, params: Business) => ({ kind: 'business' as const, code: params.code, serverMessage: params.msg }),
    }),
    setFaultError: assign({ error: ({ event }) => faultFrom((event as unknown as { error: unknown }).error) }),
  },
}).createMachine({
  id: 'feedbackThread',
  context: ({ input }) => ({
    ticketId: input.ticketId,
    ticket: null,
    messages: [],
    text: input.typed?.text ?? '',
    idempotencyKey: input.typed?.key ?? null,
    edit: input.typedEdit ?? null,
    editAttempted: false,
    editSaved: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'thread.textChanged': keepTyping },
      invoke: {
        src: 'loadThread',
        input: ({ context }) => ({ ticketId: context.ticketId }),
        onDone: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ outcome: event.output }) }, target: 'notFound' },
          {
            guard: { type: 'isLoadRefused', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: {
              type: 'setBusinessError',
              params: ({ event }) => (event.output.kind === 'refused' ? { code: event.output.code, msg: event.output.msg } : { code: 0, msg: '' }),
            },
          },
          {
            guard: { type: 'canResumeEdit', params: ({ event }) => ({ outcome: event.output }) },
            target: '#feedbackThread.ready.editing',
            actions: { type: 'showThread', params: ({ event }) => ({ outcome: event.output }) },
          },
          // A kept correction of a ticket support has started on since cannot be saved: it goes.
          { target: 'ready', actions: [{ type: 'showThread', params: ({ event }) => ({ outcome: event.output }) }, 'dropEdit'] },
        ],
        onError: { target: 'failed', actions: 'setFaultError' },
      },
    },
    failed: { on: { 'thread.refreshRequested': 'loading', 'thread.textChanged': keepTyping } },
    notFound: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'thread.textChanged': { actions: 'changeText' },
            'thread.messageSent': { guard: 'canSend', target: 'sending', actions: 'ensureIdempotencyKey' },
            'thread.solvedMarked': { guard: 'isTicketOpen', target: 'closing' },
            'thread.refreshRequested': '#feedbackThread.loading',
            'thread.editRequested': { guard: 'isTicketPending', target: 'editing', actions: 'startEdit' },
          },
        },
        // The reply box stays usable on the messages screen while the ticket is corrected.
        editing: {
          on: {
            'thread.textChanged': { actions: 'changeText' },
            'thread.editChanged': { actions: 'changeEdit' },
            // After a refusal (support started on the ticket meanwhile) the ticket is read again, so it shows where it stands.
            'thread.editCancelled': [
              { guard: 'wasEditRefused', target: '#feedbackThread.loading', actions: 'dropEdit' },
              { target: 'idle', actions: 'dropEdit' },
            ],
            'thread.editSaved': [{ guard: 'isEditValid', target: 'saving', actions: ['markEditAttempted', 'clearError'] }, { actions: 'markEditAttempted' }],
          },
        },
        saving: {
          tags: ['busy'],
          on: { 'thread.textChanged': keepTyping },
          invoke: {
            src: 'editTicket',
            input: ({ context }) => ({
              ticketId: context.ticketId,
              description: context.edit?.description.trim() ?? '',
              contact: context.edit?.contact.trim() ?? '',
            }),
            onDone: [
              { guard: { type: 'isAccepted', params: ({ event }) => ({ ok: event.output.ok }) }, target: 'idle', actions: 'applyEdit' },
              {
                target: 'editing',
                actions: { type: 'setBusinessError', params: refusalOf },
              },
            ],
            onError: { target: 'editing', actions: 'setFaultError' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'sendMessage',
            input: ({ context }) => ({ ticketId: context.ticketId, text: context.text.trim(), idempotencyKey: context.idempotencyKey ?? '' }),
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => ({ ok: event.output.ok }) },
                target: 'idle',
                actions: { type: 'appendMessage', params: ({ event }) => ({ outcome: event.output }) },
              },
              {
                target: 'idle',
                actions: [{ type: 'setBusinessError', params: refusalOf }, 'forgetIdempotencyKey'],
              },
            ],
            onError: { target: 'idle', actions: 'setFaultError' },
          },
        },
        closing: {
          tags: ['busy'],
          on: { 'thread.textChanged': keepTyping },
          invoke: {
            src: 'markSolved',
            input: ({ context }) => ({ ticketId: context.ticketId }),
            onDone: [
              { guard: { type: 'isAccepted', params: ({ event }) => ({ ok: event.output.ok }) }, target: 'idle', actions: 'markTicketDone' },
              {
                target: 'idle',
                actions: { type: 'setBusinessError', params: refusalOf },
              },
            ],
            onError: { target: 'idle', actions: 'setFaultError' },
          },
        },
      },
    },
  },
});
