import { Trans } from '@lingui/react/macro';
import type { Coupon } from '../../../services/api/endpoints/repay';

/** What a coupon is called: by its kind, or plainly "Coupon" for a kind added on the server since. */
export function CouponName({ kind }: { kind: Coupon['kind'] }) {
  if (kind === 'repayNow') return <Trans>Repay-now coupon</Trans>;
  if (kind === 'luckyDraw') return <Trans>Lucky-draw coupon</Trans>;
  return <Trans>Coupon</Trans>;
}
