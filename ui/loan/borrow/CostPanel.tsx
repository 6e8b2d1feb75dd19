import { Trans } from '@lingui/react/macro';
import type { CostPanel as Cost } from '../../../machines/confirmBorrow/confirmBorrow.selectors';
import { useMarket } from '../../app/useMarket';
import { Money } from '../../shared/Money';
import { formatDate } from '../../shared/money';
import { formatPercent } from '../format';

/** Every cost of the loan, shown before the borrower commits. */
export function CostPanel({ cost }: { cost: Cost }) {
  const market = useMarket();
  return (
    <dl className="card facts">
      <dt>
        <Trans>Loan amount</Trans>
      </dt>
      <dd>
        <Money value={cost.loanAmount} market={market} />
      </dd>
      <dt>
        <Trans>Term</Trans>
      </dt>
      <dd>{cost.duration === null ? '—' : <Trans>{cost.duration} days</Trans>}</dd>
      <dt>
        <Trans>Processing fee</Trans>
      </dt>
      <dd>
        <Money value={cost.fee} market={market} />
      </dd>
      <dt>
        <Trans>Tax on fee</Trans>
      </dt>
      <dd>
        <Money value={cost.feeTax} market={market} />
      </dd>
      <dt>
        <Trans>Interest</Trans>
      </dt>
      <dd>
        <Money value={cost.interest} market={market} />
      </dd>
      <dt>
        <Trans>You receive</Trans>
      </dt>
      <dd>
        <Money value={cost.disbursalAmount} market={market} />
      </dd>
      {cost.paidInto ? (
        <>
          <dt>
            <Trans>Paid into</Trans>
          </dt>
          <dd>{cost.paidInto}</dd>
        </>
      ) : null}
      <dt>
        <Trans>You repay</Trans>
      </dt>
      <dd>
        <Money value={cost.repayAmount} market={market} />
      </dd>
      <dt>
        <Trans>Due date</Trans>
      </dt>
      <dd>{formatDate(cost.dueDate, market)}</dd>
      <dt>
        <Trans>Yearly cost (APR)</Trans>
      </dt>
      <dd>{formatPercent(cost.apr, market)}</dd>
    </dl>
  );
}
