import type { SnapshotFrom } from 'xstate';
import type { TypedDraft } from '../shared/typedDraft';
import type { feedbackThreadMachine } from './feedbackThread.machine';
import type { TypedReply } from './feedbackThread.types';

type ThreadSnapshot = SnapshotFrom<typeof feedbackThreadMachine>;

function isTypedReply(stored: unknown): stored is TypedReply {
  return typeof stored === 'object' && stored !== null && typeof (stored as Record<string, unknown>).text === 'string';
}

/**
 * The reply being typed to one ticket, kept until it is sent (the box is emptied) or the ticket is
 * done. One draft per ticket: opening another ticket leaves this one's reply where it was.
 */
export function typedReply(ticketId: number): TypedDraft<TypedReply, ThreadSnapshot> {
  return {
    name: `feedback.reply.${ticketId}`,
    version: 1,
    isKept: isTypedReply,
    toKept: ({ context }) => (context.text.trim() === '' || context.ticket?.status === 3 ? null : { text: context.text }),
  };
}
