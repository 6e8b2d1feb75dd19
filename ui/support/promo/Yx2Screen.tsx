import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { Money } from '../../shared/Money';
import { clampAmount, exampleInterest, PROMO_MAX, PROMO_MIN, PROMO_TERM_DAYS } from './promoMath';

export default function Yx2Screen() {
  useAreaCatalog('support');
  const market = useMarket();
  const [amount, setAmount] = useState(10000);
  const sliderId = useId();
  return (
    <section className="screen promo" aria-labelledby="yx2-title">
      <h1 id="yx2-title">
        <Trans>How much do you need?</Trans>
      </h1>
      <div className="field">
        <label htmlFor={sliderId}>
          <Trans>Amount</Trans>
        </label>
        <input
          id={sliderId}
          type="range"
          min={PROMO_MIN}
          max={PROMO_MAX}
          step={1000}
          value={amount}
          onChange={(event) => setAmount(clampAmount(Number(event.target.value)))}
        />
        <strong>
          <Money value={amount} market={market} />
        </strong>
      </div>
      <p>
        <Trans>
          Example over {PROMO_TERM_DAYS} days: interest <Money value={exampleInterest(amount)} market={market} />.
        </Trans>
      </p>
      <Link className="button" to={`/yx2ConfirmBorrow?amount=${amount}`}>
        <Trans>Continue</Trans>
      </Link>
    </section>
  );
}
