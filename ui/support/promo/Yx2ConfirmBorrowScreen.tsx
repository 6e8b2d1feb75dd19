import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { Money } from '../../shared/Money';
import { LoginLink } from '../../shell/Guarded';
import { ExampleCost, LimitNote } from './ExampleCost';
import { exampleLoan, promoChoice } from './promoMath';

export default function Yx2ConfirmBorrowScreen() {
  useAreaCatalog('support');
  const market = useMarket();
  const [params] = useSearchParams();
  const choice = promoChoice(params);
  const loan = exampleLoan(choice.amount, choice.days);
  const term = loan.duration;
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
          <Money value={loan.loanAmount} market={market} />
        </dd>
        <dt>
          <Trans>Term</Trans>
        </dt>
        <dd>
          <Trans>{term} days</Trans>
        </dd>
      </dl>
      <ExampleCost loan={loan} />
      <LimitNote />
      <p className="muted">
        <Trans>The exact figures and the due date are shown again before you confirm the real loan.</Trans>
      </p>
      <LoginLink className="button" to="/user/register" signedInTo="/">
        <Trans>Register to apply</Trans>
      </LoginLink>
      <Link to={`/yx2?amount=${choice.amount}&days=${choice.days}`}>
        <Trans>Change amount</Trans>
      </Link>
    </section>
  );
}
