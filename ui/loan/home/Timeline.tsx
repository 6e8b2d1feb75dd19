import { useLingui } from '@lingui/react';
import type { TimelineEntry } from '../../../machines/order/order.selectors';
import { useMarket } from '../../app/useMarket';
import { formatDateTime } from '../format';
import { timelineLabel } from '../loanMessages';

/** What happens next and when, from the order's own times. */
export function Timeline({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  const { i18n } = useLingui();
  const market = useMarket();
  if (entries.length === 0) return null;
  return (
    <ol className="timeline" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.kind} className={entry.done ? 'timeline__item timeline__item--done' : 'timeline__item'}>
          <span>{i18n._(timelineLabel[entry.kind])}</span> <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at, market)}</time>
        </li>
      ))}
    </ol>
  );
}
