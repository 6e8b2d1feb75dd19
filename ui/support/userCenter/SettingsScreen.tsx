import { Trans } from '@lingui/react/macro';
import { installedEdition } from '../../../machines/userCentre/userCentre.actors';
import { useAppServices } from '../../app/ServicesContext';
import { useAreaCatalog } from '../../app/i18n';
import { useIsSignedIn, useSession } from '../../app/SessionContext';
import { Button } from '../../shared/Button';
import { MenuLinks, SETTINGS_MENU } from './MenuLinks';
import { Screen } from '../common/Screen';

export default function SettingsScreen() {
  useAreaCatalog('support');
  const edition = installedEdition(useAppServices().store);
  const session = useSession();
  const signedIn = useIsSignedIn();
  return (
    <Screen title={<Trans>Settings</Trans>}>
      <ul className="menu">
        <MenuLinks links={SETTINGS_MENU} />
      </ul>
      <p className="muted">
        <Trans>Version {edition}</Trans>
      </p>
      {signedIn && (
        // The session actor clears local data, calls the wrapper's logout, goes home and says "Logged out successfully".
        <Button variant="secondary" onClick={() => session.send({ type: 'session.signedOut' })}>
          <Trans>Log out</Trans>
        </Button>
      )}
    </Screen>
  );
}
