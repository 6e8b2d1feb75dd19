import { useAreaCatalog } from '../../app/i18n';
import { usePersonalInfoActor } from '../kyc.wiring';
import { PersonalInfoView } from './PersonalInfoView';

/** Route `/auth/personal_infomation`. */
export default function PersonalInfoScreen() {
  useAreaCatalog('kyc');
  const actor = usePersonalInfoActor();
  return <PersonalInfoView actor={actor} />;
}
