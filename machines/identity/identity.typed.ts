import type { SnapshotFrom } from 'xstate';
import type { TypedDraft } from '../shared/typedDraft';
import type { identityMachine } from './identity.machine';
import { IDENTITY_RESUME_POINTS, type IdentityResumePoint } from './identity.types';

type IdentitySnapshot = SnapshotFrom<typeof identityMachine>;

export interface IdentityProgress {
  resumeAt: IdentityResumePoint;
}

function isIdentityProgress(stored: unknown): stored is IdentityProgress {
  const resumeAt = (stored as { resumeAt?: unknown } | null)?.resumeAt;
  return IDENTITY_RESUME_POINTS.includes(resumeAt as never);
}

/** Where to carry on after a reload: after the last photo the server took; nothing while on the back or once done. */
function toProgress(snapshot: IdentitySnapshot): IdentityProgress | null {
  if (snapshot.matches('front')) return { resumeAt: 'front' };
  if (snapshot.matches('frontUploaded') || snapshot.matches('ocr')) return { resumeAt: 'ocr' };
  if (snapshot.matches('face')) return { resumeAt: 'face' };
  if (snapshot.matches('finishing') || snapshot.matches('finishFailed')) return { resumeAt: 'finishing' };
  // The check passed: a reload only looks for the next step again.
  if (snapshot.matches('findingNextStep') || snapshot.matches('nextStepFailed')) return { resumeAt: 'nextStep' };
  return null;
}

/**
 * Which photos of the ID step the server has, so a reload (a weak phone dropping the page during the
 * selfie) does not cost the borrower photos already sent over costly data. Never a photo or the CURP read.
 */
export const IDENTITY_PROGRESS: TypedDraft<IdentityProgress, IdentitySnapshot> = {
  name: 'identity.progress',
  version: 1,
  isKept: isIdentityProgress,
  toKept: toProgress,
};
