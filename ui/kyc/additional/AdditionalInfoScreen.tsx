import { useAreaCatalog } from '../../app/i18n';
import { useAdditionalInfoActor } from '../kyc.wiring';
import { AdditionalInfoView } from './AdditionalInfoView';

/** Route `/auth/additionalInfomation` (order step 11). */
export default function AdditionalInfoScreen() {
  useAreaCatalog('kyc');
  return <AdditionalInfoView actor={useAdditionalInfoActor()} />;
}
