import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNetworkNotices } from '../app/networkNotices';

/** FAULTS F7: the server asked us to wait (Retry-After); say how long, counting down. */
export function RetryAfterNotice() {
  const { retryAt } = useNetworkNotices();
  // Each keyed by the deadline: a new wait starts afresh.
  return (
    <>
      {/* There from the start, empty: a live region inserted together with its text is often not read. */}
      <p role="status" className="visually-hidden">
        {retryAt === null ? null : <Announcement key={retryAt} until={retryAt} />}
      </p>
      {retryAt === null ? null : <Countdown key={retryAt} until={retryAt} />}
    </>
  );
}

/**
 * The wait, said once in words when it starts, and gone when it is over; the ticking number is for
 * the eyes only (a live region that changed every second would be read out every second).
 */
function Announcement({ until }: { until: number }) {
  const [announced] = useState(() => Math.ceil((until - Date.now()) / 1000));
  const [over, setOver] = useState(announced <= 0);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  if (over) return null;
  return <Plural value={announced} one="Too many requests, try again in # second" other="Too many requests, try again in # seconds" />;
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
    <div className="frame-notice">
      <p aria-hidden="true" data-testid="retry-countdown">
        <Trans>Too many requests, try again in {seconds} s</Trans>
      </p>
    </div>
  );
}
