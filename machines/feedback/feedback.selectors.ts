import type { SnapshotFrom } from 'xstate';
import { asksReceiverAccount, draftProblems } from './feedback.rules';
import type { feedbackMachine } from './feedback.machine';
import { MAX_IMAGES } from './feedback.types';

type Snapshot = SnapshotFrom<typeof feedbackMachine>;

export type FeedbackStage = 'checking' | 'editing' | 'blocked' | 'sending' | 'submitted';

/** One projection for the add-feedback screen. */
export function selectStage(snapshot: Snapshot): FeedbackStage {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('blocked')) return 'blocked';
  if (snapshot.matches('submitted')) return 'submitted';
  if (snapshot.hasTag('busy')) return 'sending';
  return 'editing';
}

export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;
export const selectImages = (snapshot: Snapshot) => snapshot.context.images;
export const selectImageProblem = (snapshot: Snapshot) => snapshot.context.imageProblem;
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
export const selectOpenTypes = (snapshot: Snapshot) => snapshot.context.openTypes;
export const selectOpenTypesUnknown = (snapshot: Snapshot) => snapshot.context.openTypesUnknown;
export const selectOpenTicketId = (snapshot: Snapshot) => snapshot.context.openTicketId;
export const selectCreatedId = (snapshot: Snapshot) => snapshot.context.createdId;
export const selectCanAddImage = (snapshot: Snapshot) => snapshot.context.images.length < MAX_IMAGES;
export const selectAsksReceiverAccount = (snapshot: Snapshot) => asksReceiverAccount(snapshot.context.draft.type);

/** Field problems, shown only once the borrower has tried to submit. */
export function selectProblems(snapshot: Snapshot) {
  return snapshot.context.attempted ? draftProblems(snapshot.context.draft) : {};
}
