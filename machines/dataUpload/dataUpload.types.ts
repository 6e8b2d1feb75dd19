import type { UploadFlag, UploadFlags } from '../../services/bridge/bridge.types';
import type { FollowOutcome } from '../order/order.follow';
import type { SubmitError } from '../shared/submitError';

export type { FollowOutcome, UploadFlag, UploadFlags };

export const UPLOAD_FLAGS: readonly UploadFlag[] = ['appList', 'sms', 'exif', 'device', 'contact', 'location'];

export interface DataUploadInput {
  orderNo: string;
  /** The market profile's `collectDeviceData`: off means go on without collection (and without asking). */
  collectionEnabled: boolean;
}

/** How the upload ended; every one of them lets the flow go on. */
export type DataUploadResult = 'collected' | 'notRequired' | 'skipped' | 'unavailable' | 'incomplete';

export type CollectionOutcome = 'started' | 'succeeded' | 'checkedOnly' | 'unavailable' | 'failed';

/** Why the upload stopped: a request's fault or refusal, or the phone could not collect the data. */
export type UploadError = SubmitError | { kind: 'collectionFailed' };

/** `/time/upload/enable` or `uploadStatus` refused with a business code. */
export type EnableOutcome = { kind: 'enabled' } | { kind: 'disabled' } | { kind: 'refused'; code: number; msg: string };
export type StatusOutcome = { kind: 'flags'; flags: UploadFlags } | { kind: 'refused'; code: number; msg: string };

export interface DataUploadContext extends DataUploadInput {
  flags: UploadFlags;
  pollCount: number;
  result: DataUploadResult | null;
  error: UploadError | null;
}

/** `upload.consent*` come from the invoked permissions disclosure (its "Not now" and "Review permissions"). */
export type DataUploadEvent =
  | { type: 'upload.consentDeclined' }
  | { type: 'upload.consentReopened' }
  | { type: 'upload.retryRequested' }
  | { type: 'upload.continueRequested' }
  | { type: 'upload.supportRequested' };
