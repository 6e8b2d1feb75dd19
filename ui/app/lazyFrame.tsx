import { lazy, type ComponentType } from 'react';
import type * as FrameParts from './frameParts';

/**
 * The tab bar, the offline banner, the toasts and the loading overlay are not in the first chunk:
 * `preloadFrame()` starts fetching them with the route's screen, before the first render, so they
 * arrive together. None of them moves other content (the tab bar is fixed, the banner shows only
 * offline, the others overlay), so coming a moment later shifts nothing.
 */
let frame: Promise<typeof FrameParts> | null = null;

function loadFrame(): Promise<typeof FrameParts> {
  frame ??= import('./frameParts').catch((error: unknown) => {
    frame = null; // a chunk that did not arrive may be fetched again
    throw error;
  });
  return frame;
}

export function preloadFrame(): Promise<unknown> {
  return loadFrame().catch(() => undefined);
}

/** Without its chunk a frame part is left out rather than taking the whole app down. */
function framePart<P extends object>(pick: (parts: typeof FrameParts) => ComponentType<P>) {
  return lazy(() => loadFrame().then((parts) => ({ default: pick(parts) }), () => ({ default: (() => null) as ComponentType<P> })));
}

export const BottomTabs = framePart((parts) => parts.BottomTabs);
export const FrameNotices = framePart((parts) => parts.FrameNotices);
export const LoadingOverlay = framePart((parts) => parts.LoadingOverlay);
export const OfflineBanner = framePart((parts) => parts.OfflineBanner);
export const ToastHost = framePart((parts) => parts.ToastHost);
