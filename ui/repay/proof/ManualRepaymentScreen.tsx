import { useSearchParams } from 'react-router-dom';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { useRepaymentProofActor } from '../repay.wiring';
import { ProofView } from './ProofView';

/** `/repay/manual_repayment`. */
export default function ManualRepaymentScreen() {
  useAreaCatalog('repay');
  const [params] = useSearchParams();
  const actor = useRepaymentProofActor(params.get('orderNo'));
  return <ProofView actor={actor} market={useMarket()} />;
}
