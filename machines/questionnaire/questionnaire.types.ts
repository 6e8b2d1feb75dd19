import type { QuestionId } from '../../services/options/questionnaire';
import type { Market } from '../../services/validation/market';
import type { NextStep, SubmitError, SubmitOutcome } from '../shared/submitError';

export type Answers = Record<QuestionId, string>;

export interface QuestionnaireInput {
  market: Market;
  /** Answers already known (e.g. a previous order's); the rest start unanswered. */
  answers?: Partial<Answers>;
}

export interface QuestionnaireContext {
  market: Market;
  answers: Answers;
  /** Submit was pressed: every unanswered question shows its message. */
  revealed: boolean;
  submitError: SubmitError | null;
  nextRoute: string | null;
}

export type QuestionnaireEvent =
  | { type: 'answer.chosen'; question: QuestionId; value: string }
  | { type: 'form.submitted' }
  | { type: 'nextStep.retryRequested' }
  | { type: 'network.wentOffline' }
  | { type: 'network.cameOnline' };

export type SaveQuestionnaireInput = { answers: Answers };
export type { NextStep, SubmitOutcome };
