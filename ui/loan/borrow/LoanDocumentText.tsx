import { useState } from 'react';
import { useLoanDocument } from '../borrow.wiring';
import { DocumentText } from './DocumentText';

type Kind = 'agreement' | 'contract';

/** A loan document read from the server; Try again reads it afresh (a new reader) when it failed. */
export function LoanDocumentText({ kind, headingLevel }: { kind: Kind; headingLevel?: 1 | 2 }) {
  const [attempt, setAttempt] = useState(0);
  return <DocumentRead key={attempt} kind={kind} headingLevel={headingLevel} onRetry={() => setAttempt((n) => n + 1)} />;
}

function DocumentRead({ kind, headingLevel, onRetry }: { kind: Kind; headingLevel?: 1 | 2; onRetry: () => void }) {
  return <DocumentText actor={useLoanDocument(kind)} headingLevel={headingLevel} onRetry={onRetry} />;
}
