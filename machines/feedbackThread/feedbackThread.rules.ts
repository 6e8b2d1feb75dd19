import { contactProblem, descriptionProblem } from '../feedback/feedback.rules';
import type { DraftProblem } from '../feedback/feedback.types';
import type { TicketEdit, TicketEditField } from './feedbackThread.types';

/** Only a pending ticket can be corrected: once support works on it, a message says what changed. */
export const EDITABLE_STATUS = 1;

/** A corrected ticket follows the new ticket's rules for its description and contact. */
export function editProblems(edit: TicketEdit): Partial<Record<TicketEditField, DraftProblem>> {
  const problems: Partial<Record<TicketEditField, DraftProblem>> = {};
  const description = descriptionProblem(edit.description);
  if (description) problems.description = description;
  const contact = contactProblem(edit.contact);
  if (contact) problems.contact = contact;
  return problems;
}
