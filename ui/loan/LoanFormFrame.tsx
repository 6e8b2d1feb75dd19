import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SubmitError } from '../../machines/shared/submitError';
import { Button } from '../shared/Button';
import { submitErrorMessage } from './loanMessages';
import { useText } from './useText';

interface Props {
  title: ReactNode;
  /** The screen's first answer is awaited. */
  loading: boolean;
  /** That answer failed: its error, Retry and a way home instead of the form. */
  failure: { error: SubmitError | null; onRetry: () => void } | null;
  children?: ReactNode;
}

/** The frame of the loan forms (choose, confirm, cancel): title, "Loading…", or the failure with Retry and a way home. */
export function LoanFormFrame({ title, loading, failure, children }: Props) {
  const titleId = useId();
  return (
    <section className="screen" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {loading ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {failure ? (
        <>
          <RequestError error={failure.error} />
          <Button onClick={failure.onRetry}>
            <Trans>Retry</Trans>
          </Button>
          <Link className="button secondary" to="/">
            <Trans>Back to home</Trans>
          </Link>
        </>
      ) : null}
      {children}
    </section>
  );
}

/** Why a request did not go through, announced; server text shown as text. */
export function RequestError({ error }: { error: SubmitError | null }) {
  const text = useText();
  return (
    <p className="request-error" role="alert">
      {error ? text(submitErrorMessage(error)) : null}
    </p>
  );
}
