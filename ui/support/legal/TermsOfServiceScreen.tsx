import { Trans } from '@lingui/react/macro';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { LOAN_AMOUNTS, PRICING } from '../../../machines/shared/loanPricing';
import { Money } from '../../shared/Money';
import { Screen } from '../common/Screen';

/**
 * Terms of service. Where the product's texts disagree (SPEC section 1) the reading better for the
 * borrower is stated: cancellation before payout, tenure of at least 91 days, the 36 % yearly cap,
 * the 7-day rollover, every cost shown before confirming. Amounts, terms and the penalty are the
 * product's own, from its price table.
 */
export default function TermsOfServiceScreen() {
  useAreaCatalog('support');
  const market = useMarket();
  const { appName, supportEmail } = market;
  // The same table as every offer and the sandbox's charges (services/loans/pricing.ts).
  const shortestTerm = PRICING.durations[0];
  const longestTerm = PRICING.durations[PRICING.durations.length - 1];
  const penaltyPercent = PRICING.penaltyDailyRate * 100;
  return (
    <Screen title={<Trans>Terms of service</Trans>} as="article" className="legal">
      <p>
        <Trans>These terms apply to loans you take through {appName}. Please read them before you confirm a loan.</Trans>
      </p>
      <h2>
        <Trans>Who can borrow</Trans>
      </h2>
      <p>
        <Trans>You must be 18 or older and have a monthly income. You can have one loan at a time. We decide within 1 working day.</Trans>
      </p>
      <h2>
        <Trans>Amounts and term</Trans>
      </h2>
      <p>
        <Trans>
          Loans range from <Money value={LOAN_AMOUNTS.min} market={market} /> to <Money value={LOAN_AMOUNTS.max} market={market} />. A
          first loan is at most <Money value={LOAN_AMOUNTS.firstLoanMax} market={market} />; each loan repaid on time can raise your
          limit, up to <Money value={LOAN_AMOUNTS.max} market={market} />. The term is {shortestTerm} or {longestTerm} days, never
          shorter than {shortestTerm} days.
        </Trans>
      </p>
      <h2>
        <Trans>Interest and fees</Trans>
      </h2>
      <p>
        <Trans>
          Interest is at most 36% per year (for example 30% per year over 91 days), shown as a daily rate of 0.1% or less; repeat
          borrowers may get as low as 0.01% a day. A processing fee of up to 0.98% per day plus 18% tax on that fee is deducted when the
          money is sent. Every amount, fee and the total to repay are shown before you confirm; nothing else is charged.
        </Trans>
      </p>
      <h2>
        <Trans>Late repayment</Trans>
      </h2>
      <p>
        <Trans>
          A repayment made by the end of the due date is on time. After it, a penalty of {penaltyPercent}% of the loan amount is added
          for each day overdue, never more than the loan amount in total.
        </Trans>
      </p>
      <h2>
        <Trans>Extension</Trans>
      </h2>
      <p>
        <Trans>You may ask for a rollover that delays the repayment by 7 days for a fee that is shown before you accept it.</Trans>
      </p>
      <h2>
        <Trans>Cancellation</Trans>
      </h2>
      <p>
        <Trans>
          You can cancel before you submit your application, and again once it is approved, until you ask for the money. An
          approved offer that you do not confirm is cancelled after 24 hours at no cost.
        </Trans>
      </p>
      <h2>
        <Trans>Questions and complaints</Trans>
      </h2>
      <p>
        <Trans>Open a ticket in the feedback centre or write to {supportEmail}, from 9:00 to 18:00.</Trans>
      </p>
    </Screen>
  );
}
