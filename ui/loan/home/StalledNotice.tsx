import { Trans } from '@lingui/react/macro';
import type { SubmitError } from '../../../machines/shared/submitError';
import { Button } from '../../shared/Button';
import { submitErrorMessage } from '../loanMessages';
import { useText } from '../useText';

/** Waiting on the order ran out of automatic checks: say why and let the borrower check again. */
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
      ) : (
        <p role="status">
          <Trans>We are still waiting for an update on your loan. Press Check again to see the latest status.</Trans>
        </p>
      )}
      <Button variant="secondary" onClick={onCheck}>
        <Trans>Check again</Trans>
      </Button>
    </div>
  );
}
