import { Trans } from '@lingui/react/macro';

/** FAULTS F4: fields stay editable, Next/Submit wait for the connection. */
export function OfflineBanner({ offline }: { offline: boolean }) {
  if (!offline) return null;
  return (
    <p role="status" className="card">
      <Trans>You appear to be offline. You can keep filling in; Next and Submit come back when you are connected.</Trans>
    </p>
  );
}
