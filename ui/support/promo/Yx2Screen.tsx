import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { Money } from '../../shared/Money';
import { formatMoney } from '../../shared/money';
import { ExampleCost, LimitNote } from './ExampleCost';
import { clampAmount, exampleLoan, PROMO_MAX, PROMO_MIN, PROMO_STEP, PROMO_TERMS, promoChoice } from './promoMath';

export default function Yx2Screen() {
  useAreaCatalog('support');
  const { t } = useLingui();
  const market = useMarket();
  // Opened from "Change amount" on the next page, the choice comes back from the address. It is not
  // written back while the slider moves: a new address is a navigation, which moves the focus.
  const [params] = useSearchParams();
  const [initial] = useState(() => promoChoice(params));
  const [amount, setAmount] = useState(initial.amount);
  const [days, setDays] = useState(initial.days);
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
          step={PROMO_STEP}
          value={amount}
          // Read as money, not as a bare number.
          aria-valuetext={formatMoney(amount, market)}
          onChange={(event) => setAmount(clampAmount(Number(event.target.value)))}
        />
        <strong>
          <Money value={amount} market={market} />
        </strong>
      </div>
      <fieldset>
        <legend>
          <Trans>Term</Trans>
        </legend>
        {PROMO_TERMS.map((term) => (
          <label key={term} className="choice">
            <input type="radio" name="term" value={term} checked={days === term} onChange={() => setDays(term)} />
            {t`${term} days`}
          </label>
        ))}
      </fieldset>
      <ExampleCost loan={exampleLoan(amount, days)} />
      <LimitNote />
      <Link className="button" to={`/yx2ConfirmBorrow?amount=${amount}&days=${days}`}>
        <Trans>Continue</Trans>
      </Link>
    </section>
  );
}
