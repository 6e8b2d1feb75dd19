import { useAreaCatalog } from '../../app/i18n';
import { usePrefetchNextStep } from '../../app/usePrefetchNextStep';
import { useAdditionalInfoActor } from '../kyc.wiring';
import { AdditionalInfoView } from './AdditionalInfoView';

/** Route `/auth/additionalInfomation` (order step 11). */
export default function AdditionalInfoScreen() {
  useAreaCatalog('kyc');
  usePrefetchNextStep();
  return <AdditionalInfoView actor={useAdditionalInfoActor()} />;
}
