import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { borrowMachine } from '../../../machines/borrow/borrow.machine';
import {
  selectBorrowError,
  selectBorrowStage,
  selectCanApply,
  selectChosen,
  selectIsApplying,
  selectIsVerifying,
  selectTerms,
} from '../../../machines/borrow/borrow.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { usePrefetchNextStep } from '../../app/usePrefetchNextStep';
import { useMarket } from '../../app/useMarket';
import { Button } from '../../shared/Button';
import { formatMoney } from '../../shared/money';
import { Select } from '../../shared/Select';
import { CheckingApplication } from '../../shared/CheckingApplication';
import { LoanFormFrame, RequestError } from '../LoanFormFrame';
import { useBorrowActor } from '../borrow.wiring';

export default function ToBorrowScreen() {
  useAreaCatalog('loan');
  usePrefetchNextStep();
  return <ToBorrowView actor={useBorrowActor()} />;
}

/** `/borrow/to_borrow`: amount and term, then Apply (one request, however often it is tapped). */
export function ToBorrowView({ actor }: { actor: ActorRefFrom<typeof borrowMachine> }) {
  const { t } = useLingui();
  const market = useMarket();
  const stage = useSelector(actor, selectBorrowStage);
  const terms = useSelector(actor, selectTerms);
  const chosen = useSelector(actor, selectChosen);
  const error = useSelector(actor, selectBorrowError);
  const canApply = useSelector(actor, selectCanApply);
  const applying = useSelector(actor, selectIsApplying);
  const verifying = useSelector(actor, selectIsVerifying);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'borrow.applyRequested' });
  };
  return (
    <LoanFormFrame
      title={<Trans>Choose your loan</Trans>}
      loading={stage === 'loading'}
      failure={stage === 'failed' ? { error, onRetry: () => actor.send({ type: 'borrow.retryRequested' }) } : null}
    >
      {terms && stage !== 'failed' ? (
        <form className="screen" onSubmit={submit} noValidate>
          <Select
            label={t`Amount`}
            value={chosen.loanAmount === null ? '' : String(chosen.loanAmount)}
            options={terms.amounts.map((amount) => ({ value: String(amount), label: formatMoney(amount, market) }))}
            onValueChange={(value) => actor.send({ type: 'borrow.amountChosen', amount: Number(value) })}
            disabled={applying}
          />
          <Select
            label={t`Term`}
            value={chosen.duration === null ? '' : String(chosen.duration)}
            options={terms.durations.map((days) => ({ value: String(days), label: t`${days} days` }))}
            onValueChange={(value) => actor.send({ type: 'borrow.durationChosen', duration: Number(value) })}
            disabled={applying}
          />
          <p>
            <Trans>You will see every cost, the due date and the yearly cost before you confirm.</Trans>
          </p>
          {error && stage === 'choosing' ? <RequestError error={error} /> : null}
          <CheckingApplication shown={verifying} />
          <Button type="submit" busy={applying} disabled={!canApply}>
            <Trans>Apply</Trans>
          </Button>
        </form>
      ) : null}
    </LoanFormFrame>
  );
}
