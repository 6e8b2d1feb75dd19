import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { numberFormat } from '../../shared/intlFormats';
import { Money } from '../../shared/Money';
import { LoginLink } from '../../shell/Guarded';
import { PROMO_INTEREST_RATE, PROMO_MAX, PROMO_MIN, PROMO_TOP_LIMIT } from './promoMath';

export default function Yx1Screen() {
  useAreaCatalog('support');
  const market = useMarket();
  const interestRate = numberFormat(market.numberLocale, { style: 'percent' }).format(PROMO_INTEREST_RATE);
  return (
    <section className="screen promo" aria-labelledby="yx1-title">
      <h1 id="yx1-title">
        <Trans>Cash when you need it</Trans>
      </h1>
      <ul>
        <li>
          <Trans>
            First loan from <Money value={PROMO_MIN} market={market} /> to <Money value={PROMO_MAX} market={market} />, rising up
            to <Money value={PROMO_TOP_LIMIT} market={market} /> as you repay on time
          </Trans>
        </li>
        <li>
          <Trans>Decision within 1 working day</Trans>
        </li>
        <li>
          <Trans>Interest {interestRate} a year plus a processing fee; every cost and the yearly cost shown before you confirm</Trans>
        </li>
      </ul>
      <LoginLink className="button" to="/user/register" signedInTo="/">
        <Trans>Apply now</Trans>
      </LoginLink>
      <Link to="/yx3">
        <Trans>Check my amount</Trans>
      </Link>
    </section>
  );
}
