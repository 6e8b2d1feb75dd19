import { useState, type ReactNode } from 'react';
import { useLoanDocument } from '../borrow.wiring';
import { DocumentText } from './DocumentText';

type Kind = 'agreement' | 'contract';

/** A loan document read from the server; Try again reads it afresh (a new reader) when it failed. */
interface Props {
  kind: Kind;
  headingLevel?: 1 | 2;
  title?: ReactNode;
  summary?: ReactNode;
  onShown?: (shown: boolean) => void;
}

export function LoanDocumentText(props: Props) {
  const [attempt, setAttempt] = useState(0);
  return <DocumentRead key={attempt} {...props} retried={attempt > 0} onRetry={() => setAttempt((n) => n + 1)} />;
}

function DocumentRead({ kind, ...shown }: Props & { onRetry: () => void; retried: boolean }) {
  return <DocumentText actor={useLoanDocument(kind)} {...shown} />;
}
