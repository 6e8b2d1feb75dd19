import { useAreaCatalog } from '../../app/i18n';
import { usePrefetchNextStep } from '../../app/usePrefetchNextStep';
import { useQuestionnaireActor } from '../kyc.wiring';
import { QuestionnaireView } from './QuestionnaireView';

/** Route `/auth/loan_question`. */
export default function QuestionnaireScreen() {
  useAreaCatalog('kyc');
  usePrefetchNextStep();
  return <QuestionnaireView actor={useQuestionnaireActor()} />;
}
