import { isEmailContact, isPhoneContact } from '../feedback/feedback.rules';
import { MAX_DESCRIPTION, type DraftProblem } from '../feedback/feedback.types';
import type { TicketEdit, TicketEditField } from './feedbackThread.types';

/** Only a pending ticket can be corrected: once support works on it, a message says what changed. */
export const EDITABLE_STATUS = 1;

/** A corrected ticket follows the new ticket's rules for its description and contact. */
export function editProblems(edit: TicketEdit): Partial<Record<TicketEditField, DraftProblem>> {
  const problems: Partial<Record<TicketEditField, DraftProblem>> = {};
  const description = edit.description.trim();
  if (!description) problems.description = 'descriptionRequired';
  else if (description.length > MAX_DESCRIPTION) problems.description = 'descriptionTooLong';
  const contact = edit.contact.trim();
  if (!contact) problems.contact = 'contactRequired';
  else if (!isEmailContact(contact) && !isPhoneContact(contact)) problems.contact = 'contactInvalid';
  return problems;
}
