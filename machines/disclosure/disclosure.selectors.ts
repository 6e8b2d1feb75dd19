import type { SnapshotFrom } from 'xstate';
import type { disclosureMachine } from './disclosure.machine';

export type DisclosureSnapshot = SnapshotFrom<typeof disclosureMachine>;

export const selectIsOpen = (s: DisclosureSnapshot) => s.matches('open');
export const selectIsTicked = (s: DisclosureSnapshot) => s.context.ticked;
/** The consent the data-upload flow needs before any device data is collected. */
export const selectHasConsented = (s: DisclosureSnapshot) => s.matches('accepted');
export const selectCanContinue = (s: DisclosureSnapshot) => s.can({ type: 'disclosure.accepted' });
export { DISCLOSED_PERMISSIONS } from './disclosure.types';
