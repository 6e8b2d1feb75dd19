import type { UploadFlag, UploadFlags } from '../../services/bridge/bridge.types';

export type { UploadFlag, UploadFlags };

export const UPLOAD_FLAGS: readonly UploadFlag[] = ['appList', 'sms', 'exif', 'device', 'contact', 'location'];

export interface DataUploadInput {
  orderNo: string;
  userId: string;
}

export interface UploadConditions {
  /** The borrower accepted the permissions disclosure (DESIGN.md "Consent"). */
  consentGiven: boolean;
  /** The market profile's `collectDeviceData`: off means go on without collection. */
  collectionEnabled: boolean;
}

/** How the upload ended; every one of them lets the flow go on. */
export type DataUploadResult = 'collected' | 'notRequired' | 'skipped' | 'unavailable' | 'incomplete';

export type CollectionOutcome = 'started' | 'succeeded' | 'checkedOnly' | 'unavailable' | 'failed';

export type DataUploadErrorCode = 'network' | 'refused' | 'collectionFailed';

/** `/time/upload/enable` or `uploadStatus` refused with a business code. */
export type EnableOutcome = { kind: 'enabled' } | { kind: 'disabled' } | { kind: 'refused'; code: number };
export type StatusOutcome = { kind: 'flags'; flags: UploadFlags } | { kind: 'refused'; code: number };

export interface DataUploadContext extends DataUploadInput, UploadConditions {
  flags: UploadFlags;
  pollCount: number;
  result: DataUploadResult | null;
  errorCode: DataUploadErrorCode | null;
}

export type DataUploadEvent =
  | ({ type: 'upload.started' } & UploadConditions)
  | { type: 'upload.consentGiven' }
  | { type: 'upload.retryRequested' }
  | { type: 'upload.continueRequested' }
  | { type: 'upload.supportRequested' };
