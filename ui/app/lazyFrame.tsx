import { lazy, type ComponentType } from 'react';
import type * as FrameParts from './frameParts';
import type { NetworkNotices } from './networkNotices';
import { retrying } from './retryLater';

/**
 * The tab bar, the offline banner, the toasts, the loading overlay and the focus moved to each new
 * screen's heading are not in the first chunk: `preloadFrame()` starts fetching them with the
 * route's screen, before the first render, so they arrive together. None of them moves other
 * content (the tab bar is fixed, the banner shows only offline, the others overlay), so coming a
 * moment later shifts nothing.
 * The network notices are created here, once, as the chunk arrives (main.tsx preloads it before the
 * first render), and listen to the API client's window events for the page's lifetime; so does the
 * document's submit listener that brings a form's first error into view (`revealErrorsAfterSubmit`),
 * the watch that gives the heading a focus dropped with a removed control (`keepFocusOnScreen`) and
 * the one that keeps the page's title on the screen's heading (`titleFromHeading`).
 */
type Frame = typeof FrameParts & { notices: NetworkNotices };
let frame: Promise<Frame> | null = null;

/** The frame's chunk, fetched once (again after a failure); main.tsx also takes the fault log from it. */
export function loadFrame(): Promise<Frame> {
  frame ??= import('./frameParts')
    .then((parts) => {
      parts.revealErrorsAfterSubmit(document);
      parts.keepFocusOnScreen(document);
      parts.titleFromHeading(document);
      return { ...parts, notices: parts.createNetworkNotices(window) };
    })
    .catch((error: unknown) => {
      frame = null; // a chunk that did not arrive may be fetched again
      throw error;
    });
  return frame;
}

export function preloadFrame(): Promise<unknown> {
  return loadFrame().catch(() => undefined);
}

/** Until its chunk arrives (fetched again after a failure) a frame part is left out, not the app with it. */
function framePart<P extends object>(pick: (parts: Frame) => ComponentType<P>) {
  return lazy(() => retrying(loadFrame).then((parts) => ({ default: pick(parts) })));
}

export const BottomTabs = framePart((parts) => parts.BottomTabs);
export const FocusOnNavigation = framePart((parts) => parts.FocusOnNavigation);
export const FrameNotices = framePart((parts) => () => <parts.FrameNotices notices={parts.notices} />);
export const LoadingOverlay = framePart((parts) => parts.LoadingOverlay);
export const OfflineBanner = framePart((parts) => parts.OfflineBanner);
export const ToastHost = framePart((parts) => parts.ToastHost);
