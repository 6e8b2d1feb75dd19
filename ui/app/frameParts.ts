/** The app frame's parts that show nothing on the first paint, in one chunk of their own. */
export { BottomTabs } from '../shell/BottomTabs';
export { FocusOnNavigation } from '../shell/FocusOnNavigation';
export { FrameNotices } from '../shell/FrameNotices';
export { LoadingOverlay } from '../shell/LoadingOverlay';
export { OfflineBanner } from '../shell/OfflineBanner';
export { ToastHost } from '../shared/ToastHost';
// Not parts, but not needed for the first paint either (main.tsx queues faults until the chunk
// loads; lazyFrame.tsx creates the network notices, starts revealing form errors, keeps the focus
// on the screen and the title on its heading when it arrives).
export { keepFocusOnScreen } from '../shell/keepFocusOnScreen';
export { revealErrorsAfterSubmit } from '../shell/revealFirstError';
export { titleFromHeading } from '../shell/titleFromHeading';
export { createFaultLog } from './faultLog';
export { createNetworkNotices } from './networkNotices';
