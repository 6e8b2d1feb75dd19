import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectItems } from '../../../machines/pagedList/pagedList.selectors';
import type { Coupon } from '../../../services/api/endpoints/repay';
import type { MarketProfile } from '../../../services/markets/markets';
import { DateText } from '../../shared/DateText';
import { Money } from '../../shared/Money';
import { useUsedCoupons } from '../repay.wiring';
import { CouponName } from './CouponName';

/** The coupons already used, folded away: a record, not a task. Nothing shown until there is one, or if it cannot be read. */
export function UsedCoupons({ market }: { market: Pick<MarketProfile, 'numberLocale' | 'currency'> }) {
  const list = useUsedCoupons();
  const used = useSelector(list, selectItems<Coupon>);
  if (used.length === 0) return null;
  return (
    <details className="used-coupons">
      <summary>
        <Trans>Used coupons ({used.length})</Trans>
      </summary>
      <ul>
        {used.map((coupon) => (
          <li key={coupon.couponId}>
            <CouponName kind={coupon.kind} /> <Money value={coupon.amount} market={market} />
            {typeof coupon.usedAt === 'number' ? (
              <>
                {' '}
                <Trans>used on</Trans> <DateText value={coupon.usedAt} market={market} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
