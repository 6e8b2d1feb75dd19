import { useAreaCatalog } from '../../app/i18n';
import { HomeView } from '../home/HomeScreen';
import { useNow, useOrderActor } from '../order.wiring';

/**
 * `/auth/review_tips`, `/borrow/lending`, `/borrow/pay_ment`: the latest order's status with its
 * timeline. The order machine polls while assessing or disbursing and stops when the screen goes.
 */
export default function OrderStatusScreen() {
  useAreaCatalog('loan');
  const actor = useOrderActor();
  return <HomeView actor={actor} now={useNow()} />;
}
