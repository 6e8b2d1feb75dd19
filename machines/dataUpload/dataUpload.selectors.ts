import type { SnapshotFrom } from 'xstate';
import type { dataUploadMachine } from './dataUpload.machine';
import { UPLOAD_FLAGS, type UploadError, type UploadFlag } from './dataUpload.types';

export type DataUploadSnapshot = SnapshotFrom<typeof dataUploadMachine>;

export type DataUploadPhase = 'consent' | 'working' | 'stalled' | 'failed' | 'leaving';

export function selectUploadPhase(snapshot: DataUploadSnapshot): DataUploadPhase {
  if (snapshot.matches('awaitingConsent')) return 'consent';
  if (snapshot.matches('stalled')) return 'stalled';
  if (snapshot.matches('failed') || snapshot.matches('followFailed')) return 'failed';
  if (snapshot.matches('followingOrder') || snapshot.status === 'done') return 'leaving';
  return 'working';
}

/** The permissions disclosure while the upload waits for consent (invoked as `disclosure`). */
export const selectDisclosure = (snapshot: DataUploadSnapshot) => snapshot.children.disclosure;

/** How many of the six flags are done, for "3 of 6". */
export function selectUploadProgress(snapshot: DataUploadSnapshot): { done: number; total: number } {
  const flags = snapshot.context.flags;
  return { done: UPLOAD_FLAGS.filter((flag) => flags[flag]).length, total: UPLOAD_FLAGS.length };
}

/** The device data still missing, so a refused collection can name the permissions it needs. */
export function selectMissingData(snapshot: DataUploadSnapshot): UploadFlag[] {
  return UPLOAD_FLAGS.filter((flag) => !snapshot.context.flags[flag]);
}

export const selectUploadError = (snapshot: DataUploadSnapshot): UploadError | null => snapshot.context.error;
export const selectCanContinue = (snapshot: DataUploadSnapshot) => snapshot.can({ type: 'upload.continueRequested' });
export const selectCanRetry = (snapshot: DataUploadSnapshot) => snapshot.can({ type: 'upload.retryRequested' });
export const selectCanAskSupport = (snapshot: DataUploadSnapshot) => snapshot.can({ type: 'upload.supportRequested' });
