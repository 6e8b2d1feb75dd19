import { Trans } from '@lingui/react/macro';

/** FAULTS F4: fields stay editable, Next/Submit wait for the connection. */
export function OfflineBanner({ offline }: { offline: boolean }) {
  // Always on the page, so the words are read when the connection drops.
  return (
    <p role="status" className={offline ? 'card' : undefined}>
      {offline ? <Trans>You appear to be offline. You can keep filling in; Next and Submit come back when you are connected.</Trans> : null}
    </p>
  );
}
