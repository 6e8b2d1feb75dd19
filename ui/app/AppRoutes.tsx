import { memo, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { Guarded } from '../shell/Guarded';
import { ScreenFallback } from '../shell/ScreenFallback';
import { languageFromUrl, switchLanguage } from './language';
import type { Navigator } from './navigator';
import { createRouteLookup } from './routeLookup';
import { REDIRECTS, ROUTES, type Area } from './routeTable';
import { useAppServices } from './ServicesContext';
import { screenFor } from './screens';
import { screenKey } from './remountScreen';
import { useDraftsOnHold } from './useDraftsOnHold';

/**
 * Every navigation starts at the top of the page (SPEC section 2), a change of query included: the
 * personal information wizard keeps its part there, and the next part starts at its top.
 */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  // A block body on purpose: newer Chromium returns a promise from scrollTo, and an effect must
  // return nothing or a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/**
 * The first render runs as a transition, and the router starts listening only when it commits: a
 * hash change in between (a deep link from the wrapper, a quick Back) would be missed. On mount,
 * catch up with the address bar.
 */
function CatchUpWithHash() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const current = window.location.hash.replace(/^#/, '') || '/';
    if (current !== location.pathname + location.search) navigate(current, { replace: true });
    // Only once, at mount: later changes reach the router through its own listener.
  }, []);
  return null;
}

/** Lets machines' platform actions navigate through the router. */
function AttachNavigator({ navigator }: { navigator: Navigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.attach((path, options) => navigate(path, options)), [navigator, navigate]);
  return null;
}

/** `?lang=es` on any route switches the language (a QA state jump). */
function LanguageFromQuery() {
  const { search } = useLocation();
  const { store } = useAppServices();
  useEffect(() => {
    const requested = languageFromUrl({ search, hash: '' });
    if (requested && requested !== store.language()) void switchLanguage(requested, store);
  }, [search, store]);
  return null;
}

/** Looked up at render, not at module load: a screen preloaded before the first render then needs no Suspense. */
function RouteScreen({ area, path, guarded }: { area: Area; path: string; guarded: boolean }) {
  const Screen = screenFor(area, path);
  return guarded ? (
    <Guarded>
      <Screen />
    </Guarded>
  ) : (
    <Screen />
  );
}

const CATCH_ALL: RouteObject = { path: '*', element: <Navigate to="/" replace /> };

/**
 * Built once, with elements made once. The router is handed only the route the pathname names
 * (and the catch-all): matching the whole table on every navigation cost milliseconds on a phone.
 */
function alone(path: string, element: ReactNode): [string, RouteObject[]] {
  return [path, [{ path, element }, CATCH_ALL]];
}

const routesFor = createRouteLookup(
  [
    ...ROUTES.map((route) => alone(route.path, <RouteScreen area={route.area} path={route.path} guarded={Boolean(route.protected)} />)),
    ...Object.entries(REDIRECTS).map(([from, to]) => alone(from, <Navigate to={to} replace />)),
  ],
  [CATCH_ALL],
);

/** Memoised without props: it renders again only when the location (its router context) changes. */
const RouteSwitch = memo(function RouteSwitch() {
  return useRoutes(routesFor(useLocation().pathname));
});

export function AppRoutes({ navigator }: { navigator: Navigator }) {
  const location = useLocation();
  const { drafts } = useAppServices();
  const draftsOnHold = useDraftsOnHold();
  return (
    <>
      <CatchUpWithHash />
      <ScrollToTop />
      <AttachNavigator navigator={navigator} />
      <LanguageFromQuery />
      {/* A navigation with remountScreen(), or the first after the drafts were dropped, mounts the screen afresh. */}
      <ErrorBoundary key={screenKey(location.state, drafts.generation())} resetKey={location.pathname}>
        <Suspense fallback={<ScreenFallback />}>{draftsOnHold ? <ScreenFallback /> : <RouteSwitch />}</Suspense>
      </ErrorBoundary>
    </>
  );
}
