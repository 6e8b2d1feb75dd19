/** The permissions the disclosure lists (SPEC section 6), in the order shown. */
export const DISCLOSED_PERMISSIONS = ['contacts', 'sms', 'installedApps', 'location', 'storage', 'camera', 'imageFiles', 'deviceInfo'] as const;
export type DisclosedPermission = (typeof DISCLOSED_PERMISSIONS)[number];

export interface DisclosureContext {
  /** The agreement box; "I agree" needs it ticked. */
  ticked: boolean;
  /** The acceptance could not be recorded (network): the borrower tries again. */
  saveFailed: boolean;
}

/** What the server remembers of this borrower's answer (accepted once is accepted). */
export interface ConsentRecord {
  accepted: boolean;
}

export type DisclosureEvent =
  | { type: 'disclosure.opened' }
  | { type: 'disclosure.agreementToggled' }
  | { type: 'disclosure.accepted' }
  | { type: 'disclosure.dismissed' };
