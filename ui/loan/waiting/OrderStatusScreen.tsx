import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { HomeView } from '../home/HomeScreen';
import { useNow, useOrderActor } from '../order.wiring';

/**
 * `/auth/review_tips`, `/borrow/lending`, `/borrow/pay_ment`: the latest order's status with its
 * timeline. The order machine polls while assessing or disbursing and stops when the screen goes.
 * These screens have no tab bar, so they end with a way home: the borrower may leave while the
 * order is assessed, and a rejection leaves nothing to do here. Home's Detail leads here, so this
 * screen leaves it out.
 */
export default function OrderStatusScreen() {
  useAreaCatalog('loan');
  const actor = useOrderActor();
  return (
    <HomeView actor={actor} now={useNow()} isOrderDetail>
      <Link className="button secondary" to="/">
        <Trans>Back to home</Trans>
      </Link>
    </HomeView>
  );
}
