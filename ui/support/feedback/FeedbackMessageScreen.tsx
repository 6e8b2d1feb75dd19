import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { feedbackThreadMachine } from '../../../machines/feedbackThread/feedbackThread.machine';
import { MAX_MESSAGE } from '../../../machines/feedbackThread/feedbackThread.types';
import {
  selectCanSend,
  selectIsSending,
  selectMessages,
  selectText,
  selectThreadError,
  selectThreadStage,
  selectTicket,
} from '../../../machines/feedbackThread/feedbackThread.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { Button } from '../../shared/Button';
import { DateText } from '../../shared/DateText';
import { ErrorNotice, Failed, Loading } from '../common/ListStates';
import { useFeedbackThreadActor } from '../support.wiring';
import { MissingTicket } from './FeedbackDetailScreen';
import { useTicketId } from './ticketId';
import { Screen } from '../common/Screen';

export default function FeedbackMessageScreen() {
  useAreaCatalog('support');
  const id = useTicketId();
  return id === null ? <MissingTicket /> : <Thread ticketId={id} />;
}

function Thread({ ticketId }: { ticketId: number }) {
  return <ThreadView actor={useFeedbackThreadActor(ticketId)} />;
}

/** A ticket's conversation and the box for a new message. */
export function ThreadView({ actor }: { actor: ActorRefFrom<typeof feedbackThreadMachine> }) {
  const { t } = useLingui();
  const market = useMarket();
  const stage = useSelector(actor, selectThreadStage);
  const ticket = useSelector(actor, selectTicket);
  const messages = useSelector(actor, selectMessages);
  const text = useSelector(actor, selectText);
  const error = useSelector(actor, selectThreadError);
  const canSend = useSelector(actor, selectCanSend);
  const sending = useSelector(actor, selectIsSending);
  const inputId = useId();
  const refresh = () => actor.send({ type: 'thread.refreshRequested' });

  if (stage === 'loading') return <Loading />;
  if (stage === 'failed') return <Failed error={error} onRetry={refresh} />;
  if (stage === 'notFound' || !ticket) return <MissingTicket />;
  return (
    <Screen title={<Trans>Messages</Trans>}>
      <ol className="thread" aria-label={t`Conversation`}>
        {messages.map((message) => (
          <li key={message.id} className={`card bubble bubble--${message.from}`}>
            <strong>{message.from === 'user' ? t`You` : t`Support team`}</strong>
            <p>{message.content}</p>
            <small>
              <DateText value={message.createTime} market={market} />
            </small>
          </li>
        ))}
      </ol>
      {ticket.status === 3 ? (
        <p className="card" role="status">
          <Trans>This ticket is done. Open a new ticket if you need more help.</Trans>
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'thread.messageSent' });
          }}
        >
          <div className="field">
            <label htmlFor={inputId}>
              <Trans>Your message</Trans>
            </label>
            <textarea
              id={inputId}
              rows={3}
              maxLength={MAX_MESSAGE}
              value={text}
              onChange={(event) => actor.send({ type: 'thread.textChanged', text: event.target.value })}
            />
          </div>
          <ErrorNotice error={error} />
          <Button type="submit" busy={sending} disabled={!canSend}>
            <Trans>Send message</Trans>
          </Button>
        </form>
      )}
      <Button variant="secondary" onClick={refresh}>
        <Trans>Refresh</Trans>
      </Button>
      <Link to={`/feedback/feedbackDetail?id=${ticket.id}`}>
        <Trans>Back to the ticket</Trans>
      </Link>
    </Screen>
  );
}
