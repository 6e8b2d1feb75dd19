import type { FeedbackTicket, LeaveMessage } from '../../services/api/endpoints/support';
import type { SubmitError } from '../shared/submitError';

export type { FeedbackTicket, LeaveMessage };

export const MAX_MESSAGE = 300;

/** A reply typed and not yet sent, kept over a reload (`feedbackThread.typed.ts`). */
export interface TypedReply {
  text: string;
  /** The key of a send whose answer was lost: sending this text again resends that message. */
  key?: string;
}

/** A pending ticket's description and contact, as the borrower corrects them (`/feedback/edit`). */
export interface TicketEdit {
  description: string;
  contact: string;
}
export type TicketEditField = keyof TicketEdit;

export interface ThreadContext {
  ticketId: number;
  ticket: FeedbackTicket | null;
  messages: LeaveMessage[];
  text: string;
  /** The key of the message being sent, kept after a lost answer; null once answered or changed. */
  idempotencyKey: string | null;
  /** The ticket being corrected; null when not editing. */
  edit: TicketEdit | null;
  /** Save was pressed: the edit's problems show. */
  editAttempted: boolean;
  /** The last correction was saved (the screen says so until the next one starts). */
  editSaved: boolean;
  error: SubmitError | null;
}

export type ThreadEvent =
  | { type: 'thread.textChanged'; text: string }
  | { type: 'thread.messageSent' }
  | { type: 'thread.solvedMarked' }
  | { type: 'thread.refreshRequested' }
  | { type: 'thread.editRequested' }
  | { type: 'thread.editChanged'; field: TicketEditField; value: string }
  | { type: 'thread.editCancelled' }
  | { type: 'thread.editSaved' };

export type LoadThreadOutcome =
  | { kind: 'loaded'; ticket: FeedbackTicket; messages: LeaveMessage[] }
  | { kind: 'notFound' }
  /** Any other refusal: the thread may be there, so it is a failure to retry, keeping what was typed. */
  | { kind: 'refused'; code: number; msg: string };

export type SendOutcome = { ok: true; message: LeaveMessage } | { ok: false; code: number; msg: string };
export type MarkSolvedOutcome = { ok: true } | { ok: false; code: number; msg: string };
export type EditOutcome = { ok: true } | { ok: false; code: number; msg: string };
