import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../app/routeTable';
import { useAppServices } from '../app/ServicesContext';
import { useIsSignedIn } from '../app/SessionContext';
import { Button } from '../shared/Button';

export function loginPathFor(path: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}

/**
 * SPEC section 2 guard: without a session, ask the wrapper to show its login; the token comes
 * back through the bridge, signs the borrower in and this screen then shows (FAULTS F29).
 * Without a wrapper, go to the web login page, which returns here afterwards, query and all (a
 * ticket's or an order's id travels in it).
 */
export function Guarded({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const { bridge } = useAppServices();
  const { pathname, search } = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  // Derived during render (React's pattern for state that follows a prop): no extra commit.
  if (signedIn && !wasSignedIn) setWasSignedIn(true);
  const path = pathname + search;
  if (signedIn) return children;
  // The session ended on this screen (Log out, an expired token): the session goes home itself
  // (FAULTS F15-F18), in a router transition that lands after this render. Asking for a login here
  // would replace home with the login page, and in the wrapper open its login right after logout.
  if (wasSignedIn) return null;
  if (bridge.isNative) return <WaitForWrapperLogin path={path} login={bridge.login} />;
  return <Navigate to={loginPathFor(path)} replace />;
}

function WaitForWrapperLogin({ path, login }: { path: string; login: () => boolean }) {
  const navigate = useNavigate();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (!login()) navigate(loginPathFor(path), { replace: true });
  }, [login, navigate, path]);
  return (
    <section className="screen" aria-labelledby="login-needed-title">
      <h1 id="login-needed-title">
        <Trans>Please log in to continue</Trans>
      </h1>
      <Button onClick={() => login() || navigate(loginPathFor(path))}>
        <Trans>Log in</Trans>
      </Button>
    </section>
  );
}

interface LoginLinkProps {
  className: string;
  /** The web page to sign in on (outside the wrapper); by default the login page, which returns here. */
  to?: string;
  /** Where a borrower signed in already goes instead (no second code to ask for). */
  signedInTo?: string;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * "Log in" from a screen anyone may see. In the wrapper it opens the wrapper's login, as the guard
 * does (SPEC section 2: the token comes back through the bridge, and the wrapper must know it);
 * elsewhere, or when the wrapper cannot, it is a link to the web page.
 */
export function LoginLink({ className, to, signedInTo, onClick, children }: LoginLinkProps) {
  const { bridge } = useAppServices();
  const { pathname, search } = useLocation();
  const goOn = useIsSignedIn() && signedInTo;
  return (
    <Link
      className={className}
      to={goOn || to || loginPathFor(pathname + search)}
      onClick={(event) => {
        if (goOn) return;
        onClick?.();
        if (bridge.isNative && bridge.login()) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
