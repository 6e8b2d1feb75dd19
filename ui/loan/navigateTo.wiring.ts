import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The `navigateTo` action the loan machines name: goes to `params.path`. The machines are built
 * once per screen, so the action reads the current location through a ref. When the path is the
 * screen already shown (an order approved at once leaves confirm_borrow for confirm_borrow, at
 * step 18), the screen mounts afresh in place (AppRoutes keys on the state's `reload`), so it reads
 * the order again instead of staying busy; and Back does not land on the same screen twice.
 */
export function useNavigateTo() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef({ navigate, pathname: location.pathname });
  current.current = { navigate, pathname: location.pathname };
  const navigateTo = useRef((_: unknown, params: { path: string }) => {
    const { navigate: go, pathname } = current.current;
    if (params.path.split('?')[0] === pathname) go(params.path, { replace: true, state: { reload: Date.now() } });
    else go(params.path);
  });
  return navigateTo.current;
}
