import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NavigateParams } from '../../machines/order/order.types';
import { remountScreen } from './remountScreen';

/**
 * The `navigateTo` action the loan machines name, and the KYC steps' next step (ui/kyc/kyc.wiring.ts):
 * goes to `params.path`. The machines are built once per screen, so the action reads the current
 * location through a ref. When the path is the screen already shown (an order approved at once
 * leaves confirm_borrow for confirm_borrow, at step 18), the screen mounts afresh in place
 * (`remountScreen`), so it reads the order again instead of staying busy. After a sent form
 * (`replace`), the next screen takes the form's place in the history.
 */
export function useNavigateTo() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const latest = useRef({ navigate, pathname });
  latest.current = { navigate, pathname };
  return useRef((_: unknown, { path, replace = false }: NavigateParams) => {
    const here = latest.current;
    here.navigate(path, path.split('?')[0] === here.pathname ? remountScreen() : replace ? { replace: true } : undefined);
  }).current;
}
