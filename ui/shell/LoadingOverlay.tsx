import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ActivityCounter } from '../app/activity';

const SHOW_AFTER_MS = 300;
/** A wait a borrower starts to wonder about: only then is it said out loud (shorter ones would be chatter). */
export const SAY_WAIT_AFTER_MS = 1_500;

/**
 * The global loading overlay: shown while a request is in flight, after a short grace period. A
 * screen reader hears nothing from a cover that appears, so a long wait is also said in a status
 * region that is on the page from the start and empty. The page under the cover is not made inert:
 * that would drop the focus from the control just tapped, and the machines already ignore a second
 * tap while their request runs.
 */
export function LoadingOverlay({ activity }: { activity: ActivityCounter }) {
  const { t } = useLingui();
  const busy = useSyncExternalStore(activity.subscribe, () => activity.count() > 0);
  const [visible, setVisible] = useState(false);
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      setLong(false);
      return;
    }
    const show = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    const say = setTimeout(() => setLong(true), SAY_WAIT_AFTER_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(say);
    };
  }, [busy]);
  return (
    <>
      <p className="visually-hidden" role="status" data-testid="wait-announcement">
        {long ? t`Please wait…` : ''}
      </p>
      {visible ? (
        // A progressbar takes its name from a label only, never from its content.
        <div className="overlay" role="progressbar" aria-busy="true" aria-label={t`Loading…`} data-testid="loading-overlay">
          <span className="spinner" aria-hidden="true" />
        </div>
      ) : null}
    </>
  );
}
