/** The app frame's parts that show nothing on the first paint, in one chunk of their own. */
export { BottomTabs } from '../shell/BottomTabs';
export { FrameNotices } from '../shell/FrameNotices';
export { LoadingOverlay } from '../shell/LoadingOverlay';
export { OfflineBanner } from '../shell/OfflineBanner';
export { ToastHost } from '../shared/ToastHost';
// Not a part, but not needed for the first paint either (main.tsx queues faults until it loads).
export { createFaultLog } from './faultLog';
