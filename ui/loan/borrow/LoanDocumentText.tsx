import { useState, type ReactNode } from 'react';
import { useLoanDocument } from '../borrow.wiring';
import { DocumentText } from './DocumentText';

type Kind = 'agreement' | 'contract';

/** A loan document read from the server; Try again reads it afresh (a new reader) when it failed. */
interface Props {
  kind: Kind;
  headingLevel?: 1 | 2;
  title?: ReactNode;
}

export function LoanDocumentText(props: Props) {
  const [attempt, setAttempt] = useState(0);
  return <DocumentRead key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function DocumentRead({ kind, onRetry, ...shown }: Props & { onRetry: () => void }) {
  return <DocumentText actor={useLoanDocument(kind)} {...shown} onRetry={onRetry} />;
}
