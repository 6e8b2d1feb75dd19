import { Trans } from '@lingui/react/macro';
import { Button } from '../../shared/Button';
import { FOCUS_LANDING } from '../../shared/focusLanding';

/**
 * Waiting for the server to confirm a payment: never says "paid" (FAULTS F50). It replaces "I have
 * paid", so it takes that button's focus; Check again stays focused while it checks.
 */
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
    <section className="card" aria-labelledby="repay-pending" {...FOCUS_LANDING}>
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
      <Button busy={!canCheck} onClick={onCheck}><Trans>Check again</Trans></Button>
      <Button variant="secondary" onClick={onOtherMethods}><Trans>Choose another method</Trans></Button>
    </section>
  );
}
