import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { installedEdition } from '../../../machines/userCentre/userCentre.actors';
import { useAppServices } from '../../app/ServicesContext';
import { useAreaCatalog } from '../../app/i18n';
import { useIsSignedIn, useSession } from '../../app/SessionContext';
import { Button } from '../../shared/Button';
import { FOCUS_LANDING } from '../../shared/focusLanding';
import { useFocusBackWhenClosed } from '../../shared/useFocusBackWhenClosed';
import { MenuLinks, SETTINGS_MENU } from './MenuLinks';
import { Screen } from '../common/Screen';

export default function SettingsScreen() {
  useAreaCatalog('support');
  const edition = installedEdition(useAppServices().store);
  const session = useSession();
  const signedIn = useIsSignedIn();
  const [confirming, setConfirming] = useState(false);
  const logOutButton = useFocusBackWhenClosed(confirming);
  return (
    <Screen title={<Trans>Settings</Trans>}>
      <ul className="menu">
        <MenuLinks links={SETTINGS_MENU} />
      </ul>
      <p className="muted">
        <Trans>Version {edition}</Trans>
      </p>
      {signedIn && !confirming && (
        <Button ref={logOutButton} variant="secondary" onClick={() => setConfirming(true)}>
          <Trans>Log out</Trans>
        </Button>
      )}
      {/* Asked once: a stray tap must not delete what the borrower typed and has not sent yet. */}
      {signedIn && confirming && (
        <div className="card" role="group" aria-labelledby="log-out-question" {...FOCUS_LANDING}>
          <p id="log-out-question">
            <Trans>Log out of this phone? Anything you typed and have not sent yet is deleted from it.</Trans>
          </p>
          {/* The session actor clears local data, calls the wrapper's logout, goes home and says "Logged out successfully". */}
          <Button onClick={() => session.send({ type: 'session.signedOut' })}>
            <Trans>Log out</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
    </Screen>
  );
}
