import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAreaCatalog } from '../../app/i18n';
import { Button } from '../../shared/Button';
import { useToasts } from '../../shared/toast';
import { Link } from 'react-router-dom';
import { useSupportContact } from '../support.wiring';
import { Screen } from '../common/Screen';

export default function CustomerServicesScreen() {
  useAreaCatalog('support');
  const { email, copyText } = useSupportContact();
  const toasts = useToasts();
  const copy = async () => {
    const copied = await copyText(email);
    toasts.show(
      copied ? { message: msg`Email copied to clipboard`, tone: 'success' } : { message: msg`Copy failed`, tone: 'error' },
    );
  };
  return (
    <Screen title={<Trans>Customer service</Trans>}>
      <div className="card">
        <p>
          <Trans>Our team answers every day from 9:00 to 18:00.</Trans>
        </p>
        <p>
          <Trans>Email:</Trans> <strong>{email}</strong>
        </p>
        <Button onClick={() => void copy()}>
          <Trans>Copy email</Trans>
        </Button>
      </div>
      <Link className="button secondary" to="/feedback/add_feedback">
        <Trans>New ticket</Trans>
      </Link>
      <Link to="/user_center/faq">
        <Trans>FAQ</Trans>
      </Link>
    </Screen>
  );
}
