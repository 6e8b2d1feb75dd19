import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppServices } from '../app/ServicesContext';
import { loginPathFor } from './Guarded';

/**
 * "Log in" from a screen anyone may see. In the wrapper it opens the wrapper's login, as the guard
 * does (SPEC section 2: the token comes back through the bridge, and the wrapper must know it);
 * elsewhere, or when the wrapper cannot, it is a link to the web login page, which returns here.
 */
export function LoginLink({ className, children }: { className: string; children: ReactNode }) {
  const { bridge } = useAppServices();
  const { pathname, search } = useLocation();
  return (
    <Link
      className={className}
      to={loginPathFor(pathname + search)}
      onClick={(event) => {
        if (bridge.isNative && bridge.login()) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
