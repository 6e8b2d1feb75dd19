import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { pagedListMachine } from '../../../machines/pagedList/pagedList.machine';
import { FEEDBACK_PAGE_SIZE } from '../../../machines/feedback/feedback.lists';
import {
  selectHasMore,
  selectIsLoadingMore,
  selectIsRefreshing,
  selectItems,
  selectListError,
  selectListStage,
} from '../../../machines/pagedList/pagedList.selectors';
import type { FeedbackTicket } from '../../../services/api/endpoints/support';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { Button } from '../../shared/Button';
import { DateText } from '../../shared/DateText';
import { usePagedItems } from '../../shared/usePagedItems';
import { Empty, ErrorNotice, Failed, Loading } from '../common/ListStates';
import { TICKET_STATUS_LABELS, TICKET_TYPE_LABELS } from '../common/supportMessages';
import { useFeedbackListActor } from '../support.wiring';
import { Screen } from '../common/Screen';

export default function FeedbackListScreen() {
  useAreaCatalog('support');
  return <FeedbackListView list={useFeedbackListActor()} />;
}

/** The borrower's tickets, read page by page. */
export function FeedbackListView({ list }: { list: ActorRefFrom<typeof pagedListMachine> }) {
  const { t, i18n } = useLingui();
  const market = useMarket();
  const stage = useSelector(list, selectListStage);
  const tickets = useSelector(list, selectItems<FeedbackTicket>);
  const error = useSelector(list, selectListError);
  const hasMore = useSelector(list, selectHasMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const refreshing = useSelector(list, selectIsRefreshing);
  const { shown, hasHidden, showMore } = usePagedItems(tickets, FEEDBACK_PAGE_SIZE);

  return (
    <Screen title={<Trans>My feedback</Trans>}>
      <div className="row">
        <Link className="button" to="/feedback/add_feedback">
          <Trans>New ticket</Trans>
        </Link>
        <Link className="button secondary" to="/feedback/feedback_faq">
          <Trans>Help centre</Trans>
        </Link>
      </div>
      {stage === 'loading' && <Loading />}
      {stage === 'failed' && <Failed error={error} onRetry={() => list.send({ type: 'list.refreshRequested' })} />}
      {stage === 'empty' && (
        <Empty>
          <Trans>You have no tickets yet. If something went wrong with a payment or a rollover, tell us here.</Trans>
        </Empty>
      )}
      {stage === 'ready' && (
        <>
          <ul className="plain-list" aria-label={t`Tickets`}>
            {shown.map((ticket) => (
              <li key={ticket.id} className="card">
                <Link to={`/feedback/feedbackDetail?id=${ticket.id}`}>
                  {i18n._(TICKET_TYPE_LABELS[ticket.type])} #{ticket.id}
                </Link>
                <p>
                  <span className={`badge badge--status-${ticket.status}`}>{i18n._(TICKET_STATUS_LABELS[ticket.status])}</span>{' '}
                  <DateText value={ticket.createTime} market={market} />
                </p>
                <p className="excerpt">{ticket.description}</p>
              </li>
            ))}
          </ul>
          <ErrorNotice error={error} />
          {/* Kept on screen while the next page loads, busy, so the tap shows it is working (F24). */}
          {(hasHidden || hasMore || loadingMore) && (
            <Button variant="secondary" busy={loadingMore} onClick={() => showMore(() => list.send({ type: 'list.moreRequested' }))}>
              <Trans>Show more</Trans>
            </Button>
          )}
          {/* Busy, not gone, while the list is read again: the borrower keeps the list and the focus. */}
          <Button variant="secondary" busy={refreshing} onClick={() => list.send({ type: 'list.refreshRequested' })}>
            <Trans>Refresh</Trans>
          </Button>
        </>
      )}
    </Screen>
  );
}
