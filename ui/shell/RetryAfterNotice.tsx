import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNetworkNotices } from '../app/networkNotices';

/** FAULTS F7: the server asked us to wait (Retry-After); say how long, counting down. */
export function RetryAfterNotice() {
  const { retryAt } = useNetworkNotices();
  // Keyed by the deadline: a new wait starts a fresh countdown.
  return retryAt === null ? null : <Countdown key={retryAt} until={retryAt} />;
}

/**
 * The wait is announced once, in words, when it starts; the ticking number is for the eyes only
 * (a live region that changed every second would be read out every second).
 */
function Countdown({ until }: { until: number }) {
  const [now, setNow] = useState(() => Date.now());
  const [announced] = useState(() => Math.ceil((until - now) / 1000));
  const seconds = Math.ceil((until - now) / 1000);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [seconds, now]);
  if (seconds <= 0) return null;
  return (
    <div className="frame-notice">
      <p role="status" className="visually-hidden">
        <Plural
          value={announced}
          one="Too many requests, try again in # second"
          other="Too many requests, try again in # seconds"
        />
      </p>
      <p aria-hidden="true" data-testid="retry-countdown">
        <Trans>Too many requests, try again in {seconds} s</Trans>
      </p>
    </div>
  );
}
