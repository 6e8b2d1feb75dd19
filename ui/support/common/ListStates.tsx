import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SubmitError } from '../../../machines/shared/submitError';
import { Button } from '../../shared/Button';
import { errorMessage } from './supportMessages';

/** Not aria-busy: on a live region it tells a screen reader to hold the words back. */
export function Loading() {
  return (
    <p role="status" className="muted">
      <Trans>Loading…</Trans>
    </p>
  );
}

/** A message the machine carries as a code, translated here; server text stays text. */
export function useText() {
  const { i18n } = useLingui();
  return (message: MessageDescriptor | string) => (typeof message === 'string' ? message : i18n._(message));
}

export function ErrorNotice({ error }: { error: SubmitError | null }) {
  const text = useText();
  if (!error) return null;
  return (
    <p role="alert" className="request-error">
      {text(errorMessage(error))}
    </p>
  );
}

/** `retryLabel`: the Retry's full name, starting with "Retry", where a screen has more than one. */
export function Failed({ error, onRetry, retryLabel }: { error: SubmitError | null; onRetry: () => void; retryLabel?: string }) {
  return (
    <div className="card">
      <ErrorNotice error={error ?? { kind: 'fault', reason: 'unknown' }} />
      <Button onClick={onRetry} aria-label={retryLabel}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="card empty">{children}</p>;
}
