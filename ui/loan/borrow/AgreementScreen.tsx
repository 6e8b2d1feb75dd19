import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { Button } from '../../shared/Button';
import { LoanDocumentText } from './LoanDocumentText';

/** `/borrow/agreement`: the loan agreement to read; it is accepted on the confirm screen. */
export default function AgreementScreen() {
  useAreaCatalog('loan');
  const navigate = useNavigate();
  return (
    <section className="screen">
      <LoanDocumentText kind="agreement" headingLevel={1} title={<Trans>Loan agreement</Trans>} />
      <Button variant="secondary" onClick={() => navigate(-1)}>
        <Trans>Back</Trans>
      </Button>
    </section>
  );
}
