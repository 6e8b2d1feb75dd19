import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom, PromiseActorLogic } from 'xstate';
import { Button } from '../../shared/Button';
import type { LoanDocument } from '../documentText';

type DocumentActor = ActorRefFrom<PromiseActorLogic<LoanDocument | null>>;

interface Props {
  actor: DocumentActor;
  headingLevel?: 1 | 2;
  /** The heading while the document is read, when it cannot be, or when it has no title of its own. */
  title?: ReactNode;
  /** Reads the document again after it could not be read. */
  onRetry?: () => void;
}

/** A loan document as text paragraphs (never server HTML); one without any text counts as unread. */
export function DocumentText({ actor, headingLevel = 2, title, onRetry }: Props) {
  const status = useSelector(actor, (s) => s.status);
  const document = useSelector(actor, (s) => s.output);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingText = document?.title || title;
  const heading = headingText ? <Heading>{headingText}</Heading> : null;
  if (status === 'active') {
    return (
      <>
        {heading}
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      </>
    );
  }
  if (status === 'error' || !document?.paragraphs.length) {
    return (
      <>
        {heading}
        <p className="request-error" role="alert">
          <Trans>Request failed, try again</Trans>
        </p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <article className="document">
      {heading}
      {document.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
