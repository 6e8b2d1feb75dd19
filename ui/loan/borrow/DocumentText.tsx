import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, PromiseActorLogic } from 'xstate';
import type { LoanDocument } from '../documentText';

type DocumentActor = ActorRefFrom<PromiseActorLogic<LoanDocument | null>>;

/** A loan document as text paragraphs (never server HTML). */
export function DocumentText({ actor, headingLevel = 2 }: { actor: DocumentActor; headingLevel?: 1 | 2 }) {
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
      <p className="request-error" role="alert">
        <Trans>Request failed, try again</Trans>
      </p>
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
