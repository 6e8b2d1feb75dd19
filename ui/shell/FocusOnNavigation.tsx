import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusScreenHeading } from './focusScreenHeading';

/** Navigation state for a change of query that only records a control's state (a section opened): the focus stays on that control. */
export const KEEP_FOCUS = { keepFocus: true } as const;

let keepOnNextBack = false;

/** The app goes back itself past an entry that only recorded a control's state (a form opened in place): the focus stays. */
export function keepFocusOnNextBack(): void {
  keepOnNextBack = true;
}

function keepsFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepFocus?: unknown }).keepFocus === true;
}

/**
 * After every navigation but the first screen, the new screen's heading takes the focus, so a
 * screen reader starts reading the new screen from its title. A change of query is a navigation
 * too: the personal information wizard keeps its part there; one made with `KEEP_FOCUS` as its
 * state is not (a toggle that records itself in the address keeps the focus it was pressed with).
 * Each history entry has its own key, so the first screen is told apart by its key, not by a count
 * of effect runs.
 */
export function FocusOnNavigation() {
  const { key, state } = useLocation();
  const navigationType = useNavigationType();
  const firstScreen = useRef(key);
  // The state comes back with its entry on Back: there the control is gone, and the heading takes the focus.
  const stay = keepsFocus(state) && navigationType !== 'POP';
  useEffect(() => {
    const ownBack = keepOnNextBack && navigationType === 'POP';
    keepOnNextBack = false;
    if (key === firstScreen.current || stay || ownBack) return;
    return focusScreenHeading(document);
  }, [key, stay, navigationType]);
  return null;
}
