import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusScreenHeading } from './focusScreenHeading';

/**
 * After every navigation but the first screen, the new screen's heading takes the focus, so a
 * screen reader starts reading the new screen from its title. A change of query is a navigation
 * too: the personal information wizard keeps its part there.
 */
export function FocusOnNavigation() {
  const { pathname, search } = useLocation();
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    return focusScreenHeading(document);
  }, [pathname, search]);
  return null;
}
