import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usualNextRoute } from '../../services/orders/usualStepOrder';
import { prefetchRoute } from './screens';

/**
 * For a step of a new loan: once its screen is shown, fetches the screen that usually comes next
 * while the phone is idle, so that it is there when the borrower taps on (the step code still decides
 * where they go).
 */
export function usePrefetchNextStep(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const next = usualNextRoute(pathname);
    if (next) prefetchRoute(next);
  }, [pathname]);
}
