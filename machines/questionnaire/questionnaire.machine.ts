/**
 * The credit-history questionnaire (SPEC section 3, 11 questions, all required). Regions:
 * - `form`: editing -> submitting -> findingNextStep -> done (machines/shared/submitStep); a refusal lands in `failed`
 *   (answers kept, Submit again). When the answer is lost (FAULTS F2) the outcome is unknown:
 *   `reconciling` reads the latest order and moves on if it left Question (17), else lands in failed
 *   (machines/shared/reconcileStep). Submit with a question unanswered stays in editing and reveals
 *   the messages ('answer questions first'). `submitting` ignores Submit: one POST per tap burst.
 * - `connectivity`: Submit is refused while offline.
 */
import { and, assign, fromCallback, setup } from 'xstate';
import { QUESTION_IDS } from '../../services/options/questionnaire';
import { questionnaireSchema } from '../../services/validation/schemas/questionnaire';
import { validateForm } from '../../services/validation/schemas/validateForm';
import { notProvided } from '../shared/notProvided';
import { reconcileGuards, reconcilingState, type SavedCheck } from '../shared/reconcileStep';
import type { NextStep, SubmitOutcome } from '../shared/submitError';
import { connectivityRegion, submitStepActions, submitStepGuards, submitStepStates } from '../shared/submitStep';
import type { Answers, QuestionnaireContext, QuestionnaireEvent, QuestionnaireInput, SaveQuestionnaireInput } from './questionnaire.types';
import { CONNECTIVITY_INVOKE } from '../shared/draftChildren';

export function emptyAnswers(): Answers {
  return Object.fromEntries(QUESTION_IDS.map((id) => [id, ''])) as Answers;
}

export function unansweredQuestions(context: Pick<QuestionnaireContext, 'market' | 'answers'>): string[] {
  const result = validateForm(questionnaireSchema({ market: context.market }), context.answers);
  return result.ok ? [] : Object.keys(result.errors);
}

export const questionnaireMachine = setup({
  types: {
    context: {} as QuestionnaireContext,
    events: {} as QuestionnaireEvent,
    input: {} as QuestionnaireInput,
  },
  actors: {
    saveQuestionnaire: notProvided<SubmitOutcome, SaveQuestionnaireInput>('saveQuestionnaire'),
    checkAnswersSaved: notProvided<SavedCheck>('checkAnswersSaved'),
    findNextStep: notProvided<NextStep>('findNextStep'),
    watchConnectivity: fromCallback(() => undefined),
  },
  guards: {
    ...submitStepGuards,
    ...reconcileGuards,
    isComplete: ({ context }) => unansweredQuestions(context).length === 0,
  },
  actions: {
    assignAnswer: assign(({ context, event }) =>
      event.type === 'answer.chosen' ? { answers: { ...context.answers, [event.question]: event.value } } : {},
    ),
    revealUnanswered: assign({ revealed: true }),
    ...submitStepActions<QuestionnaireContext, QuestionnaireEvent>(),
  },
}).createMachine({
  id: 'questionnaire',
  type: 'parallel',
  context: ({ input }) => ({ market: input.market, answers: { ...emptyAnswers(), ...input.answers }, revealed: false, submitError: null, nextRoute: null }),
  invoke: CONNECTIVITY_INVOKE,
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'answer.chosen': { actions: 'assignAnswer' },
            'form.submitted': [
              { guard: and(['isOnline', 'isComplete']), target: 'submitting' },
              { actions: 'revealUnanswered' },
            ],
          },
        },
        ...reconcilingState('checkAnswersSaved'),
        ...submitStepStates({
          submitActor: 'saveQuestionnaire',
          submitInput: (context: QuestionnaireContext): SaveQuestionnaireInput => ({ answers: context.answers }),
          editEvent: 'answer.chosen',
          editAction: 'assignAnswer',
          // No answer: the server may have saved them. Find out before offering to send them again.
          faultTarget: 'reconciling',
        }),
      },
    },
    connectivity: connectivityRegion,
  },
});
