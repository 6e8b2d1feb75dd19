import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A submit's outcome was lost on the way back and the server is being asked what happened (FAULTS
 * F2): "Checking your application…", or what the form says better (`children`). On the page before
 * its words, as a live region must be for TalkBack to read them when they come.
 */
export function CheckingApplication({ shown, children }: { shown: boolean; children?: ReactNode }) {
  return <p role="status">{shown ? (children ?? <Trans>Checking your application…</Trans>) : null}</p>;
}
