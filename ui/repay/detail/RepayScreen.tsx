import { useSearchParams } from 'react-router-dom';
import type { PayableMethod } from '../../../machines/repayment/repayment.types';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { CouponsPanel } from '../coupons/CouponsPanel';
import { useCouponsActor, useRepaymentActor } from '../repay.wiring';
import { RepayView } from './RepayView';

function Coupons({ orderNo, locked, onApplied }: { orderNo: string; locked: boolean; onApplied: () => void }) {
  const actor = useCouponsActor(orderNo, onApplied);
  return <CouponsPanel actor={actor} market={useMarket()} locked={locked} />;
}

/** `/repay/repay_detail` (no method) and the method screens `/repay/repay_stp`, `/repay/repay_oxxo`. */
export function RepayScreen({ method = null }: { method?: PayableMethod | null }) {
  useAreaCatalog('repay');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const market = useMarket();
  const actor = useRepaymentActor(orderNo, method);
  const readBalanceAgain = () => actor.send({ type: 'repayment.balanceChanged' });
  return (
    <RepayView
      actor={actor}
      market={market}
      screenMethod={method}
      renderCoupons={(no, locked) => <Coupons key={no} orderNo={no} locked={locked} onApplied={readBalanceAgain} />}
    />
  );
}

export default function RepayDetailScreen() {
  return <RepayScreen />;
}
