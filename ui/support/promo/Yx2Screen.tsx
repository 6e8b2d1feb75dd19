import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { Money } from '../../shared/Money';
import { formatMoney } from '../../shared/money';
import { KEEP_FOCUS } from '../../shell/FocusOnNavigation';
import { ExampleCost, LimitNote } from './ExampleCost';
import { clampAmount, exampleLoan, PROMO_MAX, PROMO_MIN, PROMO_STEP, PROMO_TERMS, promoChoice } from './promoMath';

export default function Yx2Screen() {
  useAreaCatalog('support');
  const { t } = useLingui();
  const market = useMarket();
  // The choice lives in the address: it survives a reload and Back, and "Change amount" brings it
  // back. Written in place (replace), keeping the focus on the slider or the term.
  const [params, setParams] = useSearchParams();
  const { amount, days } = promoChoice(params);
  const choose = (next: number, term: number) => setParams({ amount: String(next), days: String(term) }, { replace: true, state: KEEP_FOCUS });
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
          onChange={(event) => choose(clampAmount(Number(event.target.value)), days)}
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
            <input type="radio" name="term" value={term} checked={days === term} onChange={() => choose(amount, term)} />
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
