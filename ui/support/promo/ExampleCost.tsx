import { Trans } from '@lingui/react/macro';
import { useMarket } from '../../app/useMarket';
import { numberFormat } from '../../shared/intlFormats';
import { Money } from '../../shared/Money';
import { PROMO_MAX, PROMO_TOP_LIMIT } from './promoMath';
import type { ExampleLoan } from './promoMath';

/** What the example loan really costs: the figures a real offer of this amount and term shows. */
export function ExampleCost({ loan }: { loan: ExampleLoan }) {
  const market = useMarket();
  const percent = numberFormat(market.numberLocale, { style: 'percent', maximumFractionDigits: 1 });
  const interestRate = percent.format(loan.interestRatePerYear);
  const term = loan.duration;
  return (
    <dl className="card details">
      <dt>
        <Trans>You receive (after fee and tax)</Trans>
      </dt>
      <dd>
        <Money value={loan.disbursalAmount} market={market} />
      </dd>
      <dt>
        <Trans>Interest ({interestRate} a year)</Trans>
      </dt>
      <dd>
        <Money value={loan.interest} market={market} />
      </dd>
      <dt>
        <Trans>Processing fee (deducted up front)</Trans>
      </dt>
      <dd>
        <Money value={loan.fee} market={market} />
      </dd>
      <dt>
        <Trans>Tax on fee</Trans>
      </dt>
      <dd>
        <Money value={loan.feeTax} market={market} />
      </dd>
      <dt>
        <Trans>Total to repay in {term} days</Trans>
      </dt>
      <dd>
        <Money value={loan.repayAmount} market={market} />
      </dd>
      <dt>
        <Trans>Yearly cost (APR)</Trans>
      </dt>
      <dd>{percent.format(loan.yearlyCost)}</dd>
    </dl>
  );
}

/** The first-loan limit and how it grows, under every example. */
export function LimitNote() {
  const market = useMarket();
  return (
    <p className="muted">
      <Trans>
        A first loan is up to <Money value={PROMO_MAX} market={market} />. Repay on time and your limit rises, up to{' '}
        <Money value={PROMO_TOP_LIMIT} market={market} />.
      </Trans>
    </p>
  );
}
