import type { SnapshotFrom } from 'xstate';
import { versionedKey } from '../shared/idempotencyKey';
import type { TypedDraft } from '../shared/typedDraft';
import type { FeedbackMachine } from './feedback.machine';
import { FEEDBACK_TYPES, type TypedFeedback } from './feedback.types';

/** What to keep of the form now; null when there is nothing typed or the ticket was filed. */
function toTypedFeedback(snapshot: SnapshotFrom<FeedbackMachine>): TypedFeedback | null {
  if (snapshot.status === 'done') return null;
  const { draft } = snapshot.context;
  if (draft.description.trim() === '' && draft.contact.trim() === '') return null;
  return {
    type: draft.type,
    description: draft.description,
    contact: draft.contact,
    submissionKey: versionedKey(snapshot.context.submissionKey, snapshot.context.keyVersion),
    // A reload while the ticket is being filed loses the answer: it may have been filed.
    keyInDoubt: snapshot.context.keyInDoubt || snapshot.matches('creating'),
  };
}

function isTypedFeedback(stored: unknown): stored is TypedFeedback {
  if (typeof stored !== 'object' || stored === null) return false;
  const { type, description, contact, submissionKey, keyInDoubt } = stored as Record<string, unknown>;
  return (
    (keyInDoubt === undefined || typeof keyInDoubt === 'boolean') &&
    (type === null || FEEDBACK_TYPES.includes(type as never)) &&
    typeof description === 'string' &&
    typeof contact === 'string' &&
    typeof submissionKey === 'string' &&
    submissionKey !== ''
  );
}

/** The new ticket's typed text, kept until the ticket is filed. */
export const TYPED_FEEDBACK: TypedDraft<TypedFeedback, SnapshotFrom<FeedbackMachine>> = {
  name: 'feedback.new',
  version: 1,
  isKept: isTypedFeedback,
  toKept: toTypedFeedback,
};
