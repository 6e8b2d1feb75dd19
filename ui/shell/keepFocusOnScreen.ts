import { FOCUS_LANDING_SELECTOR as LANDING } from '../shared/focusLanding';
import { focusHeading, screenHeading } from './focusScreenHeading';

/** A landing point among the nodes one change added, in document order. */
function landingAdded(records: readonly MutationRecord[]): HTMLElement | null {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof HTMLElement) || !node.isConnected) continue;
      const landing = node.matches(LANDING) ? node : node.querySelector<HTMLElement>(LANDING);
      if (landing) return landing;
    }
  }
  return null;
}

/**
 * The control left the page, or stays in it hidden (a list kept under `hidden` while a form takes
 * its place): either way the browser drops its focus.
 */
const isGone = (element: Element) => !element.isConnected || element.closest('[hidden]') !== null;

/** How long after the app parked the focus on the screen's heading a landing point that loads may still take it. */
export const LANDING_WINDOW_MS = 10_000;

/**
 * How long before the focused control goes a landing point that appeared may still take its focus:
 * an outcome often shows a moment before the button tapped for it leaves (a prize won is said while
 * the list of coupons is read again, then the draw button goes with the chance it used).
 */
export const LANDING_BEFORE_MS = 5_000;

/**
 * When the focused control leaves the page (or is hidden) with the state that showed it (the permissions dialog
 * closed by "Not now" or "I agree", a "Try again" gone while the retry runs), the browser drops the
 * focus to the document's body and a screen reader starts over from the top of the page, or says
 * nothing. What replaced the control takes it when it is marked as a landing point (FOCUS_LANDING),
 * else the screen's heading, so reading goes on from there. A focus that has moved on meanwhile (to
 * a dialog that focused itself, a field with an error, the next screen's heading) is left where it
 * is, and so is a focus the borrower let go of before the control went. What replaces a control
 * often comes a moment later (the chosen payment method's instructions load, on a route of their
 * own): a landing point that appears while the focus is still on the heading it was parked on, within
 * LANDING_WINDOW_MS, takes it then. And it sometimes comes a moment earlier: one that appeared within
 * LANDING_BEFORE_MS before the control went takes it at once. Returns the way to stop watching.
 */
export function keepFocusOnScreen(doc: Document): () => void {
  let lastFocused: Element | null = null;
  // The screen heading the focus was last parked on, and when: read on each change of the page, so
  // kept here rather than looked up there.
  let parked: { heading: Element; at: number } | null = null;
  const remember = (event: FocusEvent) => {
    if (event.target instanceof Element) lastFocused = event.target;
    if (event.target instanceof HTMLHeadingElement && event.target === screenHeading(doc)) {
      parked = { heading: event.target, at: Date.now() };
    }
  };
  // Chromium sends focusout, to nowhere, both when the borrower taps a blank part of the page and
  // when the focused control is removed (still connected as it fires). Once the removal is done only
  // the tap leaves the control in the page: that focus was let go, not lost.
  const forget = (event: FocusEvent) => {
    const left = event.target;
    if (event.relatedTarget) return;
    queueMicrotask(() => {
      if (left === lastFocused && left instanceof Element && !isGone(left)) lastFocused = null;
    });
  };
  // The last landing point that appeared, and when.
  let recent: { landing: HTMLElement; at: number } | null = null;
  const recentLanding = () =>
    recent && recent.landing.isConnected && Date.now() - recent.at < LANDING_BEFORE_MS ? recent.landing : null;
  const observer = new MutationObserver((records) => {
    const added = landingAdded(records);
    if (added) recent = { landing: added, at: Date.now() };
    if (parked && doc.activeElement === parked.heading && Date.now() - parked.at < LANDING_WINDOW_MS) {
      added?.focus({ preventScroll: true });
      return;
    }
    if (!lastFocused || !isGone(lastFocused)) return;
    lastFocused = null;
    const landing = added ?? recentLanding();
    if (landing) {
      landing.focus({ preventScroll: true });
      return;
    }
    const heading = screenHeading(doc);
    if (heading) focusHeading(heading);
  });
  doc.addEventListener('focusin', remember);
  doc.addEventListener('focusout', forget);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', remember);
    doc.removeEventListener('focusout', forget);
    observer.disconnect();
  };
}
