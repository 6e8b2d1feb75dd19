import { useAreaCatalog } from '../../app/i18n';
import { usePrefetchNextStep } from '../../app/usePrefetchNextStep';
import { LanguageToggle } from '../../shell/LanguageToggle';
import { usePersonalInfoActor } from '../kyc.wiring';
import { PersonalInfoView } from './PersonalInfoView';

/** Route `/auth/personal_infomation`. */
export default function PersonalInfoScreen() {
  useAreaCatalog('kyc');
  usePrefetchNextStep();
  const actor = usePersonalInfoActor();
  // The language can change mid-wizard: nothing unmounts, so the part and what was typed stay (FAULTS F47).
  return (
    <>
      <LanguageToggle />
      <PersonalInfoView actor={actor} />
    </>
  );
}
