import type { FeedbackType } from '../../services/api/endpoints/support';
import type { KeyVersioning } from '../shared/idempotencyKey';
import type { SubmitError } from '../shared/submitError';

export type { FeedbackType };
export const FEEDBACK_TYPES: readonly FeedbackType[] = [1, 2, 3];

/** Proof images per ticket (SPEC leaves the limit unspecified; we chose 3, the UI says so). */
export const MAX_IMAGES = 3;
/** Raw size accepted before the client downscales (FAULTS F40); larger files are refused at once. */
export const MAX_RAW_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_DESCRIPTION = 500;

export interface FeedbackDraft {
  type: FeedbackType | null;
  description: string;
  receiverAccount: string;
  contact: string;
}

export type DraftField = Exclude<keyof FeedbackDraft, 'type'>;

export interface PickedImage {
  /** Stable id for the list and for removal. */
  id: number;
  file: Blob;
  /** Where the server keeps it once uploaded: a retry sends only the photos without one (FAULTS F41). */
  url?: string;
}

/** A rule a field breaks, for ui/ to word. */
export type DraftProblem =
  | 'typeRequired'
  | 'descriptionRequired'
  | 'descriptionTooLong'
  | 'contactRequired'
  | 'contactInvalid'
  | 'accountInvalid';

/** Why the last image pick was refused. */
export type ImageProblem = 'tooManyImages' | 'unsupportedImage' | 'imageTooLarge' | 'imageUnreadable';

export interface FeedbackContext extends KeyVersioning {
  draft: FeedbackDraft;
  images: PickedImage[];
  nextImageId: number;
  /** Types with an open ticket (from `/feedback/check/notHandle`): one open ticket per type. */
  openTypes: FeedbackType[];
  /** The open tickets could not be read (offline, a refusal): no type is shown as taken; submit checks it. */
  openTypesUnknown: boolean;
  /** Set after a submit attempt, so field problems show only once the borrower tried. */
  attempted: boolean;
  imageProblem: ImageProblem | null;
  /** The open ticket that blocks a new one of the same type. */
  openTicketId: number | null;
  error: SubmitError | null;
  /**
   * Sent as `versionedKey(submissionKey, keyVersion)` with `/feedback/create`: a retry after a lost
   * answer never files twice; another type or any other text after it is another ticket.
   */
  submissionKey: string;
  createdId: number | null;
}

export interface FeedbackInput {
  submissionKey: string;
  /** What the borrower had typed before a reload or a visit elsewhere (feedback.typed.ts). */
  typed?: TypedFeedback | null;
  /** Pre-selected type, e.g. from a "report a payment problem" link. */
  type?: FeedbackType;
}

export type FeedbackEvent =
  | { type: 'feedback.typeChosen'; ticketType: FeedbackType }
  | { type: 'feedback.fieldChanged'; field: DraftField; value: string }
  | { type: 'feedback.imageAdded'; file: Blob }
  | { type: 'feedback.imageRemoved'; id: number }
  | { type: 'feedback.submitted' }
  | { type: 'feedback.otherTypeRequested' };

export type OpenTicketsOutcome = { ok: true; types: FeedbackType[] } | { ok: false; code: number; msg: string };
export type CanHandleOutcome = { canHandle: true } | { canHandle: false; openTicketId: number | null };
export type UploadOutcome =
  | { ok: true; url: string }
  | { ok: false; code: number; msg: string }
  /** The phone could not decode or shrink a photo enough (corrupt file, huge panorama). */
  | { ok: false; unreadable: true };
export type CreateOutcome =
  | { kind: 'created'; id: number }
  | { kind: 'openOfType'; openTicketId: number | null }
  | { kind: 'refused'; code: number; msg: string };

export interface UploadInput {
  type: FeedbackType;
  file: Blob;
}

export interface CreateInput {
  draft: FeedbackDraft & { type: FeedbackType };
  urls: string[];
  submissionKey: string;
}

/**
 * What survives a reload of the new-ticket form: the type, the description, the contact and the
 * submission's key (so a create lost to the reload is replayed, not filed twice), and whether the
 * last create got no answer (so an edit after the reload is another ticket). Not the account paid
 * into (no account numbers are kept on the phone) nor the photos (files are not kept).
 */
export interface TypedFeedback {
  type: FeedbackType | null;
  description: string;
  contact: string;
  submissionKey: string;
  /** Absent in a draft kept before it existed: read as false. */
  keyInDoubt?: boolean;
}
