import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { FaqList } from './FaqList';

export default function FeedbackFaqScreen() {
  useAreaCatalog('support');
  return (
    <section className="screen" aria-labelledby="feedback-faq-title">
      <h1 id="feedback-faq-title">
        <Trans>Help centre</Trans>
      </h1>
      <FaqList />
      <p>
        <Trans>Still need help?</Trans>
      </p>
      <Link className="button" to="/feedback/add_feedback">
        <Trans>New ticket</Trans>
      </Link>
    </section>
  );
}
