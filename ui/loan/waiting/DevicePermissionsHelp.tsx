import { Trans, useLingui } from '@lingui/react/macro';
import type { UploadFlag } from '../../../machines/dataUpload/dataUpload.types';
import { useMarket } from '../../app/useMarket';
import { uploadPermissionName } from '../loanMessages';

/**
 * After the phone refused to collect (FAULTS F36): the wrapper does not say which permission was
 * refused (docs/bridge.md), so this names the ones the missing data needs and where to allow them.
 */
export function DevicePermissionsHelp({ missing }: { missing: readonly UploadFlag[] }) {
  const { i18n } = useLingui();
  const { appName } = useMarket();
  const permissions = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    missing.map((flag) => i18n._(uploadPermissionName[flag])),
  );
  return (
    <div className="card">
      <p>
        <Trans>
          {appName} needs these permissions: {permissions}.
        </Trans>
      </p>
      <p>
        <Trans>
          To allow them, open Android Settings &gt; Apps &gt; {appName} &gt; Permissions, then tap Try again. You can also continue
          without them.
        </Trans>
      </p>
    </div>
  );
}
