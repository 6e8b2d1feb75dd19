import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { amountsOf, continueRouteOf, displayStatusOf } from '../../../machines/order/order.selectors';
import type { LoanOrder } from '../../../machines/order/order.types';
import type { pagedListMachine } from '../../../machines/pagedList/pagedList.machine';
import {
  selectHasMore,
  selectIsLoadingMore,
  selectItems,
  selectListError,
  selectListStage,
} from '../../../machines/pagedList/pagedList.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { KEEP_FOCUS } from '../../shell/FocusOnNavigation';
import { useMarket } from '../../app/useMarket';
import { Button } from '../../shared/Button';
import { Money } from '../../shared/Money';
import { formatDate } from '../../shared/money';
import { usePagedItems } from '../../shared/usePagedItems';
import { displayStatusLabel, submitErrorMessage } from '../loanMessages';
import { RECORDS_PAGE_SIZE, useRecordsList } from '../records.wiring';
import { useText } from '../useText';

type Tab = 'incomplete' | 'finished';

export default function RecordsScreen() {
  useAreaCatalog('loan');
  const { t } = useLingui();
  // The tab lives in the address, so Back from a loan or a reload comes back to it; choosing a tab keeps the focus on it.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'finished' ? 'finished' : 'incomplete';
  const setTab = (next: Tab) => setParams(next === 'incomplete' ? {} : { tab: next }, { replace: true, state: KEEP_FOCUS });
  const tabs: Array<{ id: Tab; label: string }> = [
    { id: 'incomplete', label: t`Incomplete` },
    { id: 'finished', label: t`Finished` },
  ];
  return (
    <section className="screen" aria-labelledby="records-title">
      <h1 id="records-title">
        <Trans>Loan records</Trans>
      </h1>
      <div role="tablist" className="record-tabs">
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`records-tab-${id}`}
            aria-selected={tab === id}
            // Only the chosen tab's panel is on the page.
            aria-controls={tab === id ? `records-panel-${id}` : undefined}
            className={tab === id ? 'secondary active' : 'secondary'}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`records-panel-${tab}`} aria-labelledby={`records-tab-${tab}`}>
        {tab === 'incomplete' ? <RecordsTab key="incomplete" tab="incomplete" /> : <RecordsTab key="finished" tab="finished" />}
      </div>
    </section>
  );
}

function RecordsTab({ tab }: { tab: Tab }) {
  return <RecordsList actor={useRecordsList(tab)} />;
}

/** One tab's orders, page by page, with an empty state and "Load more". */
export function RecordsList({ actor }: { actor: ActorRefFrom<typeof pagedListMachine> }) {
  const { i18n } = useLingui();
  const text = useText();
  const market = useMarket();
  const stage = useSelector(actor, selectListStage);
  const items = useSelector(actor, selectItems<LoanOrder>);
  const error = useSelector(actor, selectListError);
  const hasMore = useSelector(actor, selectHasMore);
  const loadingMore = useSelector(actor, selectIsLoadingMore);
  const { shown, hasHidden, showMore } = usePagedItems(items, RECORDS_PAGE_SIZE);
  if (stage === 'loading') {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (stage === 'failed') {
    return (
      <>
        <p className="request-error" role="alert">
          {error ? text(submitErrorMessage(error)) : null}
        </p>
        <Button onClick={() => actor.send({ type: 'list.refreshRequested' })}>
          <Trans>Retry</Trans>
        </Button>
      </>
    );
  }
  if (stage === 'empty') {
    return (
      <p>
        <Trans>No loans here yet.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="records">
        {shown.map((order) => {
          const status = displayStatusOf(order);
          const amounts = amountsOf(order);
          const route = continueRouteOf(order);
          const number = <Trans>Order {order.orderNo}</Trans>;
          return (
            <li key={order.orderNo} className="card">
              <strong>
                <Money value={amounts.loanAmount} market={market} />
              </strong>{' '}
              <span className="badge">{status ? i18n._(displayStatusLabel[status]) : '—'}</span>
              <div>
                {/* An order still open leads to where it goes on (to repay, the next step); one that is over does not. */}
                {route ? <Link to={route}>{number}</Link> : number}
              </div>
              {amounts.dueDate !== null ? (
                <div>
                  <Trans>Due {formatDate(amounts.dueDate, market)}</Trans>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className="request-error" role="alert">
          {text(submitErrorMessage(error))}
        </p>
      ) : null}
      {hasHidden || hasMore || loadingMore ? (
        <Button
          variant="secondary"
          busy={loadingMore}
          disabled={!hasHidden && !hasMore}
          onClick={() => showMore(() => actor.send({ type: 'list.moreRequested' }))}
        >
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </>
  );
}
