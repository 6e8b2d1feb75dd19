import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { confirmBorrowMachine } from '../../../machines/confirmBorrow/confirmBorrow.machine';
import {
  costPanelOf,
  selectAgreementAccepted,
  selectCanSubmit,
  selectConfirmError,
  selectConfirmErrorCode,
  selectConfirmStage,
  selectIntent,
  selectIsVerifying,
  selectOffer,
} from '../../../machines/confirmBorrow/confirmBorrow.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { usePrefetchNextStep } from '../../app/usePrefetchNextStep';
import { Button } from '../../shared/Button';
import { CheckingApplication } from '../../shared/CheckingApplication';
import { LoanFormFrame, RequestError } from '../LoanFormFrame';
import { useConfirmBorrowActor } from '../borrow.wiring';
import { CostPanel } from './CostPanel';
import { LoanDocumentText } from './LoanDocumentText';

export default function ConfirmBorrowScreen() {
  useAreaCatalog('loan');
  usePrefetchNextStep();
  const [contractShown, setContractShown] = useState(false);
  return (
    <ConfirmBorrowView
      actor={useConfirmBorrowActor()}
      contract={<LoanDocumentText kind="contract" summary={<Trans>Read the loan agreement</Trans>} onShown={setContractShown} />}
      contractShown={contractShown}
    />
  );
}

/** `/borrow/confirm_borrow`: the whole cost, the agreement, then Submit (step 14) or Get money (18). */
export function ConfirmBorrowView({
  actor,
  contract,
  contractShown = true,
}: {
  actor: ActorRefFrom<typeof confirmBorrowMachine>;
  contract?: ReactNode;
  /** The agreement's text is there to read: it cannot be accepted unseen (loading, or failed to load). */
  contractShown?: boolean;
}) {
  const { t } = useLingui();
  const stage = useSelector(actor, selectConfirmStage);
  const offer = useSelector(actor, selectOffer);
  const intent = useSelector(actor, selectIntent);
  const accepted = useSelector(actor, selectAgreementAccepted);
  const error = useSelector(actor, selectConfirmError);
  const errorCode = useSelector(actor, selectConfirmErrorCode);
  const agreementErrorId = useId();
  const agreementHintId = useId();
  const canSubmit = useSelector(actor, selectCanSubmit);
  const verifying = useSelector(actor, selectIsVerifying);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'confirm.submitted' });
  };
  return (
    <LoanFormFrame
      title={intent === 'getMoney' ? t`Get your money` : t`Confirm your loan`}
      loading={stage === 'loading'}
      failure={stage === 'failed' ? { error, onRetry: () => actor.send({ type: 'confirm.retryRequested' }) } : null}
    >
      {offer && stage !== 'failed' ? (
        <form className="screen" onSubmit={submit} noValidate>
          <CostPanel cost={costPanelOf(offer)} />
          {contract}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={accepted}
              // Only while reviewing does the machine take it: not under the request it went with. And
              // not before the agreement's text is there: nobody accepts a text they could not read.
              disabled={stage !== 'reviewing' || !contractShown}
              onChange={(event) => actor.send({ type: 'confirm.agreementToggled', accepted: event.target.checked })}
              aria-invalid={errorCode === 'agreementRequired' || undefined}
              aria-describedby={[contractShown ? '' : agreementHintId, errorCode === 'agreementRequired' ? agreementErrorId : ''].join(' ').trim() || undefined}
            />{' '}
            <Trans>I have read and accept the loan agreement</Trans>
          </label>
          {/* Why the box cannot be ticked yet: the agreement is still loading, or has to be read again. */}
          {contractShown ? null : (
            <p id={agreementHintId} className="field-hint">
              <Trans>You can accept the agreement once its text is shown above.</Trans>
            </p>
          )}
          {errorCode === 'agreementRequired' ? (
            <p id={agreementErrorId} className="field-error" role="alert">
              <Trans>Agreement must be accepted</Trans>
            </p>
          ) : null}
          {error && stage === 'reviewing' ? <RequestError error={error} /> : null}
          <CheckingApplication shown={verifying} />
          <Button type="submit" busy={stage === 'submitting'} disabled={!canSubmit}>
            {intent === 'getMoney' ? t`Get money` : t`Submit application`}
          </Button>
          <Link to="/cancellation_form">
            <Trans>Cancel the loan</Trans>
          </Link>
        </form>
      ) : null}
    </LoanFormFrame>
  );
}
