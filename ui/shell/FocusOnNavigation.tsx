import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusScreenHeading } from './focusScreenHeading';

/**
 * After every navigation but the first screen, the new screen's heading takes the focus, so a
 * screen reader starts reading the new screen from its title. A change of query is a navigation
 * too: the personal information wizard keeps its part there. Each history entry has its own key,
 * so the first screen is told apart by its key, not by a count of effect runs.
 */
export function FocusOnNavigation() {
  const { key } = useLocation();
  const firstScreen = useRef(key);
  useEffect(() => {
    if (key === firstScreen.current) return;
    return focusScreenHeading(document);
  }, [key]);
  return null;
}
