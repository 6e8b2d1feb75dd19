import type { DraftProblem, DraftField, FeedbackDraft, FeedbackType } from './feedback.types';
import { MAX_DESCRIPTION } from './feedback.types';

/** Pure draft rules, read by the machine's guard and by the selectors (one source of truth). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

export function isEmailContact(value: string): boolean {
  return EMAIL.test(value.trim());
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

export function draftProblems(draft: FeedbackDraft): Partial<Record<DraftField | 'type', DraftProblem>> {
  const problems: Partial<Record<DraftField | 'type', DraftProblem>> = {};
  if (draft.type === null) problems.type = 'typeRequired';
  const description = draft.description.trim();
  if (!description) problems.description = 'descriptionRequired';
  else if (description.length > MAX_DESCRIPTION) problems.description = 'descriptionTooLong';
  const contact = draft.contact.trim();
  if (!contact) problems.contact = 'contactRequired';
  else if (!isEmailContact(contact) && !isPhoneContact(contact)) problems.contact = 'contactInvalid';
  const account = draft.receiverAccount.trim();
  if (asksReceiverAccount(draft.type) && account && !/^[\dA-Za-z\s-]{4,40}$/.test(account)) {
    problems.receiverAccount = 'accountInvalid';
  }
  return problems;
}

export function isDraftComplete(draft: FeedbackDraft): boolean {
  return Object.keys(draftProblems(draft)).length === 0;
}
