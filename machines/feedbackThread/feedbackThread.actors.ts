import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import type { EditOutcome, LoadThreadOutcome, MarkSolvedOutcome, SendOutcome, TicketEdit } from './feedbackThread.types';

/** The server's "feedback not found" (sandbox `feedbackNotFound`): the only refusal that means the ticket is gone. */
export const TICKET_NOT_FOUND_CODE = 1202;

function refusalOf(refused: { code: number; msg: string }): LoadThreadOutcome {
  return refused.code === TICKET_NOT_FOUND_CODE ? { kind: 'notFound' } : { kind: 'refused', code: refused.code, msg: refused.msg };
}

export function createFeedbackThreadActors(services: Pick<AppServices, 'api'>) {
  const support = endpoints.support;
  return {
    loadThread: fromPromise<LoadThreadOutcome, { ticketId: number }>(async ({ input, signal }) => {
      const [ticket, messages] = await Promise.all([
        services.api.call(support.feedbackDetail, { id: input.ticketId }, { signal }),
        services.api.call(support.feedbackLeaveMessages, { feedbackId: input.ticketId }, { signal }),
      ]);
      if (!ticket.ok) return refusalOf(ticket);
      if (!messages.ok) return refusalOf(messages);
      return { kind: 'loaded', ticket: ticket.data, messages: messages.data.list };
    }),
    sendMessage: fromPromise<SendOutcome, { ticketId: number; text: string; idempotencyKey: string }>(async ({ input, signal }) => {
      const payload = { feedbackId: input.ticketId, content: input.text };
      const result = await services.api.call(support.feedbackAddLeaveMsg, payload, { signal, idempotencyKey: input.idempotencyKey });
      return result.ok ? { ok: true, message: result.data.message } : { ok: false, code: result.code, msg: result.msg };
    }),
    markSolved: fromPromise<MarkSolvedOutcome, { ticketId: number }>(async ({ input, signal }) => {
      const result = await services.api.call(support.feedbackUpdateStatus, { id: input.ticketId, status: 3 }, { signal });
      return result.ok ? { ok: true } : { ok: false, code: result.code, msg: result.msg };
    }),
    editTicket: fromPromise<EditOutcome, { ticketId: number } & TicketEdit>(async ({ input, signal }) => {
      const { ticketId, ...patch } = input;
      const result = await services.api.call(support.feedbackEdit, { id: ticketId, ...patch }, { signal });
      return result.ok ? { ok: true } : { ok: false, code: result.code, msg: result.msg };
    }),
  };
}
