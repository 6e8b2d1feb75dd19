import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';

export default function Yx1Screen() {
  useAreaCatalog('support');
  return (
    <section className="screen promo" aria-labelledby="yx1-title">
      <h1 id="yx1-title">
        <Trans>Cash when you need it</Trans>
      </h1>
      <ul>
        <li>
          <Trans>Borrow from 1,000 to 50,000</Trans>
        </li>
        <li>
          <Trans>Decision within 1 working day</Trans>
        </li>
        <li>
          <Trans>Interest at most 36% per year, every cost shown before you confirm</Trans>
        </li>
      </ul>
      <Link className="button" to="/user/register">
        <Trans>Apply now</Trans>
      </Link>
      <Link to="/yx3">
        <Trans>Check my amount</Trans>
      </Link>
    </section>
  );
}
