import { Trans } from '@lingui/react/macro';
import { Button } from '../../shared/Button';

/** Waiting for the server to confirm a payment: never says "paid" (FAULTS F50). */
export function PendingPanel({
  gaveUp,
  canCheck,
  onCheck,
  onOtherMethods,
}: {
  gaveUp: boolean;
  canCheck: boolean;
  onCheck: () => void;
  onOtherMethods: () => void;
}) {
  return (
    <section className="card" aria-labelledby="repay-pending">
      <h2 id="repay-pending"><Trans>Payment pending</Trans></h2>
      {gaveUp ? (
        <p role="status">
          <Trans>We have not received your payment yet. If you paid, it can take up to 15 minutes to show. Check again in a few minutes.</Trans>
        </p>
      ) : (
        <p role="status">
          <Trans>We are waiting for your bank to confirm the payment. This usually takes a few minutes and at most 15 minutes.</Trans>
        </p>
      )}
      <Button disabled={!canCheck} onClick={onCheck}><Trans>Check again</Trans></Button>
      <Button variant="secondary" onClick={onOtherMethods}><Trans>Choose another method</Trans></Button>
    </section>
  );
}
