import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { FaqList } from './FaqList';
import { Screen } from '../common/Screen';

export default function FeedbackFaqScreen() {
  useAreaCatalog('support');
  return (
    <Screen title={<Trans>Help centre</Trans>}>
      <FaqList />
      <p>
        <Trans>Still need help?</Trans>
      </p>
      <Link className="button" to="/feedback/add_feedback">
        <Trans>New ticket</Trans>
      </Link>
    </Screen>
  );
}
