import { expect } from 'vitest';
import { feedbackThreadKeyActions, feedbackThreadMachine } from '../../../machines/feedbackThread/feedbackThread.machine';
import { sequentialKeys } from '../../machines/sequentialKeys';
import type { FeedbackTicket, LeaveMessage } from '../../../machines/feedbackThread/feedbackThread.types';
import { defineFlows } from '../defineFlows';
import { editProblems } from '../../../machines/feedbackThread/feedbackThread.rules';

const openTicket: FeedbackTicket = {
  id: 3, type: 1, status: 1, description: 'Paid, still unpaid', receiverAccount: '', images: [], contact: 'ada@gmail.com', createTime: 1,
};
const doneTicket: FeedbackTicket = { ...openTicket, status: 3 };
const reply: LeaveMessage = { id: 2, content: 'Any news?', from: 'user', createTime: 2 };

export default defineFlows({
  machine: feedbackThreadMachine,
  // A correction kept over a reload: taken up again while the ticket is pending, dropped once it is not.
  inputs: [{ ticketId: 3 }, { ticketId: 3, typedEdit: { description: 'Paid on Monday, still unpaid', contact: 'ada@gmail.com' } }],
  actors: {
    loadThread: {
      done: [{ kind: 'loaded', ticket: openTicket, messages: [] }, { kind: 'loaded', ticket: doneTicket, messages: [] }, { kind: 'notFound' }, { kind: 'refused', code: 1001, msg: 'not now' }],
      error: [new Error('offline')],
    },
    sendMessage: { done: [{ ok: true, message: reply }, { ok: false, code: 1203, msg: 'closed' }], error: [new Error('offline')] },
    markSolved: { done: [{ ok: true }, { ok: false, code: 1202, msg: 'not found' }], error: [new Error('offline')] },
    // A correction taken, refused (support started on the ticket meanwhile), or lost.
    editTicket: { done: [{ ok: true }, { ok: false, code: 1203, msg: 'This ticket can no longer be edited.' }], error: [new Error('offline')] },
  },
  events: {
    'thread.textChanged': [{ type: 'thread.textChanged', text: 'Any news?' }],
    'thread.messageSent': [{ type: 'thread.messageSent' }],
    'thread.solvedMarked': [{ type: 'thread.solvedMarked' }],
    'thread.refreshRequested': [{ type: 'thread.refreshRequested' }],
    'thread.editRequested': [{ type: 'thread.editRequested' }],
    'thread.editChanged': [
      { type: 'thread.editChanged', field: 'contact', value: '0803 123 4567' },
      { type: 'thread.editChanged', field: 'contact', value: '' },
    ],
    'thread.editCancelled': [{ type: 'thread.editCancelled' }],
    'thread.editSaved': [{ type: 'thread.editSaved' }],
  },
  assertions: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error).not.toBeNull(),
    notFound: (s) => expect(s.context.ticket).toBeNull(),
    'ready.idle': (s) => expect(s.context.ticket).not.toBeNull(),
    // Every message goes with a key: resending after a lost answer cannot post it twice.
    'ready.sending': (s) => expect([s.context.text.trim() !== '', s.context.idempotencyKey !== null]).toEqual([true, true]),
    'ready.closing': (s) => expect(s.context.ticket?.status).not.toBe(3),
    // Only a pending ticket is corrected; Save goes out only with a description and a usable contact.
    'ready.editing': (s) => expect([s.context.ticket?.status, s.context.edit !== null]).toEqual([1, true]),
    'ready.saving': (s) => expect([s.hasTag('busy'), editProblems(s.context.edit!)]).toEqual([true, {}]),
  },
  stateKey: (s) => ({
    value: s.value,
    status: s.context.ticket?.status ?? null,
    text: s.context.text !== '',
    messages: Math.min(s.context.messages.length, 1),
    edit: s.context.edit === null ? null : Object.keys(editProblems(s.context.edit)).join(),
    editAttempted: s.context.editAttempted,
    error: s.context.error?.kind ?? null,
    key: s.context.idempotencyKey !== null,
  }),
  implementations: { actions: feedbackThreadKeyActions(sequentialKeys('flows')) },
});
