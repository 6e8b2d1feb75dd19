import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { RolloverMachine } from '../../../machines/rollover/rollover.machine';
import {
  selectCanCheck,
  selectCanConfirm,
  selectConfirmedDueDate,
  selectOffer,
  selectRolloverError,
  selectRolloverStatus,
} from '../../../machines/rollover/rollover.selectors';
import type { MarketProfile } from '../../../services/markets/markets';
import { Button } from '../../shared/Button';
import { FOCUS_LANDING } from '../../shared/focusLanding';
import { DateText } from '../../shared/DateText';
import { Money } from '../../shared/Money';
import { ErrorText } from '../ErrorText';
import { withOrderNo } from '../detail/methodLabels';

type Market = Pick<MarketProfile, 'numberLocale' | 'currency' | 'extensionEnabled'>;

/** Rollover: the two choices side by side, then confirm and wait for the fee to be confirmed. */
export function RolloverView({ actor, market, confirmStep }: { actor: ActorRefFrom<RolloverMachine>; market: Market; confirmStep: boolean }) {
  const status = useSelector(actor, selectRolloverStatus);
  const offer = useSelector(actor, selectOffer);
  const error = useSelector(actor, selectRolloverError);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const canCheck = useSelector(actor, selectCanCheck);
  const newDueDate = useSelector(actor, selectConfirmedDueDate);
  const back = offer ? withOrderNo('/repay/repay_detail', offer.orderNo) : '/repay/repay_detail';

  if (!market.extensionEnabled) {
    return (
      <div className="screen">
        <h1><Trans>Extend your loan</Trans></h1>
        <p><Trans>Extensions are not offered. Please repay by the due date.</Trans></p>
        <Link className="button" to="/repay/repay_detail"><Trans>Back to repayment</Trans></Link>
      </div>
    );
  }
  if (status === 'extended') {
    return (
      <div className="screen">
        <h1><Trans>Loan extended</Trans></h1>
        <p role="status">
          <Trans>Your new due date is</Trans> <DateText value={newDueDate ?? offer?.newDueDate} market={market} />.
        </p>
        <Link className="button" to={back}><Trans>Back to repayment</Trans></Link>
      </div>
    );
  }
  // The days are the offer's own, which its table and fee are for: none named before it is read.
  const extensionDays = offer?.extensionDays;
  const heading = confirmStep ? (
    <Trans>Confirm the extension</Trans>
  ) : offer ? (
    <Trans>Extend your loan by {extensionDays} days</Trans>
  ) : (
    <Trans>Extend your loan</Trans>
  );
  return (
    <div className="screen">
      <h1>{heading}</h1>
      {status === 'loading' ? <p role="status"><Trans>Loading the extension offer…</Trans></p> : null}
      {status === 'failed' ? (
        <>
          <ErrorText error={error} />
          <Button onClick={() => actor.send({ type: 'rollover.retryRequested' })}><Trans>Retry</Trans></Button>
        </>
      ) : null}
      {status === 'unavailable' ? (
        <>
          <ErrorText error={error} />
          <Link className="button" to="/repay/repay_detail"><Trans>Back to repayment</Trans></Link>
        </>
      ) : null}
      {offer && status !== 'unavailable' ? (
        <>
          <table className="compare">
            <caption><Trans>Repay now or extend: what each costs</Trans></caption>
            <thead>
              <tr>
                <th scope="col"><span className="visually-hidden"><Trans>Item</Trans></span></th>
                <th scope="col"><Trans>Repay now</Trans></th>
                <th scope="col"><Trans>Extend {offer.extensionDays} days</Trans></th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row"><Trans>Pay today</Trans></th>
                <td><Money value={offer.repayNowAmount} market={market} /></td>
                <td><Money value={offer.extensionFee} market={market} /></td>
              </tr>
              <tr>
                <th scope="row"><Trans>Due date</Trans></th>
                <td><DateText value={offer.dueDate} market={market} /></td>
                <td><DateText value={offer.newDueDate} market={market} /></td>
              </tr>
              <tr>
                <th scope="row"><Trans>Still to pay afterwards</Trans></th>
                <td><Money value={0} market={market} /></td>
                <td><Money value={offer.repayLaterAmount} market={market} /></td>
              </tr>
            </tbody>
          </table>
          {offer.repayNowAmount === null || offer.repayLaterAmount === null ? (
            <p role="alert" className="inline">
              <Trans>Some amounts could not be read. Try again later or contact support.</Trans>
            </p>
          ) : null}
          <p className="hint">
            <Trans>The extension fee does not reduce what you owe. Overdue penalties of 2% a day start again if you miss the new date.</Trans>
          </p>
          <ErrorText error={status === 'comparing' ? error : null} />
          {status === 'pending' || status === 'gaveUp' ? (
            <section className="card" aria-labelledby="rollover-pending" {...FOCUS_LANDING}>
              <h2 id="rollover-pending"><Trans>Extension pending</Trans></h2>
              <p role="status">
                {status === 'gaveUp' ? (
                  <Trans>We have not received the fee yet. It can take up to 15 minutes. Check again later.</Trans>
                ) : (
                  <Trans>We are waiting for the fee payment to be confirmed. Your due date changes once it is.</Trans>
                )}
              </p>
              <Button busy={!canCheck} onClick={() => actor.send({ type: 'rollover.checkRequested' })}>
                <Trans>Check again</Trans>
              </Button>
              <Link className="button secondary" to={back}><Trans>Back to repayment</Trans></Link>
            </section>
          ) : (
            <>
              <Button busy={status === 'confirming'} disabled={!canConfirm} onClick={() => actor.send({ type: 'rollover.confirmed' })}>
                <Trans>Pay the fee and extend</Trans>
              </Button>
              <Link className="button secondary" to={back}><Trans>Repay now instead</Trans></Link>
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
