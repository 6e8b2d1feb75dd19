import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MAX_MESSAGE } from '../../../machines/feedbackThread/feedbackThread.types';
import {
  selectCanRefresh,
  selectCanSend,
  selectIsSending,
  selectMessages,
  selectText,
  selectThreadError,
  selectThreadStage,
  selectTicket,
} from '../../../machines/feedbackThread/feedbackThread.selectors';
import { useMarket } from '../../app/useMarket';
import { Button } from '../../shared/Button';
import { DateText } from '../../shared/DateText';
import { ErrorNotice } from '../common/ListStates';
import { Screen } from '../common/Screen';
import { ThreadPending, TicketRoute, type ThreadActor } from './ticketThread';

export default function FeedbackMessageScreen() {
  return <TicketRoute View={ThreadView} />;
}

/** A ticket's conversation and the box for a new message. */
export function ThreadView({ actor }: { actor: ThreadActor }) {
  const { t } = useLingui();
  const market = useMarket();
  const stage = useSelector(actor, selectThreadStage);
  const ticket = useSelector(actor, selectTicket);
  const messages = useSelector(actor, selectMessages);
  const text = useSelector(actor, selectText);
  const error = useSelector(actor, selectThreadError);
  const canSend = useSelector(actor, selectCanSend);
  const sending = useSelector(actor, selectIsSending);
  const canRefresh = useSelector(actor, selectCanRefresh);
  const inputId = useId();
  const refresh = () => actor.send({ type: 'thread.refreshRequested' });
  // A message that went: the box is emptied and Send turns disabled, which drops the focus (Chromium).
  // The focus goes back to the box, for the next message, and a status line says it went.
  const textBox = useRef<HTMLTextAreaElement>(null);
  const [wasSending, setWasSending] = useState(sending);
  const [sent, setSent] = useState(false);
  if (sending !== wasSending) {
    setWasSending(sending);
    setSent(!sending && text === '' && error === null);
  }
  useEffect(() => {
    if (sent) textBox.current?.focus();
  }, [sent]);

  // A refresh keeps the conversation on screen: its button shows the work, an error shows below it.
  if (!ticket || stage === 'notFound') return <ThreadPending actor={actor} title={<Trans>Messages</Trans>} />;
  return (
    <Screen title={<Trans>Messages</Trans>}>
      {messages.length === 0 ? (
        <p>
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ol className="thread" aria-label={t`Conversation`}>
          {messages.map((message) => (
            <li key={message.id} className={`card bubble bubble--${message.from}`}>
              <strong>{message.from === 'user' ? t`You` : t`Support team`}</strong>
              <p>{message.content}</p>
              <small>
                <DateText value={message.createTime} market={market} withTime />
              </small>
            </li>
          ))}
        </ol>
      )}
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
              ref={textBox}
              id={inputId}
              rows={3}
              maxLength={MAX_MESSAGE}
              // The message on its way is the one typed: edits wait for its answer.
              readOnly={sending}
              value={text}
              onChange={(event) => actor.send({ type: 'thread.textChanged', text: event.target.value })}
            />
          </div>
          {stage === 'failed' ? null : <ErrorNotice error={error} />}
          <p className="visually-hidden" role="status">
            {sent ? <Trans>Message sent.</Trans> : null}
          </p>
          <Button type="submit" busy={sending} disabled={!canSend}>
            <Trans>Send message</Trans>
          </Button>
        </form>
      )}
      <Button variant="secondary" busy={stage === 'loading'} disabled={!canRefresh} onClick={refresh}>
        <Trans>Refresh</Trans>
      </Button>
      {stage === 'failed' ? <ErrorNotice error={error} /> : null}
      <Link to={`/feedback/feedbackDetail?id=${ticket.id}`}>
        <Trans>Back to the ticket</Trans>
      </Link>
    </Screen>
  );
}
