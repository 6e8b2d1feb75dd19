import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CouponsMachine } from '../../../machines/coupons/coupons.machine';
import {
  selectAppliedCouponId,
  selectCanDraw,
  selectCanUseCoupons,
  selectCouponBeingUsed,
  selectCoupons,
  selectCouponsError,
  selectCouponsStatus,
  selectDrewNothing,
  selectPrize,
  selectShowDraw,
  selectUnrepaidAfterCoupon,
} from '../../../machines/coupons/coupons.selectors';
import type { Amount } from '../../../services/api/endpoints/repay';
import type { MarketProfile } from '../../../services/markets/markets';
import { Button } from '../../shared/Button';
import { DateText } from '../../shared/DateText';
import { FOCUS_LANDING } from '../../shared/focusLanding';
import { Money } from '../../shared/Money';
import { ErrorText } from '../ErrorText';
import { CouponName } from './CouponName';

type Market = Pick<MarketProfile, 'numberLocale' | 'currency'>;

interface Props {
  actor: ActorRefFrom<CouponsMachine>;
  market: Market;
  /** Coupons cannot be used while the screen prepares a payment (its amount is being fixed). */
  locked?: boolean;
  /** The record of coupons already used, read by the screen (./UsedCoupons). */
  usedCoupons?: ReactNode;
  /** The loan is paid off: coupons are listed for the next one, with no "use". */
  nextLoan?: boolean;
  /** What is still owed, when known: a coupon worth more says it pays only that. */
  owed?: Amount;
}

/** Coupons that pay part of the loan, and the lucky draw when the server offers one. */
export function CouponsPanel({ actor, market, locked = false, usedCoupons = null, nextLoan = false, owed = null }: Props) {
  const status = useSelector(actor, selectCouponsStatus);
  const coupons = useSelector(actor, selectCoupons);
  const showDraw = useSelector(actor, selectShowDraw);
  const canDraw = useSelector(actor, selectCanDraw);
  const canUse = useSelector(actor, selectCanUseCoupons);
  const idBase = useId();
  const beingUsed = useSelector(actor, selectCouponBeingUsed);
  const prize = useSelector(actor, selectPrize);
  const drewNothing = useSelector(actor, selectDrewNothing);
  const applied = useSelector(actor, selectAppliedCouponId);
  const leftToPay = useSelector(actor, selectUnrepaidAfterCoupon);
  const error = useSelector(actor, selectCouponsError);
  const failed = status === 'failed';
  return (
    <section className="card" aria-labelledby="repay-coupons">
      <h2 id="repay-coupons"><Trans>Coupons</Trans></h2>
      {(showDraw && !failed) || status === 'drawing' ? (
        // Busy, not disabled, while the chances are read again after a draw: it keeps the focus until it goes.
        <Button busy={status === 'drawing' || status === 'loading'} disabled={!canDraw} onClick={() => actor.send({ type: 'coupons.drawRequested' })}>
          <Trans>Try the lucky draw</Trans>
        </Button>
      ) : null}
      {/* Each outcome replaces the button tapped for it, and takes its focus (FOCUS_LANDING). */}
      {prize ? (
        <p role="status" {...FOCUS_LANDING}>
          <Trans>You won a coupon of <Money value={prize.amount} market={market} />!</Trans>
        </p>
      ) : null}
      {drewNothing ? <p role="status" {...FOCUS_LANDING}><Trans>No prize this time. Thank you for playing.</Trans></p> : null}
      {applied ? (
        <p role="status" {...FOCUS_LANDING}>
          <Trans>Coupon applied to your loan.</Trans>{' '}
          {leftToPay !== null ? <Trans>Left to pay: <Money value={leftToPay} market={market} /></Trans> : null}
        </p>
      ) : null}
      <ErrorText error={error} />
      {failed ? (
        <p>
          <Trans>Your coupons could not be loaded.</Trans>{' '}
          <Button variant="secondary" onClick={() => actor.send({ type: 'coupons.retryRequested' })}>
            <Trans>Retry</Trans>
          </Button>
        </p>
      ) : coupons.length === 0 && status === 'loading' ? (
        <p role="status"><Trans>Loading your coupons…</Trans></p>
      ) : coupons.length === 0 ? (
        <p><Trans>You have no coupons yet.</Trans></p>
      ) : (
        <>
          {nextLoan && coupons.length > 0 ? <p className="hint"><Trans>You can use your coupons on your next loan.</Trans></p> : null}
          <ul className="coupons">
            {coupons.map((coupon) => (
              <li key={coupon.couponId}>
                <span id={`${idBase}-${coupon.couponId}`}>
                  <CouponName kind={coupon.kind} /> <Money value={coupon.amount} market={market} />
                  {coupon.expiresAt ? (
                    <>
                      {' '}
                      <Trans>valid until</Trans> <DateText value={coupon.expiresAt} market={market} />
                    </>
                  ) : null}
                  {/* Used whole: a coupon worth more than what is owed pays only that (and it is in the button's description). */}
                  {owed !== null && coupon.amount !== null && coupon.amount > owed ? (
                    <>
                      {' '}
                      <Trans>Only <Money value={owed} market={market} /> of it can be used on this loan.</Trans>
                    </>
                  ) : null}
                </span>
                {canUse || beingUsed !== null ? (
                  <Button
                    variant="secondary"
                    // Every coupon has a "Use coupon": which one is said by its description.
                    aria-describedby={`${idBase}-${coupon.couponId}`}
                    busy={beingUsed === coupon.couponId}
                    disabled={!canUse || locked}
                    onClick={() => actor.send({ type: 'coupons.useRequested', couponId: coupon.couponId })}
                  >
                    <Trans>Use coupon</Trans>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      {usedCoupons}
    </section>
  );
}
