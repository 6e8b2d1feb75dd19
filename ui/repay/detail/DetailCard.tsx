import { Plural, Trans } from '@lingui/react/macro';
import type { RepayDetail } from '../../../services/api/endpoints/repay';
import type { MarketProfile } from '../../../services/markets/markets';
import { maskedAccountOf } from '../../../machines/repayment/repayment.selectors';
import { DateText } from '../../shared/DateText';
import { numberFormat } from '../../shared/intlFormats';
import { Money } from '../../shared/Money';

type Market = Pick<MarketProfile, 'numberLocale' | 'currency'>;

const MONEY_FIELDS = ['loanAmount', 'repayAmount', 'repaidAmount', 'unrepaidAmount', 'penaltyAmount'] as const;

export function hasUnreadableAmount(detail: RepayDetail): boolean {
  return MONEY_FIELDS.some((field) => detail[field] === null) || detail.penaltyRate === null;
}

/** The order's balance: what was lent, paid, still owed, when, and what lateness costs. */
export function DetailCard({ detail, market }: { detail: RepayDetail; market: Market }) {
  const overdue = detail.overdueDays > 0;
  const rate =
    detail.penaltyRate === null
      ? '—'
      : numberFormat(market.numberLocale, { style: 'percent', maximumFractionDigits: 2 }).format(detail.penaltyRate);
  return (
    <section className="card" aria-labelledby="repay-balance">
      <h2 id="repay-balance">
        <Trans>Amount to repay</Trans>
      </h2>
      <p className="amount-due">
        <Money value={detail.unrepaidAmount} market={market} />
      </p>
      {overdue ? (
        <p role="alert" className="overdue">
          <Plural value={detail.overdueDays} one="Your loan is # day overdue." other="Your loan is # days overdue." />{' '}
          <Trans>A penalty of {rate} of the loan is added each day.</Trans>
        </p>
      ) : null}
      {hasUnreadableAmount(detail) ? (
        <p role="alert" className="inline">
          <Trans>Some amounts could not be read. Try again later or contact support.</Trans>
        </p>
      ) : null}
      <dl className="facts">
        <dt><Trans>Loan amount</Trans></dt>
        <dd><Money value={detail.loanAmount} market={market} /></dd>
        <dt><Trans>Total to repay</Trans></dt>
        <dd><Money value={detail.repayAmount} market={market} /></dd>
        <dt><Trans>Repaid</Trans></dt>
        <dd><Money value={detail.repaidAmount} market={market} /></dd>
        <dt><Trans>Left to pay</Trans></dt>
        <dd><Money value={detail.unrepaidAmount} market={market} /></dd>
        <dt><Trans>Due date</Trans></dt>
        <dd>{detail.dueDate ? <DateText value={detail.dueDate} market={market} /> : '—'}</dd>
        <dt><Trans>Overdue days</Trans></dt>
        <dd>{detail.overdueDays}</dd>
        <dt><Trans>Penalty per day</Trans></dt>
        <dd>{rate}</dd>
        <dt><Trans>Penalty so far</Trans></dt>
        <dd><Money value={detail.penaltyAmount} market={market} /></dd>
        {detail.bankAccount ? (
          <>
            <dt><Trans>Bank account</Trans></dt>
            <dd>{maskedAccountOf(detail)}</dd>
          </>
        ) : null}
        <dt><Trans>Order number</Trans></dt>
        <dd>{detail.orderNo}</dd>
        {detail.payOrderId ? (
          <>
            <dt><Trans>Payment ID</Trans></dt>
            <dd>{detail.payOrderId}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
