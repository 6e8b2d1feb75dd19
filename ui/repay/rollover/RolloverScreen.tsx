import { useSearchParams } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { useRolloverActor } from '../repay.wiring';
import { RolloverView } from './RolloverView';

export function RolloverScreen({ confirmStep }: { confirmStep: boolean }) {
  useAreaCatalog('repay');
  const [params] = useSearchParams();
  const actor = useRolloverActor(params.get('orderNo'));
  return <RolloverView actor={actor} market={useMarket()} confirmStep={confirmStep} />;
}

/** `/repay/exhibition_period_detail`: the offer and comparison. */
export default function ExtensionDetailScreen() {
  return <RolloverScreen confirmStep={false} />;
}

/** `/repay/confirm_exhibition`: the same flow, titled as the confirmation step (here, not a chunk of its own). */
export function ConfirmExtensionScreen() {
  return <RolloverScreen confirmStep />;
}
