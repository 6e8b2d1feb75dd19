import { useLingui } from '@lingui/react/macro';
import { NavLink, useLocation } from 'react-router-dom';
import { findRoute } from '../app/routeTable';

/** Home, records, me: shown on the three tab screens and the pages under them (routeTable's `tab`). */
export function BottomTabs() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  if (!findRoute(pathname)?.tab) return null;
  return (
    <nav className="tabs" aria-label={t`Main`}>
      <NavLink to="/" end>
        {t`Home`}
      </NavLink>
      <NavLink to="/records">{t`Records`}</NavLink>
      <NavLink to="/me">{t`Me`}</NavLink>
    </nav>
  );
}
