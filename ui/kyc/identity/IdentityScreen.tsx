import { useAreaCatalog } from '../../app/i18n';
import { usePrefetchNextStep } from '../../app/usePrefetchNextStep';
import { useIdentityActor } from '../kyc.wiring';
import { IdentityView } from './IdentityView';

/** Route `/auth/id_card_authentication`. */
export default function IdentityScreen() {
  useAreaCatalog('kyc');
  usePrefetchNextStep();
  return <IdentityView actor={useIdentityActor()} />;
}
