import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import {
  selectCanEdit,
  selectCanMarkSolved,
  selectCanRefresh,
  selectEdit,
  selectEditSaved,
  selectIsClosing,
  selectMessages,
  selectThreadError,
  selectThreadStage,
  selectTicket,
} from '../../../machines/feedbackThread/feedbackThread.selectors';
import { useMarket } from '../../app/useMarket';
import { Button } from '../../shared/Button';
import { DateText } from '../../shared/DateText';
import { useFocusBackWhenClosed } from '../../shared/useFocusBackWhenClosed';
import { ErrorNotice } from '../common/ListStates';
import { TICKET_STATUS_LABELS, TICKET_TYPE_LABELS } from '../common/supportMessages';
import { Screen } from '../common/Screen';
import { ThreadPending, TicketRoute, type ThreadActor } from './ticketThread';
import { TicketEditForm } from './TicketEditForm';

export default function FeedbackDetailScreen() {
  return <TicketRoute View={TicketDetailView} keepsEdit />;
}

/** One ticket: its details, "my problem is solved", and the way to its messages. */
export function TicketDetailView({ actor }: { actor: ThreadActor }) {
  const { t, i18n } = useLingui();
  const market = useMarket();
  const stage = useSelector(actor, selectThreadStage);
  const ticket = useSelector(actor, selectTicket);
  const messages = useSelector(actor, selectMessages);
  const error = useSelector(actor, selectThreadError);
  const canMarkSolved = useSelector(actor, selectCanMarkSolved);
  const closing = useSelector(actor, selectIsClosing);
  const canEdit = useSelector(actor, selectCanEdit);
  const canRefresh = useSelector(actor, selectCanRefresh);
  const editing = useSelector(actor, selectEdit) !== null;
  const editButton = useFocusBackWhenClosed(editing);
  const editSaved = useSelector(actor, selectEditSaved);
  const refresh = () => actor.send({ type: 'thread.refreshRequested' });

  // A refresh keeps the ticket on screen: its button shows the work, an error shows below it.
  if (!ticket || stage === 'notFound') return <ThreadPending actor={actor} title={<Trans>Your ticket</Trans>} />;
  const status = i18n._(TICKET_STATUS_LABELS[ticket.status]);
  return (
    <Screen title={<>{i18n._(TICKET_TYPE_LABELS[ticket.type])} #{ticket.id}</>}>
      {/* A status region: "My problem is solved" changes it, and that is said. */}
      <p className={`badge badge--status-${ticket.status}`} role="status">
        <Trans>Status: {status}</Trans>
      </p>
      <dl className="card details">
        <dt>
          <Trans>Created</Trans>
        </dt>
        <dd>
          <DateText value={ticket.createTime} market={market} />
        </dd>
        <dt>
          <Trans>Description</Trans>
        </dt>
        <dd>{ticket.description}</dd>
        {ticket.receiverAccount ? (
          <>
            <dt>
              <Trans>Account you paid into</Trans>
            </dt>
            <dd>{ticket.receiverAccount}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Contact</Trans>
        </dt>
        <dd>{ticket.contact}</dd>
      </dl>
      {ticket.images.length > 0 && (
        <ul className="thumbs" aria-label={t`Proof images`}>
          {ticket.images.map((url, index) => (
            <li key={url}>
              <img className="thumb" src={url} alt={t`Proof image ${index + 1}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {/* Pending only: the borrower corrects the description or the contact before support starts. */}
      {editing ? (
        <TicketEditForm actor={actor} />
      ) : canEdit ? (
        <Button ref={editButton} variant="secondary" onClick={() => actor.send({ type: 'thread.editRequested' })}>
          <Trans>Edit ticket</Trans>
        </Button>
      ) : null}
      {/* On the page from the start: the focus goes back to Edit, and this says the correction went. */}
      <p role="status">{editSaved && !editing ? <Trans>Your changes were saved.</Trans> : null}</p>
      {/* Not while the ticket is corrected: the correction is saved or cancelled first. */}
      {editing ? null : (
        <Link className="button" to={`/feedback/feedback_message?id=${ticket.id}`}>
          <Trans>Messages ({messages.length})</Trans>
        </Link>
      )}
      {editing ? null : <ErrorNotice error={error} />}
      {/* Kept on screen while closing, busy, so the tap shows it is working (F24). */}
      {(canMarkSolved || closing) && (
        <Button variant="secondary" busy={closing} onClick={() => actor.send({ type: 'thread.solvedMarked' })}>
          <Trans>My problem is solved</Trans>
        </Button>
      )}
      {editing ? null : (
        <Button variant="secondary" busy={stage === 'loading'} disabled={!canRefresh} onClick={refresh}>
          <Trans>Refresh</Trans>
        </Button>
      )}
    </Screen>
  );
}
