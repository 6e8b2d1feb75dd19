import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectItems } from '../../../machines/pagedList/pagedList.selectors';
import type { CreditInfo } from '../../../services/api/endpoints/loan';
import { useMarket } from '../../app/useMarket';
import { Money } from '../../shared/Money';
import { useCreditInfo } from '../support.wiring';

/** "Me": the borrower's limit, what is free of it now, and what repaying on time raises it to. */
export function CreditSummary() {
  const market = useMarket();
  const read = useCreditInfo();
  const [credit] = useSelector(read, selectItems<CreditInfo>);
  if (credit?.creditLimit == null) return null;
  const { creditLimit, availableLimit = null, loansRepaidOnTime = null, nextLimit = null } = credit;
  return (
    <section className="card" aria-labelledby="credit-title">
      <h2 id="credit-title">
        <Trans>Your credit</Trans>
      </h2>
      <dl className="facts">
        <dt>
          <Trans>Credit limit</Trans>
        </dt>
        <dd>
          <Money value={creditLimit} market={market} />
        </dd>
        {availableLimit !== null && (
          <>
            <dt>
              <Trans>Available now</Trans>
            </dt>
            <dd>
              <Money value={availableLimit} market={market} />
            </dd>
          </>
        )}
        {loansRepaidOnTime !== null && (
          <>
            <dt>
              <Trans>Loans repaid on time</Trans>
            </dt>
            <dd>{loansRepaidOnTime}</dd>
          </>
        )}
      </dl>
      {nextLimit !== null && nextLimit > creditLimit && (
        <p>
          <Trans>
            Repay your next loan on time and your limit rises to <Money value={nextLimit} market={market} />.
          </Trans>
        </p>
      )}
    </section>
  );
}
