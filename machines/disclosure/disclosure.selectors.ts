import type { SnapshotFrom } from 'xstate';
import type { disclosureMachine } from './disclosure.machine';

export type DisclosureSnapshot = SnapshotFrom<typeof disclosureMachine>;

export const selectIsChecking = (s: DisclosureSnapshot) => s.matches('checking');
export const selectIsOpen = (s: DisclosureSnapshot) => s.matches('open') || s.matches('saving');
export const selectIsSaving = (s: DisclosureSnapshot) => s.matches('saving');
export const selectIsDeclined = (s: DisclosureSnapshot) => s.matches('declined');
export const selectIsTicked = (s: DisclosureSnapshot) => s.context.ticked;
export const selectSaveFailed = (s: DisclosureSnapshot) => s.context.saveFailed;
/** The consent the data-upload flow needs before any device data is collected. */
export const selectHasConsented = (s: DisclosureSnapshot) => s.matches('accepted');
export const selectCanAgree = (s: DisclosureSnapshot) => s.can({ type: 'disclosure.accepted' });
export { DISCLOSED_PERMISSIONS } from './disclosure.types';
