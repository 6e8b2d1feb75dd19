import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { promoOfferMachine } from '../../../machines/promoOffer/promoOffer.machine';
import { vacanciesLeft } from '../../../machines/promoOffer/promoOffer.rules';
import {
  selectPromoChecking,
  selectPromoError,
  selectPromoMobile,
  selectPromoMobileInvalid,
  selectPromoOffer,
  selectPromoStep,
} from '../../../machines/promoOffer/promoOffer.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { Button } from '../../shared/Button';
import { FOCUS_LANDING } from '../../shared/focusLanding';
import { Money } from '../../shared/Money';
import { TextField } from '../../shared/TextField';
import { ErrorNotice } from '../common/ListStates';
import { LoginLink } from '../../shell/Guarded';
import { useCarryNumberToSignIn, usePromoOfferActor } from '../promo.wiring';

export default function Yx3Screen() {
  useAreaCatalog('support');
  return <Yx3View actor={usePromoOfferActor()} onToSignIn={useCarryNumberToSignIn()} />;
}

interface Yx3Props {
  actor: ActorRefFrom<typeof promoOfferMachine>;
  /** The borrower follows the offer to sign in or sign up: the number goes with them. */
  onToSignIn?: (mobile: string) => void;
}

/** The yx3 landing: a mobile number to the amount the borrower could get. */
export function Yx3View({ actor, onToSignIn }: Yx3Props) {
  const { t } = useLingui();
  const market = useMarket();
  const step = useSelector(actor, selectPromoStep);
  const mobile = useSelector(actor, selectPromoMobile);
  const offer = useSelector(actor, selectPromoOffer);
  const checking = useSelector(actor, selectPromoChecking);
  const error = useSelector(actor, selectPromoError);
  const invalid = useSelector(actor, selectPromoMobileInvalid);
  const [vacancies] = useState(() => vacanciesLeft(new Date()));
  const steps = [t`Enter your number`, t`See your amount`, t`Register`, t`Get the money`];

  return (
    <section className="screen promo" aria-labelledby="yx3-title">
      <h1 id="yx3-title">
        <Trans>How much can you borrow?</Trans>
      </h1>
      <p className="badge" role="status">
        <Trans>Places left today: {vacancies}</Trans>
      </p>
      <ol className="steps" aria-label={t`Progress`}>
        {steps.map((label, index) => (
          <li key={label} aria-current={index + 1 === step ? 'step' : undefined} className={index + 1 <= step ? 'done' : ''}>
            {label}
          </li>
        ))}
      </ol>
      {offer ? (
        // Each replaces the other with the button tapped: the focus lands on what came.
        <div className="card" {...FOCUS_LANDING}>
          {offer.returning ? (
            <p>
              <Trans>
                Welcome back! With good repayment you can borrow up to <Money value={offer.amount} market={market} />. Log in to see
                your limit.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>
                Your first loan can be up to <Money value={offer.amount} market={market} />.
              </Trans>
            </p>
          )}
          <LoginLink className="button" to={offer.returning ? '/user/login' : '/user/register'} signedInTo="/" onClick={() => onToSignIn?.(mobile)}>
            {offer.returning ? t`Log in` : t`Register now`}
          </LoginLink>
          <Button variant="secondary" onClick={() => actor.send({ type: 'promo.restarted' })}>
            <Trans>Try another number</Trans>
          </Button>
        </div>
      ) : (
        <form
          {...FOCUS_LANDING}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'promo.submitted' });
          }}
        >
          <TextField
            label={t`Mobile number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={mobile}
            readOnly={checking}
            onValueChange={(value) => actor.send({ type: 'promo.mobileChanged', mobile: value })}
            error={invalid ? t`Phone number cannot be empty or wrongly formatted` : undefined}
          />
          <ErrorNotice error={error} />
          <Button type="submit" busy={checking}>
            <Trans>See my amount</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
