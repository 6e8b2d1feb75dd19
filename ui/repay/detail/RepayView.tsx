import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { RepaymentMachine } from '../../../machines/repayment/repayment.machine';
import {
  selectCanCheck,
  selectCanChooseMethod,
  selectDetail,
  selectError,
  selectInstructions,
  selectIsCopying,
  selectIsReadingBalance,
  selectPreparingMethod,
  selectNotice,
  selectStatus,
} from '../../../machines/repayment/repayment.selectors';
import type { PayableMethod } from '../../../machines/repayment/repayment.types';
import type { MarketProfile } from '../../../services/markets/markets';
import { Button } from '../../shared/Button';
import { FOCUS_LANDING } from '../../shared/focusLanding';
import { ErrorText } from '../ErrorText';
import { DetailCard } from './DetailCard';
import { Instructions } from './Instructions';
import { MethodList } from './MethodList';
import { PaidOff } from './PaidOff';
import { PendingPanel } from './PendingPanel';
import { withOrderNo } from './methodLabels';

type Market = Pick<MarketProfile, 'numberLocale' | 'currency' | 'repaymentMethods' | 'extensionEnabled'>;

interface Props {
  actor: ActorRefFrom<RepaymentMachine>;
  market: Market;
  screenMethod: PayableMethod | null;
  /**
   * The coupons panel for the loaded order, shown with the methods (its own machine); `locked`
   * while a method is being prepared, whose amount a coupon applied meanwhile would make wrong.
   */
  renderCoupons?: (orderNo: string | null, locked: boolean) => ReactNode;
  /** A draw or a coupon's use is on its way: no method is started (or opened) until it is answered. */
  couponInUse?: boolean;
  /** The phone's time (the app's services): a cash reference past its time is shown as expired. */
  now?: () => number;
}

/** The repay detail and the method screens: balance, methods, instructions, pending, paid off. */
export function RepayView({ actor, market, screenMethod, renderCoupons, couponInUse = false, now }: Props) {
  const status = useSelector(actor, selectStatus);
  const detail = useSelector(actor, selectDetail);
  const instructions = useSelector(actor, selectInstructions);
  const error = useSelector(actor, selectError);
  const notice = useSelector(actor, selectNotice);
  const isCopying = useSelector(actor, selectIsCopying);
  const canCheck = useSelector(actor, selectCanCheck);
  const canChoose = useSelector(actor, selectCanChooseMethod) && !couponInUse;
  const readingBalance = useSelector(actor, selectIsReadingBalance);
  const preparing = useSelector(actor, selectPreparingMethod);
  const otherMethods = () => actor.send({ type: 'repayment.methodsShown' });

  if (status === 'paidOff') {
    // A draw left or a coupon won is kept for the next loan.
    return (
      <div className="screen">
        <PaidOff detail={detail} market={market} />
        {renderCoupons?.(null, true)}
      </div>
    );
  }
  return (
    <div className="screen">
      <h1><Trans>Repay your loan</Trans></h1>
      {/* One line from the first render: what the read found is said where "Loading" was. */}
      <p role="status">
        {status === 'loading' ? (
          <Trans>Loading your loan…</Trans>
        ) : status === 'notRepayable' ? (
          <Trans>There is nothing to repay on this loan. Home shows where your application stands.</Trans>
        ) : null}
      </p>
      {status === 'notRepayable' ? <Link className="button" to="/"><Trans>Back to home</Trans></Link> : null}
      {status === 'failed' ? (
        <>
          <ErrorText error={error} />
          <Button onClick={() => actor.send({ type: 'repayment.retryRequested' })}><Trans>Retry</Trans></Button>
        </>
      ) : null}
      {detail ? <DetailCard detail={detail} market={market} /> : null}
      {notice === 'partialReceived' ? (
        // It comes with the methods, as Check again goes: the focus lands on it, so TalkBack reads it.
        <p role="status" {...FOCUS_LANDING}><Trans>We received part of your payment. Please pay the rest by the due date.</Trans></p>
      ) : null}
      {status === 'ready' || status === 'preparing' ? (
        <>
          <ErrorText error={error} />
          <p role="status">{readingBalance ? <Trans>Updating your balance…</Trans> : null}</p>
          <MethodList
            methods={market.repaymentMethods}
            orderNo={detail?.orderNo || null}
            screenMethod={screenMethod}
            canChoose={canChoose}
            preparing={preparing}
            onChoose={(method) => actor.send({ type: 'repayment.methodChosen', method })}
          />
          {market.extensionEnabled && detail?.extensionEnabled ? (
            <Link className="button secondary" to={withOrderNo('/repay/exhibition_period_detail', detail.orderNo)}>
              <Trans>Need more time? Extend 7 days</Trans>
            </Link>
          ) : null}
          {detail?.orderNo && renderCoupons ? renderCoupons(detail.orderNo, status !== 'ready') : null}
        </>
      ) : null}
      <p role="status">{status === 'preparing' ? <Trans>Preparing your payment details…</Trans> : null}</p>
      {status === 'instructing' && instructions ? (
        <Instructions
          instructions={instructions}
          market={market}
          notice={notice}
          isCopying={isCopying}
          onCopy={(text) => actor.send({ type: 'repayment.copyRequested', text })}
          onPaid={() => actor.send({ type: 'repayment.returned' })}
          onGatewayOpened={() => actor.send({ type: 'repayment.gatewayOpened' })}
          onOtherMethods={otherMethods}
          now={now}
          onNewReference={() => {
            actor.send({ type: 'repayment.methodsShown' });
            actor.send({ type: 'repayment.methodChosen', method: 'oxxoCash' });
          }}
        />
      ) : null}
      {status === 'pending' || status === 'gaveUp' ? (
        <PendingPanel
          gaveUp={status === 'gaveUp'}
          canCheck={canCheck}
          onCheck={() => actor.send({ type: 'repayment.checkRequested' })}
          onOtherMethods={otherMethods}
        />
      ) : null}
    </div>
  );
}
