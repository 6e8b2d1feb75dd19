import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { selectAppliedCouponId, selectIsCouponPosting } from '../../../machines/coupons/coupons.selectors';
import { selectDetail } from '../../../machines/repayment/repayment.selectors';
import type { PayableMethod } from '../../../machines/repayment/repayment.types';
import type { Amount } from '../../../services/api/endpoints/repay';
import { useAreaCatalog } from '../../app/i18n';
import { useAppServices } from '../../app/ServicesContext';
import { useMarket } from '../../app/useMarket';
import { CouponsPanel } from '../coupons/CouponsPanel';
import { UsedCoupons } from '../coupons/UsedCoupons';
import { useCouponsActor, useRepaymentActor } from '../repay.wiring';
import { RepayView } from './RepayView';

interface CouponsProps {
  /** The loan coupons pay towards; null once it is paid off (they are kept for the next one). */
  orderNo: string | null;
  locked: boolean;
  onBalanceChanged: () => void;
  /** Tells the screen while a draw or a coupon's use is on its way (the methods wait for it). */
  onInUse: (inUse: boolean) => void;
  /** What is still owed: a coupon worth more pays only this much. */
  owed: Amount;
}

function Coupons({ orderNo, locked, onBalanceChanged, onInUse, owed }: CouponsProps) {
  const actor = useCouponsActor(orderNo, onBalanceChanged);
  const inUse = useSelector(actor, selectIsCouponPosting);
  useEffect(() => {
    onInUse(inUse);
    return () => onInUse(false);
  }, [inUse, onInUse]);
  const market = useMarket();
  const applied = useSelector(actor, selectAppliedCouponId);
  // Read again once a coupon is used, so the record includes it.
  return (
    <CouponsPanel
      actor={actor}
      market={market}
      locked={locked}
      nextLoan={orderNo === null}
      owed={owed}
      usedCoupons={<UsedCoupons key={applied ?? ''} market={market} />}
    />
  );
}

/** `/repay/repay_detail` (no method) and the method screens `/repay/repay_stp`, `/repay/repay_oxxo`. */
export function RepayScreen({ method = null }: { method?: PayableMethod | null }) {
  useAreaCatalog('repay');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const market = useMarket();
  const { now } = useAppServices();
  const actor = useRepaymentActor(orderNo, method);
  const [couponInUse, setCouponInUse] = useState(false);
  const readBalanceAgain = () => actor.send({ type: 'repayment.balanceChanged' });
  const owed = useSelector(actor, selectDetail)?.unrepaidAmount ?? null;
  return (
    <RepayView
      actor={actor}
      market={market}
      screenMethod={method}
      couponInUse={couponInUse}
      now={now}
      renderCoupons={(no, locked) => <Coupons key={no ?? ''} orderNo={no} locked={locked} onBalanceChanged={readBalanceAgain} onInUse={setCouponInUse} owed={no ? owed : null} />}
    />
  );
}

export default function RepayDetailScreen() {
  return <RepayScreen />;
}

// The method screens live here, not in files of their own: a chunk of a few lines each costs more than it saves.
/** `/repay/repay_stp`. */
export function StpScreen() {
  return <RepayScreen method="stpTransfer" />;
}

/** `/repay/repay_oxxo`. */
export function OxxoScreen() {
  return <RepayScreen method="oxxoCash" />;
}
