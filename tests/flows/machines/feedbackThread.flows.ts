import { expect } from 'vitest';
import { feedbackThreadMachine } from '../../../machines/feedbackThread/feedbackThread.machine';
import type { FeedbackTicket, LeaveMessage } from '../../../machines/feedbackThread/feedbackThread.types';
import { defineFlows } from '../defineFlows';

const openTicket: FeedbackTicket = {
  id: 3, type: 1, status: 1, description: 'Paid, still unpaid', receiverAccount: '', images: [], contact: 'ada@gmail.com', createTime: 1,
};
const doneTicket: FeedbackTicket = { ...openTicket, status: 3 };
const reply: LeaveMessage = { id: 2, content: 'Any news?', from: 'user', createTime: 2 };

export default defineFlows({
  machine: feedbackThreadMachine,
  input: { ticketId: 3 },
  actors: {
    loadThread: {
      done: [{ kind: 'loaded', ticket: openTicket, messages: [] }, { kind: 'loaded', ticket: doneTicket, messages: [] }, { kind: 'notFound' }, { kind: 'refused', code: 1001, msg: 'not now' }],
      error: [new Error('offline')],
    },
    sendMessage: { done: [{ ok: true, message: reply }, { ok: false, code: 1203, msg: 'closed' }], error: [new Error('offline')] },
    markSolved: { done: [{ ok: true }, { ok: false, code: 1202, msg: 'not found' }], error: [new Error('offline')] },
  },
  events: {
    'thread.textChanged': [{ type: 'thread.textChanged', text: 'Any news?' }],
    'thread.messageSent': [{ type: 'thread.messageSent' }],
    'thread.solvedMarked': [{ type: 'thread.solvedMarked' }],
    'thread.refreshRequested': [{ type: 'thread.refreshRequested' }],
  },
  assertions: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error).not.toBeNull(),
    notFound: (s) => expect(s.context.ticket).toBeNull(),
    'ready.idle': (s) => expect(s.context.ticket).not.toBeNull(),
    'ready.sending': (s) => expect(s.context.text.trim()).not.toBe(''),
    'ready.closing': (s) => expect(s.context.ticket?.status).not.toBe(3),
  },
  stateKey: (s) => ({
    value: s.value,
    status: s.context.ticket?.status ?? null,
    text: s.context.text !== '',
    messages: Math.min(s.context.messages.length, 1),
    error: s.context.error?.kind ?? null,
  }),
});
