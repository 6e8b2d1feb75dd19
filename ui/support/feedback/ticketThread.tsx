import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { feedbackThreadMachine } from '../../../machines/feedbackThread/feedbackThread.machine';
import { selectThreadError, selectThreadStage, selectTicket } from '../../../machines/feedbackThread/feedbackThread.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { Empty, Failed, Loading } from '../common/ListStates';
import { Screen } from '../common/Screen';
import { useFeedbackThreadActor } from '../support.wiring';
import { useTicketId } from './ticketId';

/** The ticket detail and its messages share one machine, one route shape and one set of waits. */
export type ThreadActor = ActorRefFrom<typeof feedbackThreadMachine>;

export function MissingTicket({ title = <Trans>Your ticket</Trans> }: { title?: ReactNode }) {
  return (
    <Screen title={title}>
      <Empty>
        <Trans>This ticket could not be found.</Trans>
      </Empty>
      <Link className="button" to="/feedback/feedback_list">
        <Trans>Back to my tickets</Trans>
      </Link>
    </Screen>
  );
}

type BoundProps = { View: ComponentType<{ actor: ThreadActor }>; keepsEdit?: boolean };

function BoundView({ ticketId, View, keepsEdit }: BoundProps & { ticketId: number }) {
  return <View actor={useFeedbackThreadActor(ticketId, keepsEdit)} />;
}

/** A ticket route (`?id=3`): the view bound to that ticket's thread, or "not found" without an id. */
export function TicketRoute({ View, keepsEdit }: BoundProps) {
  useAreaCatalog('support');
  const id = useTicketId();
  // Keyed by the ticket: another id is another thread, with its own machine and kept reply.
  return id === null ? <MissingTicket /> : <BoundView key={id} ticketId={id} View={View} keepsEdit={keepsEdit} />;
}

/**
 * While the ticket is not there: loading, failed with Retry, or not found; null once it is. The
 * screen's heading stays in each (focus and the page title follow it).
 */
export function ThreadPending({ actor, title }: { actor: ThreadActor; title: ReactNode }) {
  const stage = useSelector(actor, selectThreadStage);
  const hasTicket = useSelector(actor, (snapshot) => selectTicket(snapshot) !== null);
  const error = useSelector(actor, selectThreadError);
  if (stage === 'notFound' || (stage !== 'loading' && stage !== 'failed' && !hasTicket)) return <MissingTicket title={title} />;
  return (
    <Screen title={title}>
      {stage === 'loading' ? <Loading /> : null}
      {stage === 'failed' ? <Failed error={error} onRetry={() => actor.send({ type: 'thread.refreshRequested' })} /> : null}
    </Screen>
  );
}
