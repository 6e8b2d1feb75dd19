/** The native wrapper's interface (SPEC section 7 "Native bridge"); wire shape in the README. */
export interface LocalLogEvent {
  time: number;
  eventType: string;
  pageName: string;
  eventOption?: string;
  orderNo?: string;
  isUpload?: boolean;
}

export type UploadFlag = 'appList' | 'sms' | 'exif' | 'device' | 'contact' | 'location';
export type UploadFlags = Record<UploadFlag, boolean>;

export interface TimeSdkRequest {
  orderNo: string;
  userId: string;
  step: string;
  isSubmit: boolean;
  flags: UploadFlags;
}

/** -1 only checking, 0 success, 1 collection started (SPEC section 4); 'unavailable' off-wrapper. */
export type TimeSdkResult = { kind: 'result'; code: -1 | 0 | 1 } | { kind: 'unavailable' } | { kind: 'failed' };

export type ContactPick =
  | { kind: 'picked'; name: string; phone: string }
  | { kind: 'cancelled' }
  | { kind: 'denied' }
  /** The wrapper could not pick (an old wrapper, or its call failed). */
  | { kind: 'unavailable' }
  /** A plain browser: there is no wrapper to ask. */
  | { kind: 'notInApp' }
  | { kind: 'timeout' };

export interface NativeBridge {
  /** True inside the Android wrapper; false in a plain browser (web fallback). */
  readonly isNative: boolean;
  /** Ask the wrapper to show its login; the token arrives through `onToken`. False when it cannot. */
  login(): boolean;
  logout(): void;
  /** The wrapper's "new token" callback. Returns an unsubscribe function. */
  onToken(listener: (token: string) => void): () => void;
  logEventByLocal(event: LocalLogEvent): void;
  logEventByAF(name: string, values?: Record<string, string | number | boolean>): void;
  timeSDK(request: TimeSdkRequest): Promise<TimeSdkResult>;
  selectContact(index: 1 | 2): Promise<ContactPick>;
}
