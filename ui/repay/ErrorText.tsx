import { useLingui } from '@lingui/react/macro';
import type { RepayError } from '../../machines/repayment/repayment.types';
import { repayErrorMessage } from './repayMessages';

/** An error announced to screen readers; server text is shown as plain text (FAULTS F14). */
export function ErrorText({ error, id }: { error: RepayError | null; id?: string }) {
  const { i18n } = useLingui();
  if (!error) return null;
  const message = repayErrorMessage(error);
  return (
    <p id={id} role="alert" className="inline">
      {typeof message === 'string' ? message : i18n._(message)}
    </p>
  );
}
