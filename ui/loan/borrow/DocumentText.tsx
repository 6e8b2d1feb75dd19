import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
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
  /** Folds the document under this line, to be opened. */
  summary?: ReactNode;
  /** Read again after a failure: shown unfolded, as the failure was. */
  retried?: boolean;
  /** Told whether the text is there to read (false while it loads or when it could not be read). */
  onShown?: (shown: boolean) => void;
}

/** A loan document as text paragraphs (never server HTML); one without any text counts as unread. */
export function DocumentText({ actor, headingLevel = 2, title, onRetry, summary, retried, onShown }: Props) {
  const status = useSelector(actor, (s) => s.status);
  const document = useSelector(actor, (s) => s.output);
  const shown = status === 'done' && (document?.paragraphs.length ?? 0) > 0;
  useEffect(() => onShown?.(shown), [onShown, shown]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingText = document?.title || title;
  const heading = headingText ? <Heading>{headingText}</Heading> : null;
  const paragraphs = document?.paragraphs ?? [];
  const failed = status !== 'active' && !paragraphs.length;
  const body =
    status === 'active' ? (
      <>
        {heading}
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      </>
    ) : failed ? (
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
    ) : (
      <article className="document">
        {heading}
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </article>
    );
  return summary ? (
    // Folded, but never over a failure: nobody should accept a text they could not see was missing.
    <details className="card" open={failed || retried}>
      <summary>{summary}</summary>
      {body}
    </details>
  ) : (
    body
  );
}
