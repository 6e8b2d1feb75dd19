import type { SnapshotFrom } from 'xstate';
import { creditQuestionnaire, type QuestionId } from '../../services/options/questionnaire';
import { unansweredQuestions, type questionnaireMachine } from './questionnaire.machine';

export type QuestionnaireSnapshot = SnapshotFrom<typeof questionnaireMachine>;

export const selectAnswers = (s: QuestionnaireSnapshot) => s.context.answers;
/** Unanswered questions, shown once Submit was pressed. */
export const selectShownUnanswered = (s: QuestionnaireSnapshot): readonly QuestionId[] =>
  s.context.revealed ? (unansweredQuestions(s.context) as QuestionId[]) : [];
export const selectIsBusy = (s: QuestionnaireSnapshot) => s.hasTag('busy');
export const selectIsOffline = (s: QuestionnaireSnapshot) => s.matches({ connectivity: 'offline' });
export const selectSubmitError = (s: QuestionnaireSnapshot) => (s.matches({ form: 'failed' }) ? s.context.submitError : null);
export const selectNextStepFailed = (s: QuestionnaireSnapshot) => s.matches({ form: 'nextStepFailed' });
/** The answer to the save was lost: the app is asking the server whether it was saved (FAULTS F2). */
export const selectIsReconciling = (s: QuestionnaireSnapshot) => s.matches({ form: 'reconciling' });

/** The 11 questions of the borrower's market. */
export const selectQuestions = (s: QuestionnaireSnapshot) => creditQuestionnaire(s.context.market);
