import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { useTicketId } from './ticketId';
import { Screen } from '../common/Screen';

export default function FeedbackResultScreen() {
  useAreaCatalog('support');
  const id = useTicketId();
  return (
    <Screen title={<Trans>Ticket submitted</Trans>}>
      <div className="card" role="status">
        <p>
          <Trans>Your ticket is pending. Our team answers between 9:00 and 18:00; you will see the reply in the ticket.</Trans>
        </p>
      </div>
      {id !== null && (
        <Link className="button" to={`/feedback/feedbackDetail?id=${id}`}>
          <Trans>View ticket</Trans>
        </Link>
      )}
      <Link className="button secondary" to="/feedback/feedback_list">
        <Trans>Back to my tickets</Trans>
      </Link>
    </Screen>
  );
}
