import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { Money } from '../../shared/Money';
import { clampAmount, exampleInterest, PROMO_TERM_DAYS } from './promoMath';

export default function Yx2ConfirmBorrowScreen() {
  useAreaCatalog('support');
  const market = useMarket();
  const [params] = useSearchParams();
  const amount = clampAmount(Number(params.get('amount') ?? 10000));
  const interest = exampleInterest(amount);
  return (
    <section className="screen promo" aria-labelledby="yx2-confirm-title">
      <h1 id="yx2-confirm-title">
        <Trans>Your example loan</Trans>
      </h1>
      <dl className="card details">
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          <Money value={amount} market={market} />
        </dd>
        <dt>
          <Trans>Term</Trans>
        </dt>
        <dd>
          <Trans>{PROMO_TERM_DAYS} days</Trans>
        </dd>
        <dt>
          <Trans>Interest (0.1% a day)</Trans>
        </dt>
        <dd>
          <Money value={interest} market={market} />
        </dd>
      </dl>
      <p className="muted">
        <Trans>The processing fee and the exact total are shown before you confirm the real loan.</Trans>
      </p>
      <Link className="button" to="/user/register">
        <Trans>Register to apply</Trans>
      </Link>
      <Link to="/yx2">
        <Trans>Change amount</Trans>
      </Link>
    </section>
  );
}
