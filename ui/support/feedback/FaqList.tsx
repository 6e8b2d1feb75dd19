import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectFromCache, selectItems, selectListError, selectListStage } from '../../../machines/pagedList/pagedList.selectors';
import type { FaqItem } from '../../../services/api/endpoints/support';
import { Empty, Failed } from '../common/ListStates';
import { useFaqActor } from '../support.wiring';

/** The help-centre questions (cached for offline reading under `faqData`). */
export function FaqList() {
  const { t } = useLingui();
  const list = useFaqActor();
  const stage = useSelector(list, selectListStage);
  const items = useSelector(list, selectItems<FaqItem>);
  const error = useSelector(list, selectListError);
  const fromCache = useSelector(list, selectFromCache);
  return (
    <>
      {/* One status line from the first render: "Loading…", then whether these are the saved answers. */}
      <p role="status" className="muted">
        {stage === 'loading' ? (
          <Trans>Loading…</Trans>
        ) : stage === 'ready' && fromCache ? (
          <Trans>The latest answers could not be loaded: showing the ones saved on this phone.</Trans>
        ) : null}
      </p>
      {stage === 'failed' ? <Failed error={error} onRetry={() => list.send({ type: 'list.refreshRequested' })} /> : null}
      {stage === 'empty' ? (
        <Empty>
          <Trans>No data</Trans>
        </Empty>
      ) : null}
      {stage === 'ready' ? (
        <ul className="plain-list" aria-label={t`Frequently asked questions`}>
          {items.map((item) => (
            <li key={item.id} className="card">
              <details>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
