import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { Guarded } from '../shell/Guarded';
import { ScreenFallback } from '../shell/ScreenFallback';
import { REDIRECTS, ROUTES } from './routeTable';
import { screenFor } from './screens';

/** Every navigation starts at the top of the page (SPEC section 2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => window.scrollTo(0, 0), [pathname]);
  return null;
}

export function AppRoutes() {
  const location = useLocation();
  return (
    <>
      <ScrollToTop />
      <ErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<ScreenFallback />}>
          <Routes>
            {ROUTES.map((route) => {
              const Screen = screenFor(route.area, route.path);
              return (
                <Route
                  key={route.path}
                  path={route.path}
                  element={
                    route.protected ? (
                      <Guarded path={route.path}>
                        <Screen />
                      </Guarded>
                    ) : (
                      <Screen />
                    )
                  }
                />
              );
            })}
            {Object.entries(REDIRECTS).map(([from, to]) => (
              <Route key={from} path={from} element={<Navigate to={to} replace />} />
            ))}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
