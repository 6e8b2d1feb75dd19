import type { SnapshotFrom } from 'xstate';
import type { identityMachine } from './identity.machine';
import type { ImageSlot } from './identity.types';

export type IdentitySnapshot = SnapshotFrom<typeof identityMachine>;

/** Where a photo stands: not its turn yet, waiting for a pick, being prepared/sent, or sent. */
export type SlotStatus = 'locked' | 'ready' | 'busy' | 'uploaded';

const ORDER: readonly ImageSlot[] = ['back', 'front', 'face'];

function currentSlotIndex(s: IdentitySnapshot): number {
  if (s.matches('back')) return 0;
  if (s.matches('front')) return 1;
  if (s.matches('ocr') || s.matches('frontUploaded')) return 2;
  if (s.matches('face')) return 2;
  return 3;
}

export const selectSlotStatus = (slot: ImageSlot) => (s: IdentitySnapshot): SlotStatus => {
  const index = ORDER.indexOf(slot);
  const current = currentSlotIndex(s);
  if (index < current) return 'uploaded';
  if (index > current || s.matches('ocr')) return 'locked';
  return s.hasTag('busy') ? 'busy' : 'ready';
};
export const selectIsBusy = (s: IdentitySnapshot) => s.hasTag('busy');
export const selectIsReadingId = (s: IdentitySnapshot) => s.matches({ ocr: 'reading' });
export const selectOcrFailed = (s: IdentitySnapshot) => s.matches({ ocr: 'failed' });
export const selectFinishFailed = (s: IdentitySnapshot) => s.matches('finishFailed');
export const selectCanRetryUpload = (s: IdentitySnapshot) => s.context.prepared !== null && s.can({ type: 'upload.retryRequested' });
export const selectError = (s: IdentitySnapshot) => s.context.error;
export const selectOcrResult = (s: IdentitySnapshot) => s.context.ocr;
export const selectNextStepFailed = (s: IdentitySnapshot) => s.matches('nextStepFailed');
/** Picked up after a reload: the photos the server had are not asked for again. */
export const selectResumed = (s: IdentitySnapshot) => s.context.resumeAt !== null && !s.matches('done');
