import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const isOffline = () => navigator.onLine === false;

/** FAULTS F3/F4: says so while the phone is offline; goes away by itself on `online`. */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  if (!offline) return null;
  return (
    <div className="offline-banner" role="alert">
      <Trans>You appear to be offline</Trans>
    </div>
  );
}
