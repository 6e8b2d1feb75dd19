import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, PromiseActorLogic } from 'xstate';
import { Button } from '../../shared/Button';
import type { LoanDocument } from '../documentText';

type DocumentActor = ActorRefFrom<PromiseActorLogic<LoanDocument | null>>;

interface Props {
  actor: DocumentActor;
  headingLevel?: 1 | 2;
  /** Reads the document again after it could not be read. */
  onRetry?: () => void;
}

/** A loan document as text paragraphs (never server HTML). */
export function DocumentText({ actor, headingLevel = 2, onRetry }: Props) {
  const status = useSelector(actor, (s) => s.status);
  const document = useSelector(actor, (s) => s.output);
  if (status === 'active') {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (status === 'error' || !document) {
    return (
      <>
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
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="document">
      {document.title ? <Heading>{document.title}</Heading> : null}
      {document.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
