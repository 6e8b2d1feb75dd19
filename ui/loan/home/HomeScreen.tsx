import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { orderMachine } from '../../../machines/order/order.machine';
import {
  homeViewOf,
  selectCanAct,
  selectCheckedAt,
  selectHomePhase,
  selectIsPolling,
  selectIsStalled,
  selectOfferExpired,
  selectOrder,
  selectPollFault,
  selectRequestError,
} from '../../../machines/order/order.selectors';
import { LOAN_AMOUNTS } from '../../../machines/shared/loanPricing';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { Button } from '../../shared/Button';
import { useFocusBackWhenClosed } from '../../shared/useFocusBackWhenClosed';
import { Money } from '../../shared/Money';
import { OfferExpiredNotice } from '../../shared/OfferExpiredNotice';
import { homeActionLabel, homeStatusTitle, orderErrorMessage, submitErrorMessage } from '../loanMessages';
import { useText } from '../useText';
import { useNow, useOrderActor } from '../order.wiring';
import { CardEditForm } from './CardEditForm';
import { useBackClosesForm } from './useBackClosesForm';
import { OrderDetails } from './OrderDetails';
import { StalledNotice } from './StalledNotice';
import { StatusChangeAnnouncer } from './StatusChangeAnnouncer';

/** Amounts the product pitch quotes: the price table's (services/loans/pricing.ts), as the offers. */
export const PITCH_RANGE = LOAN_AMOUNTS;

type OrderActor = ActorRefFrom<typeof orderMachine>;

export default function HomeScreen() {
  useAreaCatalog('loan');
  const actor = useOrderActor();
  return <HomeView actor={actor} now={useNow()} />;
}

/**
 * The home screen for a given order actor (tests give their own). `children` end the signed-in
 * screen in every phase: the order status screens put their way home there. `isOrderDetail` says
 * the screen is already the order's detail, so the Detail action, which would lead here, is left out.
 */
export function HomeView({
  actor,
  now,
  isOrderDetail = false,
  children,
}: {
  actor: OrderActor;
  now: () => number;
  isOrderDetail?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const market = useMarket();
  const phase = useSelector(actor, selectHomePhase);
  const order = useSelector(actor, selectOrder);
  const checkedAt = useSelector(actor, selectCheckedAt);
  const requestError = useSelector(actor, selectRequestError);
  const text = useText();
  const canAct = useSelector(actor, selectCanAct);
  const polling = useSelector(actor, selectIsPolling);
  const stalled = useSelector(actor, selectIsStalled);
  const pollFault = useSelector(actor, selectPollFault);
  const offerExpired = useSelector(actor, selectOfferExpired);
  const actionButton = useFocusBackWhenClosed(phase === 'editingCard');
  const cancelCardEdit = useCallback(() => actor.send({ type: 'order.cardEditCancelled' }), [actor]);
  useBackClosesForm(phase === 'editingCard', cancelCardEdit);
  const act = () => actor.send({ type: 'order.primaryActionRequested' });
  const refresh = () => actor.send({ type: 'order.refreshRequested' });

  if (phase === 'visitor') {
    return (
      <section className="screen" aria-labelledby="home-title">
        <h1 id="home-title">
          <Trans>Cash in minutes, straight to your bank account</Trans>
        </h1>
        <p>
          <Trans>
            Borrow from <Money value={PITCH_RANGE.min} market={market} /> to <Money value={PITCH_RANGE.firstLoanMax} market={market} />{' '}
            on your first loan, up to <Money value={PITCH_RANGE.max} market={market} /> as you repay on time.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>Decision in about 10 minutes</Trans>
          </li>
          <li>
            <Trans>Only your phone and your ID</Trans>
          </li>
          <li>
            <Trans>All costs shown before you commit</Trans>
          </li>
        </ul>
        <Button onClick={act}>{i18n._(homeActionLabel.apply)}</Button>
      </section>
    );
  }

  if (phase === 'loading') {
    return (
      <section className="screen screen--loading" aria-busy="true" aria-labelledby="home-title">
        <h1 id="home-title">
          <Trans>Your loan</Trans>
        </h1>
        <p role="status">
          <Trans>Loading your loan…</Trans>
        </p>
        {children}
      </section>
    );
  }

  if (phase === 'failed' || phase === 'unknownStep') {
    return (
      <section className="screen" aria-labelledby="home-title">
        <h1 id="home-title">
          <Trans>Your loan</Trans>
        </h1>
        <p className="request-error" role="alert">
          {requestError ? text(submitErrorMessage(requestError)) : i18n._(orderErrorMessage.unknownStep)}
        </p>
        <Button onClick={refresh}>
          <Trans>Refresh</Trans>
        </Button>
        {children}
      </section>
    );
  }

  const view = homeViewOf(order, checkedAt ?? now());
  if (!view) return null;
  const title = i18n._(homeStatusTitle[view.status]);
  return (
    <section className="screen" aria-labelledby="home-title">
      <h1 id="home-title">{title}</h1>
      <StatusChangeAnnouncer title={title} />
      {offerExpired ? <OfferExpiredNotice /> : null}
      {view.status === 'canLoan' ? (
        <p>
          <Trans>
            Borrow from <Money value={PITCH_RANGE.min} market={market} /> to <Money value={PITCH_RANGE.firstLoanMax} market={market} />{' '}
            on your first loan, up to <Money value={PITCH_RANGE.max} market={market} /> as you repay on time. One loan at a time.
          </Trans>
        </p>
      ) : null}
      {order ? <OrderDetails order={order} status={view.status} now={now()} /> : null}
      {phase === 'editingCard' ? (
        <CardEditForm actor={actor} />
      ) : isOrderDetail && view.action === 'detail' ? null : (
        <Button ref={actionButton} onClick={act} disabled={!canAct} data-home-action={view.action}>
          {i18n._(homeActionLabel[view.action])}
        </Button>
      )}
      {polling ? (
        <Button variant="secondary" onClick={refresh} aria-label={t`Check now`}>
          <Trans>Check now</Trans>
        </Button>
      ) : null}
      {/* On the page while the order is watched, so that a stall without a fault is read out when it comes. */}
      {polling || stalled ? (
        <p role="status">
          {stalled && !pollFault ? <Trans>We are still waiting for an update on your loan. Press Check again to see the latest status.</Trans> : null}
        </p>
      ) : null}
      {stalled ? <StalledNotice fault={pollFault} onCheck={refresh} /> : null}
      {children}
    </section>
  );
}
