import type { FeedbackTicket, LeaveMessage } from '../../services/api/endpoints/support';
import type { SubmitError } from '../shared/submitError';

export type { FeedbackTicket, LeaveMessage };

export const MAX_MESSAGE = 300;

/** A reply typed and not yet sent, kept over a reload (`feedbackThread.typed.ts`). */
export interface TypedReply {
  text: string;
}

export interface ThreadContext {
  ticketId: number;
  ticket: FeedbackTicket | null;
  messages: LeaveMessage[];
  text: string;
  error: SubmitError | null;
}

export type ThreadEvent =
  | { type: 'thread.textChanged'; text: string }
  | { type: 'thread.messageSent' }
  | { type: 'thread.solvedMarked' }
  | { type: 'thread.refreshRequested' };

export type LoadThreadOutcome =
  | { kind: 'loaded'; ticket: FeedbackTicket; messages: LeaveMessage[] }
  | { kind: 'notFound' }
  /** Any other refusal: the thread may be there, so it is a failure to retry, keeping what was typed. */
  | { kind: 'refused'; code: number; msg: string };

export type SendOutcome = { ok: true; message: LeaveMessage } | { ok: false; code: number; msg: string };
export type MarkSolvedOutcome = { ok: true } | { ok: false; code: number; msg: string };
