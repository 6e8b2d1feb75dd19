import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppServices } from '../app/ServicesContext';
import { LOGIN_PATH } from '../app/routeTable';

/**
 * SPEC section 2 guard: without a stored token, ask the wrapper to show its login; without a
 * wrapper, go to the web login page, which returns to the screen asked for.
 */
export function Guarded({ path, children }: { path: string; children: ReactNode }) {
  const { store, bridge } = useAppServices();
  if (store.token()) return children;
  if (bridge.login()) return <Navigate to="/" replace />;
  return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`} replace />;
}
