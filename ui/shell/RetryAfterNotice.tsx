import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNetworkNotices } from '../app/networkNotices';

/** FAULTS F7: the server asked us to wait (Retry-After); say how long, counting down. */
export function RetryAfterNotice() {
  const { retryAt } = useNetworkNotices();
  // Keyed by the deadline: a new wait starts a fresh countdown.
  return retryAt === null ? null : <Countdown key={retryAt} until={retryAt} />;
}

function Countdown({ until }: { until: number }) {
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.ceil((until - now) / 1000);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [seconds, now]);
  if (seconds <= 0) return null;
  return (
    <p className="frame-notice" role="status">
      <Trans>Too many requests, try again in {seconds} s</Trans>
    </p>
  );
}
