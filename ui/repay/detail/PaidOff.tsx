import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { RepayDetail } from '../../../services/api/endpoints/repay';
import type { MarketProfile } from '../../../services/markets/markets';
import { Money } from '../../shared/Money';

/** Shown only once the server says the order is finished (step 4). */
export function PaidOff({ detail, market }: { detail: RepayDetail | null; market: Pick<MarketProfile, 'numberLocale' | 'currency'> }) {
  return (
    <section className="card paid-off" aria-labelledby="repay-paid-off">
      <h1 id="repay-paid-off"><Trans>Loan paid off</Trans></h1>
      <p><Trans>Thank you! Your loan is fully repaid.</Trans></p>
      {detail?.creditLimit ? (
        <p>
          <Trans>Your next loan can be up to <Money value={detail.creditLimit} market={market} />.</Trans>
        </p>
      ) : null}
      <Link className="button" to="/">
        <Trans>Apply for your next loan</Trans>
      </Link>
    </section>
  );
}
