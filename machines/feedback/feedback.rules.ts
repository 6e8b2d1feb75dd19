import type { DraftProblem, DraftField, FeedbackDraft, FeedbackType } from './feedback.types';
import { MAX_DESCRIPTION } from './feedback.types';

/** Pure draft rules, read by the machine's guard and by the selectors (one source of truth). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
/** The longest email address there can be (RFC 5321): the server keeps the contact whole. */
const MAX_EMAIL = 254;

export function isEmailContact(value: string): boolean {
  const email = value.trim();
  return email.length <= MAX_EMAIL && EMAIL.test(email);
}

/** A phone contact: 9 to 13 digits once spaces, dashes, brackets and a leading + are dropped. */
export function isPhoneContact(value: string): boolean {
  const digits = value.replace(/[\s\-()]/g, '').replace(/^\+/, '');
  return /^\d{9,13}$/.test(digits);
}

/** Receiver account is asked for payment and rollover tickets: the account the money went to. */
export function asksReceiverAccount(type: FeedbackType | null): boolean {
  return type === 1 || type === 2;
}

/** A ticket's description: said, and not too long (a new ticket's, and a correction's). */
export function descriptionProblem(text: string): DraftProblem | null {
  const description = text.trim();
  if (!description) return 'descriptionRequired';
  return description.length > MAX_DESCRIPTION ? 'descriptionTooLong' : null;
}

/** Where support replies: a phone number or an email address (a new ticket's, and a correction's). */
export function contactProblem(text: string): DraftProblem | null {
  const contact = text.trim();
  if (!contact) return 'contactRequired';
  return isEmailContact(contact) || isPhoneContact(contact) ? null : 'contactInvalid';
}

export function draftProblems(draft: FeedbackDraft): Partial<Record<DraftField | 'type', DraftProblem>> {
  const problems: Partial<Record<DraftField | 'type', DraftProblem>> = {};
  if (draft.type === null) problems.type = 'typeRequired';
  const description = descriptionProblem(draft.description);
  if (description) problems.description = description;
  const contact = contactProblem(draft.contact);
  if (contact) problems.contact = contact;
  const account = draft.receiverAccount.trim();
  if (asksReceiverAccount(draft.type) && account && !/^[\dA-Za-z\s-]{4,40}$/.test(account)) {
    problems.receiverAccount = 'accountInvalid';
  }
  return problems;
}

export function isDraftComplete(draft: FeedbackDraft): boolean {
  return Object.keys(draftProblems(draft)).length === 0;
}
