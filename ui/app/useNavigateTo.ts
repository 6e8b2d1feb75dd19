import { useContext, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router-dom';
import type { NavigateParams } from '../../machines/order/order.types';
import { remountScreen } from './remountScreen';

/**
 * The `navigateTo` action the loan machines name, and the KYC steps' next step (ui/kyc/kyc.wiring.ts):
 * goes to `params.path`. The machines are built once per screen, so the action reads the current
 * location through a ref. When the path is the screen already shown (an order approved at once
 * leaves confirm_borrow for confirm_borrow, at step 18), the screen mounts afresh in place
 * (`remountScreen`), so it reads the order again instead of staying busy. After a sent form
 * (`replace`), the next screen takes the form's place in the history.
 *
 * The router changes screens in a transition, so a screen the borrower has left stays mounted, its
 * machine running, until the next screen has loaded. What it asks for then is stale (FAULTS F34):
 * once the router's history is elsewhere, it goes nowhere. `useLocation` cannot tell (it is the
 * screen's own location until the transition ends); the history can, and HashRouter and
 * MemoryRouter give it to their navigation context as the navigator (React Router marks that
 * context UNSAFE_; navigateTo.test.tsx fails if a release stops doing so).
 */
export function useNavigateTo() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const history = useContext(UNSAFE_NavigationContext).navigator as { location?: { pathname: string } };
  const latest = useRef({ navigate, pathname, history });
  latest.current = { navigate, pathname, history };
  return useRef((_: unknown, { path, replace = false }: NavigateParams) => {
    const here = latest.current;
    if (here.history.location && here.history.location.pathname !== here.pathname) return;
    here.navigate(path, path.split('?')[0] === here.pathname ? remountScreen() : replace ? { replace: true } : undefined);
  }).current;
}
