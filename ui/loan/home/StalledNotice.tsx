import { Trans } from '@lingui/react/macro';
import type { SubmitError } from '../../../machines/shared/submitError';
import { Button } from '../../shared/Button';
import { submitErrorMessage } from '../loanMessages';
import { useText } from '../useText';

/**
 * Waiting on the order ran out of automatic checks: let the borrower check again, and after a fault
 * say why. Without one, home's status line says it is still waiting.
 */
export function StalledNotice({ fault, onCheck }: { fault: SubmitError | null; onCheck: () => void }) {
  const text = useText();
  return (
    <div className="order-stalled">
      {fault ? (
        <>
          <p className="request-error" role="alert">
            {text(submitErrorMessage(fault))}
          </p>
          <p>
            <Trans>We could not check your loan for a while. Check your internet connection, then press Check again.</Trans>
          </p>
        </>
      ) : null}
      <Button variant="secondary" onClick={onCheck}>
        <Trans>Check again</Trans>
      </Button>
    </div>
  );
}
