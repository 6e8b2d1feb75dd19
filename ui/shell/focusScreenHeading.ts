/**
 * Gives the focus to the screen's main heading (the first `h1` of `main`) once it is shown, waiting
 * up to `waitMs` for a screen whose chunk or data is still on its way. Called after a navigation: the
 * control the borrower tapped has gone with the old screen (or, in a wizard, stays at the bottom of
 * the next part), and a screen reader would otherwise carry on from there or from the top of the
 * document. Focus that has moved since the call (the borrower tapped a field, a dialog took it) is
 * left alone. Returns the way to stop waiting.
 */
export function focusScreenHeading(doc: Document, waitMs = 10_000): () => void {
  const main = doc.querySelector('main');
  if (!main) return () => undefined;
  const focusedAtNavigation = doc.activeElement;
  const attempt = (): boolean => {
    const heading = screenHeading(doc);
    if (!heading) return false;
    const focused = doc.activeElement;
    const movedOn = focused !== focusedAtNavigation && focused !== doc.body && focused !== null;
    if (!movedOn) focusHeading(heading);
    return true;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(stop, waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * The screen's title: the first `h1` of the app's `main` (one per screen, docs/CONVENTIONS.md), or
 * the offline screen's while it covers the app.
 */
export function screenHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('.offline-screen h1') ?? doc.querySelector<HTMLElement>('main h1');
}

/** Focuses a heading without scrolling, making it focusable by script only (not by Tab) if need be. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
