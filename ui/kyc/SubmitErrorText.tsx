import { useLingui } from '@lingui/react';
import type { SubmitError } from '../../machines/shared/submitError';
import { submitErrorMessage } from './errorMessages';

/** Why the submit did not go through; server text is rendered as text, never HTML (FAULTS F14). */
export function SubmitErrorText({ error }: { error: SubmitError | null }) {
  const { i18n } = useLingui();
  if (!error) return null;
  const message = submitErrorMessage(error);
  return <p role="alert" className="field-error">{typeof message === 'string' ? message : i18n._(message)}</p>;
}
