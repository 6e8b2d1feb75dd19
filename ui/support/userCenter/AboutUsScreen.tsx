import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { installedEdition } from '../../../machines/userCentre/userCentre.actors';
import { useAppServices } from '../../app/ServicesContext';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { Screen } from '../common/Screen';

export default function AboutUsScreen() {
  useAreaCatalog('support');
  const edition = installedEdition(useAppServices().store);
  const { appName } = useMarket();
  return (
    <Screen title={<Trans>About us</Trans>}>
      <div className="card">
        <p>
          <Trans>
            {appName} offers short-term personal loans to adults with a monthly income. You apply from your phone, get a decision
            within 1 working day and receive the money in your bank account.
          </Trans>
        </p>
        <p>
          <Trans>One loan at a time. Rates and fees are shown before you confirm; nothing is charged that you did not see first.</Trans>
        </p>
        <p className="muted">
          <Trans>Version {edition}</Trans>
        </p>
      </div>
      <Link to="/privacy_policy">
        <Trans>Privacy policy</Trans>
      </Link>
      <Link to="/terms_of_service">
        <Trans>Terms of service</Trans>
      </Link>
    </Screen>
  );
}
