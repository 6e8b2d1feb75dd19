import type { NextStep, SubmitError, SubmitOutcome } from '../shared/submitError';
import { isPhotoType } from '../shared/photoTypes';

/** The three photos, in the order they are taken: ID back before front (SPEC section 5), then the face. */
export type ImageSlot = 'back' | 'front' | 'face';

/** Why this step did not go through, as codes for ui/ to word (SPEC section 8 messages). */
export type IdentityProblem =
  | 'image.wrongType'
  | 'image.tooLarge'
  | 'image.unreadable'
  | 'idCard.unrecognised'
  /** The server has no back of the card (lost, or a step restarted elsewhere): SPEC "ID back uploaded before front". */
  | 'idCard.backFirst'
  | 'ocr.failed'
  | 'face.unrecognised'
  | 'identity.unverified';

export type IdentityError = { kind: 'identity'; code: IdentityProblem } | Extract<SubmitError, { kind: 'fault' }>;

export interface IdentityInput {
  /** Mexico reads the CURP off the card (OCR); Nigeria skips it. */
  ocrRequired: boolean;
  /** Where a reload left the step (identity.typed.ts): the photos before it are on the server already. */
  resumeAt?: IdentityResumePoint | null;
}

/**
 * Where the step carries on after a reload: the front (the back was received), the ID read (both
 * sides received), the face, the final check (every photo received), or the next step (the check
 * passed: it is not sent again). Photos are never kept on the phone; only which of them the server has.
 */
export const IDENTITY_RESUME_POINTS = ['front', 'ocr', 'face', 'finishing', 'nextStep'] as const;
export type IdentityResumePoint = (typeof IDENTITY_RESUME_POINTS)[number];

export interface OcrResult {
  curp: string;
  name: string;
}

export interface IdentityContext {
  ocrRequired: boolean;
  /** Set when the step was picked up after a reload; the view says the earlier photos were kept. */
  resumeAt: IdentityResumePoint | null;
  /** The downscaled photo of the current slot, kept so a failed upload retries only that file. */
  prepared: Blob | null;
  ocr: OcrResult | null;
  error: IdentityError | null;
  nextRoute: string | null;
}

export type IdentityEvent =
  | { type: 'image.picked'; file: Blob }
  | { type: 'upload.retryRequested' }
  | { type: 'ocr.retryRequested' }
  | { type: 'finish.retryRequested' }
  | { type: 'identity.restartRequested' }
  | { type: 'nextStep.retryRequested' };

/** The picked photo once downscaled, or why it cannot be sent. */
export type PreparedImage = { ok: true; file: Blob } | { ok: false; reason: 'tooLarge' };
export type PrepareImageInput = { file: Blob };
export type UploadImageInput = { slot: ImageSlot; file: Blob };
export type OcrOutcome = { ok: true; result: OcrResult } | { ok: false; code: number; msg: string };

export type { NextStep, SubmitOutcome };

/** The photo types the step takes (machines/shared/photoTypes), whatever the case of the type given. */
export function isAcceptedImageType(type: string): boolean {
  return isPhotoType(type.toLowerCase());
}
