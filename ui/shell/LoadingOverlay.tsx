import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ActivityCounter } from '../app/activity';

const SHOW_AFTER_MS = 300;

/** The global loading overlay: shown while a request is in flight, after a short grace period. */
export function LoadingOverlay({ activity }: { activity: ActivityCounter }) {
  const { t } = useLingui();
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
    // A progressbar takes its name from a label only, never from its content.
    <div className="overlay" role="progressbar" aria-busy="true" aria-label={t`Loading…`} data-testid="loading-overlay">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
