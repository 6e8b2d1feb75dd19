import { Trans } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ActivityCounter } from '../app/activity';

const SHOW_AFTER_MS = 300;

/** The global loading overlay: shown while a request is in flight, after a short grace period. */
export function LoadingOverlay({ activity }: { activity: ActivityCounter }) {
  const busy = useSyncExternalStore(activity.subscribe, () => activity.count() > 0);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div className="overlay" role="progressbar" aria-busy="true" data-testid="loading-overlay">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
