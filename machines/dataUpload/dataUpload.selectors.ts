import type { SnapshotFrom } from 'xstate';
import type { dataUploadMachine } from './dataUpload.machine';
import { UPLOAD_FLAGS, type DataUploadErrorCode } from './dataUpload.types';

export type DataUploadSnapshot = SnapshotFrom<typeof dataUploadMachine>;

export type DataUploadPhase = 'idle' | 'consent' | 'working' | 'stalled' | 'failed' | 'done';

export function selectUploadPhase(snapshot: DataUploadSnapshot): DataUploadPhase {
  if (snapshot.matches('awaitingConsent')) return 'consent';
  if (snapshot.matches('idle')) return 'idle';
  if (snapshot.matches('stalled')) return 'stalled';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.status === 'done') return 'done';
  return 'working';
}

/** How many of the six flags are done, for "3 of 6". */
export function selectUploadProgress(snapshot: DataUploadSnapshot): { done: number; total: number } {
  const flags = snapshot.context.flags;
  return { done: UPLOAD_FLAGS.filter((flag) => flags[flag]).length, total: UPLOAD_FLAGS.length };
}

export const selectUploadError = (snapshot: DataUploadSnapshot): DataUploadErrorCode | null => snapshot.context.errorCode;
export const selectCanContinue = (snapshot: DataUploadSnapshot) => snapshot.can({ type: 'upload.continueRequested' });
export const selectCanRetry = (snapshot: DataUploadSnapshot) => snapshot.can({ type: 'upload.retryRequested' });
