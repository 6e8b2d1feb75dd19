import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNetworkNotices } from '../app/networkNotices';
import { remountScreen } from '../app/remountScreen';
import { useIsSignedIn } from '../app/SessionContext';
import { Button } from '../shared/Button';
import { holdInert } from './holdInert';
import { focusHeading } from './focusScreenHeading';

/**
 * FAULTS F3: the app started without a network. A screen of its own (not a banner over screens
 * whose data never came), over the app frame. Nothing is cleared: the token and drafts stay.
 * Retry, once online, shows the route again from scratch so its screen loads its data.
 */
export function OfflineScreen() {
  const { offlineAtStart, dismiss } = useNetworkNotices();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [stillOffline, setStillOffline] = useState(false);
  const signedIn = useIsSignedIn();
  if (!offlineAtStart) return null;

  const retry = () => {
    if (navigator.onLine === false) {
      // Emptied, then said again: the same words left in place are not read a second time.
      setStillOffline(false);
      setTimeout(() => setStillOffline(true), 150);
      return;
    }
    setStillOffline(false);
    dismiss('offlineAtStart');
    navigate(pathname + search, remountScreen());
  };

  return (
    <section className="offline-screen screen" aria-labelledby="offline-screen-title">
      <CoverTheApp heading={heading} />
      <h1 id="offline-screen-title" ref={heading}>
        <Trans>You are offline</Trans>
      </h1>
      <p>
        <Trans>Check your mobile data or Wi-Fi, then try again.</Trans>
      </p>
      {signedIn ? (
        <p>
          <Trans>You are still logged in and your information is saved.</Trans>
        </p>
      ) : null}
      {/* There from the start, empty (and out of the layout): a live region inserted together with its words is often not read. */}
      <p role="status" className={stillOffline ? undefined : 'visually-hidden'}>
        {stillOffline ? <Trans>Still no connection. Try again in a moment.</Trans> : null}
      </p>
      <Button onClick={retry}>
        <Trans>Retry</Trans>
      </Button>
    </section>
  );
}

/**
 * While the offline screen covers the app, the screen behind it and the tab bar under it are out of
 * reach (`inert`: no focus, nothing read by TalkBack) and the offline heading has the focus; the
 * page title follows it.
 */
function CoverTheApp({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  useEffect(() => {
    // Holds, not a flag: the Back prompt may hold the same elements, and the last release decides.
    const releases = [...document.querySelectorAll<HTMLElement>('main, nav.tabs')].map(holdInert);
    if (heading.current) focusHeading(heading.current);
    return () => releases.forEach((release) => release());
  }, [heading]);
  return null;
}
