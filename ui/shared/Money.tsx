import type { MarketProfile } from '../../services/markets/markets';
import { formatMoney } from './money';

/** An amount in the market's currency; `—` when the amount is unusable. */
export function Money({ value, market }: { value: unknown; market: Pick<MarketProfile, 'numberLocale' | 'currency'> }) {
  return <span className="money">{formatMoney(value, market)}</span>;
}
