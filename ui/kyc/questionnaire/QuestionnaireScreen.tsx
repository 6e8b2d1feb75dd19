import { useAreaCatalog } from '../../app/i18n';
import { useQuestionnaireActor } from '../kyc.wiring';
import { QuestionnaireView } from './QuestionnaireView';

/** Route `/auth/loan_question`. */
export default function QuestionnaireScreen() {
  useAreaCatalog('kyc');
  return <QuestionnaireView actor={useQuestionnaireActor()} />;
}
