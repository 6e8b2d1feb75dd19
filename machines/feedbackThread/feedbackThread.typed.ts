import type { SnapshotFrom } from 'xstate';
import type { TypedDraft } from '../shared/typedDraft';
import type { feedbackThreadMachine } from './feedbackThread.machine';
import type { TicketEdit, TypedReply } from './feedbackThread.types';

type ThreadSnapshot = SnapshotFrom<typeof feedbackThreadMachine>;

function isTypedReply(stored: unknown): stored is TypedReply {
  if (typeof stored !== 'object' || stored === null) return false;
  const { text, key } = stored as Record<string, unknown>;
  return typeof text === 'string' && (key === undefined || typeof key === 'string');
}

/**
 * The reply being typed to one ticket, kept until it is sent (the box is emptied) or the ticket is
 * done, with the key of a send whose answer was lost. One draft per ticket: opening another ticket
 * leaves this one's reply where it was.
 */
export function typedReply(ticketId: number): TypedDraft<TypedReply, ThreadSnapshot> {
  return {
    name: `feedback.reply.${ticketId}`,
    version: 1,
    isKept: isTypedReply,
    toKept: ({ context }) => {
      if (context.text.trim() === '' || context.ticket?.status === 3) return null;
      return context.idempotencyKey === null ? { text: context.text } : { text: context.text, key: context.idempotencyKey };
    },
  };
}

function isTicketEdit(stored: unknown): stored is TicketEdit {
  if (typeof stored !== 'object' || stored === null) return false;
  const { description, contact } = stored as Record<string, unknown>;
  return typeof description === 'string' && typeof contact === 'string';
}

/**
 * The correction of one pending ticket, while it is open on the ticket's screen (and being saved),
 * kept over a reload. Only that screen keeps it: the messages screen leaves it alone.
 */
export function typedEdit(ticketId: number): TypedDraft<TicketEdit, ThreadSnapshot> {
  return {
    name: `feedback.edit.${ticketId}`,
    version: 1,
    isKept: isTicketEdit,
    toKept: ({ context }) => context.edit,
  };
}
