import type { NextStep, SubmitError, SubmitOutcome } from '../shared/submitError';

/** The three photos, in the order they are taken: ID back before front (SPEC section 5), then the face. */
export type ImageSlot = 'back' | 'front' | 'face';

/** Why this step did not go through, as codes for ui/ to word (SPEC section 8 messages). */
export type IdentityProblem =
  | 'image.wrongType'
  | 'image.tooLarge'
  | 'image.unreadable'
  | 'idCard.unrecognised'
  | 'ocr.failed'
  | 'face.unrecognised'
  | 'identity.unverified';

export type IdentityError = { kind: 'identity'; code: IdentityProblem } | Extract<SubmitError, { kind: 'fault' }>;

export interface IdentityInput {
  /** Mexico reads the CURP off the card (OCR); Nigeria skips it. */
  ocrRequired: boolean;
}

export interface OcrResult {
  curp: string;
  name: string;
}

export interface IdentityContext {
  ocrRequired: boolean;
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

/**
 * The photo types the step takes (FAULTS F40): what every WebView can decode and downscale. HEIC
 * (iPhone), PDF and anything else are refused with a message before anything is sent.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isAcceptedImageType(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}
