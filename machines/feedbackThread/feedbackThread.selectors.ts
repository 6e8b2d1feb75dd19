import type { SnapshotFrom } from 'xstate';
import type { feedbackThreadMachine } from './feedbackThread.machine';
import { editProblems } from './feedbackThread.rules';

type Snapshot = SnapshotFrom<typeof feedbackThreadMachine>;

export type ThreadStage = 'loading' | 'failed' | 'notFound' | 'ready';

export function selectThreadStage(snapshot: Snapshot): ThreadStage {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notFound')) return 'notFound';
  return 'ready';
}

export const selectTicket = (snapshot: Snapshot) => snapshot.context.ticket;
export const selectMessages = (snapshot: Snapshot) => snapshot.context.messages;
export const selectText = (snapshot: Snapshot) => snapshot.context.text;
export const selectThreadError = (snapshot: Snapshot) => snapshot.context.error;
export const selectIsSending = (snapshot: Snapshot) => snapshot.matches({ ready: 'sending' });
export const selectIsClosing = (snapshot: Snapshot) => snapshot.matches({ ready: 'closing' });
export const selectCanSend = (snapshot: Snapshot) => snapshot.can({ type: 'thread.messageSent' });
export const selectCanMarkSolved = (snapshot: Snapshot) => snapshot.can({ type: 'thread.solvedMarked' });
/** Not while the ticket is corrected or a change is on its way: its answer would be lost. */
export const selectCanRefresh = (snapshot: Snapshot) => snapshot.can({ type: 'thread.refreshRequested' });
export const selectCanEdit = (snapshot: Snapshot) => snapshot.can({ type: 'thread.editRequested' });
/** The ticket is being corrected (also while the correction is on its way). */
export const selectEdit = (snapshot: Snapshot) => snapshot.context.edit;
export const selectIsSavingEdit = (snapshot: Snapshot) => snapshot.matches({ ready: 'saving' });
export const selectEditSaved = (snapshot: Snapshot) => snapshot.context.editSaved;
export function selectEditProblems(snapshot: Snapshot) {
  const { edit, editAttempted } = snapshot.context;
  return edit && editAttempted ? editProblems(edit) : {};
}
