import { useAreaCatalog } from '../../app/i18n';
import { useIdentityActor } from '../kyc.wiring';
import { IdentityView } from './IdentityView';

/** Route `/auth/id_card_authentication`. */
export default function IdentityScreen() {
  useAreaCatalog('kyc');
  return <IdentityView actor={useIdentityActor()} />;
}
