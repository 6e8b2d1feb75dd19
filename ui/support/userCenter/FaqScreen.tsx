import { Trans } from '@lingui/react/macro';
import { useAreaCatalog } from '../../app/i18n';
import { FaqList } from '../feedback/FaqList';

export default function FaqScreen() {
  useAreaCatalog('support');
  return (
    <section className="screen" aria-labelledby="faq-title">
      <h1 id="faq-title">
        <Trans>FAQ</Trans>
      </h1>
      <FaqList />
    </section>
  );
}
