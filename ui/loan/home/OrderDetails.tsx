import { Trans, useLingui } from '@lingui/react/macro';
import {
  amountsOf,
  assessmentTimeline,
  disbursalTimeline,
  displayStatusOf,
  isAssessmentLate,
  isDisbursalLate,
  maskedAccountOf,
  offerExpiresAtOf,
  reapplyAt,
  REAPPLY_AFTER_DAYS,
  type HomeStatus,
} from '../../../machines/order/order.selectors';
import type { LoanOrder } from '../../../machines/order/order.types';
import { useMarket } from '../../app/useMarket';
import { Money } from '../../shared/Money';
import { formatDate } from '../../shared/money';
import { formatDateTime } from '../format';
import { Timeline } from './Timeline';

/** The facts of the latest order that matter in its status, and what happens next. */
export function OrderDetails({ order, status, now }: { order: LoanOrder; status: HomeStatus; now: number }) {
  const { t } = useLingui();
  const market = useMarket();
  const amounts = amountsOf(order);
  switch (status) {
    case 'assessing':
      return (
        <div className="order-details">
          <p>
            <Trans>You will get a result in about 10 minutes, at most 24 hours. You can leave this screen; we keep checking.</Trans>
          </p>
          <LateNote late={isAssessmentLate(order, now)} />
          <Timeline entries={assessmentTimeline(order, now)} label={t`What happens next`} />
        </div>
      );
    case 'lending':
      return (
        <div className="order-details">
          <p>
            {/* An amount that cannot be read is left out of the sentence, never shown as a dash. */}
            {amounts.disbursalAmount === null ? (
              <Trans>We are sending your loan to your bank account. It usually arrives in 10 to 60 minutes, at the latest within 8 hours.</Trans>
            ) : (
              <Trans>
                We are sending <Money value={amounts.disbursalAmount} market={market} /> to your bank account. It usually
                arrives in 10 to 60 minutes, at the latest within 8 hours.
              </Trans>
            )}
          </p>
          <LateNote late={isDisbursalLate(order, now)} />
          <Timeline entries={disbursalTimeline(order)} label={t`What happens next`} />
        </div>
      );
    case 'rejected': {
      const at = reapplyAt(order);
      const days = REAPPLY_AFTER_DAYS;
      return (
        <p className="order-details">
          {at === null ? (
            <Trans>You can apply again {days} days after the decision.</Trans>
          ) : (
            // The moment, not only the day: on the morning of that day it may not have come yet.
            <Trans>You can apply again from {formatDate(at, market, true)}.</Trans>
          )}
        </p>
      );
    }
    case 'failed':
      return (
        <div className="order-details">
          <p role="alert">
            {order.failReason ? order.failReason : <Trans>Bank account not supported.</Trans>}
          </p>
          <p>
            <Trans>
              Bank account: {maskedAccountOf(order) ?? '—'}. Edit your bank card and we will send the money again.
            </Trans>
          </p>
        </div>
      );
    case 'repaying':
    case 'overdue': {
      // What is left to repay; the original amount only when the server sent none (a balance it
      // sent and we cannot read may hold penalties or part payments: never replaced by a guess).
      const owed = order.unrepaidAmount == null ? amounts.repayAmount : amounts.unrepaidAmount;
      return (
        <>
          {owed === null ? (
            <p role="alert" className="inline">
              <Trans>The amount to repay could not be read. Try again later or contact support.</Trans>
            </p>
          ) : null}
          <dl className="order-details facts">
            <dt>
              <Trans>Amount to repay</Trans>
            </dt>
            <dd>
              <Money value={owed} market={market} />
            </dd>
            <dt>
              <Trans>Due date</Trans>
            </dt>
            <dd>{formatDate(amounts.dueDate, market)}</dd>
          </dl>
        </>
      );
    }
    case 'success':
      return (
        <div className="order-details">
          <p>
            {amounts.loanAmount === null ? (
              <Trans>Your loan is approved. Press Get money to see what you receive after fees.</Trans>
            ) : (
              <Trans>
                Approved: <Money value={amounts.loanAmount} market={market} />. Press Get money to see what you receive after fees.
              </Trans>
            )}
          </p>
          {offerExpiresAtOf(order) !== null ? (
            <p>
              <Trans>The offer is valid until {formatDateTime(offerExpiresAtOf(order), market)}.</Trans>
            </p>
          ) : null}
        </div>
      );
    case 'canLoan': {
      // An application left half-way (KYC, offer, bank card) is still "can apply" on home; say so.
      const display = displayStatusOf(order);
      return display === 'incomplete' || display === 'addingCard' ? (
        <p className="order-details">
          <Trans>Your application is not finished. Tap Apply to carry on where you left off.</Trans>
        </p>
      ) : null;
    }
  }
}

/**
 * "Taking longer than usual", said when it becomes true while the borrower waits on this screen: the
 * status region is there from the start, empty and out of the layout, because one inserted together
 * with its words is often not read.
 */
function LateNote({ late }: { late: boolean }) {
  return (
    <p role="status" className={late ? undefined : 'visually-hidden'}>
      {late ? <Trans>This is taking longer than usual. Contact customer services if you have questions.</Trans> : null}
    </p>
  );
}
