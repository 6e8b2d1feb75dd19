import type { SandboxDb } from '../db';

/**
 * Feedback tickets as the sandbox keeps them: one area record per ticket (`ticket-<id>`), leave
 * messages inside the ticket. Ids count per user. Uploaded proof images live in `file-<name>` records.
 */
export type TicketType = 1 | 2 | 3;
export type TicketStatus = 1 | 2 | 3;

export interface StoredMessage {
  id: number;
  content: string;
  from: 'user' | 'service';
  createTime: number;
}

export interface StoredTicket {
  id: number;
  type: TicketType;
  status: TicketStatus;
  description: string;
  receiverAccount: string;
  images: string[];
  contact: string;
  createTime: number;
  messages: StoredMessage[];
}

export const FEEDBACK_AREA = 'feedback';
const ticketKey = (id: number) => `ticket-${id}`;

export async function listTickets(db: SandboxDb, userId: number): Promise<StoredTicket[]> {
  const records = await db.areaList<StoredTicket>(FEEDBACK_AREA, userId);
  return records
    .filter((record) => record.key.startsWith('ticket-'))
    .map((record) => record.data)
    .sort((a, b) => b.id - a.id);
}

export function getTicket(db: SandboxDb, userId: number, id: number): Promise<StoredTicket | null> {
  return db.areaGet<StoredTicket>(FEEDBACK_AREA, userId, ticketKey(id));
}

export function saveTicket(db: SandboxDb, userId: number, ticket: StoredTicket, now: number): Promise<void> {
  return db.areaPut(FEEDBACK_AREA, userId, ticketKey(ticket.id), ticket, now);
}

/**
 * Runs a read-then-write of one user's tickets one call at a time: two creates sent together must not
 * take the same id (or both find no open ticket of their type), two messages must not drop each other.
 */
export function oneTicketChangeAtATime<T>(db: SandboxDb, userId: number, run: () => Promise<T>): Promise<T> {
  return db.serialize(`feedback:${userId}`, run);
}

/** Only inside `oneTicketChangeAtATime`: the next id is the highest stored one plus one. */
export async function nextTicketId(db: SandboxDb, userId: number): Promise<number> {
  const tickets = await listTickets(db, userId);
  return tickets.reduce((max, ticket) => Math.max(max, ticket.id), 0) + 1;
}

/** What the API answers: the ticket without its message thread. */
export function publicTicket({ messages: _messages, ...ticket }: StoredTicket) {
  return ticket;
}

export function addMessage(ticket: StoredTicket, content: string, from: StoredMessage['from'], now: number): StoredMessage {
  const message = { id: ticket.messages.length + 1, content, from, createTime: now };
  ticket.messages.push(message);
  return message;
}

/** One open (not done) ticket of a type at a time: a second payment ticket while one is open is refused. */
export function openTicketOfType(tickets: StoredTicket[], type: TicketType): StoredTicket | undefined {
  return tickets.find((ticket) => ticket.type === type && ticket.status !== 3);
}

/** The support team's replies, in the borrower's language (the `lang` header). */
export const serviceReplies = {
  received: {
    en: 'We have received your ticket. Our team answers between 9:00 and 18:00.',
    es: 'Recibimos tu reporte. Nuestro equipo responde entre las 9:00 y las 18:00.',
  },
  processing: {
    en: 'We are checking your case now.',
    es: 'Estamos revisando tu caso.',
  },
  done: {
    en: 'Your ticket has been resolved. Thank you for your patience.',
    es: 'Tu reporte fue resuelto. Gracias por tu paciencia.',
  },
} as const;

export function replyIn(lang: string, reply: keyof typeof serviceReplies): string {
  return serviceReplies[reply][lang === 'es' ? 'es' : 'en'];
}
