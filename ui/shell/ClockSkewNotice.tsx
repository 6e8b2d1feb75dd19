import { Trans, useLingui } from '@lingui/react/macro';
import { useNetworkNotices } from '../app/networkNotices';

/** FAULTS F22: the server refused the phone's clock even after the client corrected it. */
export function ClockSkewNotice() {
  const { clockSkew, dismiss } = useNetworkNotices();
  const { t } = useLingui();
  if (!clockSkew) return null;
  return (
    <div className="frame-notice frame-notice--error" role="alert">
      <p>
        <Trans>Check your phone's date and time. Set them to automatic, then try again.</Trans>
      </p>
      <button type="button" className="toast__close" aria-label={t`Dismiss`} onClick={() => dismiss('clockSkew')}>
        ×
      </button>
    </div>
  );
}
