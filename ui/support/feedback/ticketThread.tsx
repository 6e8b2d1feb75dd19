import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { feedbackThreadMachine } from '../../../machines/feedbackThread/feedbackThread.machine';
import { selectThreadError, selectThreadStage, selectTicket } from '../../../machines/feedbackThread/feedbackThread.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { Empty, Failed, Loading } from '../common/ListStates';
import { useFeedbackThreadActor } from '../support.wiring';
import { useTicketId } from './ticketId';

/** The ticket detail and its messages share one machine, one route shape and one set of waits. */
export type ThreadActor = ActorRefFrom<typeof feedbackThreadMachine>;

export function MissingTicket() {
  return (
    <section className="screen">
      <Empty>
        <Trans>This ticket could not be found.</Trans>
      </Empty>
      <Link className="button" to="/feedback/feedback_list">
        <Trans>Back to my tickets</Trans>
      </Link>
    </section>
  );
}

function BoundView({ ticketId, View }: { ticketId: number; View: ComponentType<{ actor: ThreadActor }> }) {
  return <View actor={useFeedbackThreadActor(ticketId)} />;
}

/** A ticket route (`?id=3`): the view bound to that ticket's thread, or "not found" without an id. */
export function TicketRoute({ View }: { View: ComponentType<{ actor: ThreadActor }> }) {
  useAreaCatalog('support');
  const id = useTicketId();
  return id === null ? <MissingTicket /> : <BoundView ticketId={id} View={View} />;
}

/** While the ticket is not there: loading, failed with Retry, or not found; null once it is. */
export function ThreadPending({ actor }: { actor: ThreadActor }) {
  const stage = useSelector(actor, selectThreadStage);
  const hasTicket = useSelector(actor, (snapshot) => selectTicket(snapshot) !== null);
  const error = useSelector(actor, selectThreadError);
  if (stage === 'loading') return <Loading />;
  if (stage === 'failed') return <Failed error={error} onRetry={() => actor.send({ type: 'thread.refreshRequested' })} />;
  if (stage === 'notFound' || !hasTicket) return <MissingTicket />;
  return null;
}
