/**
 * The credit-history questionnaire (SPEC section 3, 11 questions, all required). Regions:
 * - `form`: editing -> submitting -> findingNextStep -> done; a refusal or fault lands in `failed`
 *   (answers kept, Submit again). Submit with a question unanswered stays in editing and reveals
 *   the messages ('answer questions first'). `submitting` ignores Submit: one POST per tap burst.
 * - `connectivity`: Submit is refused while offline.
 */
import { and, assign, fromCallback, setup, stateIn } from 'xstate';
import { QUESTION_IDS } from '../../services/options/questionnaire';
import { questionnaireSchema } from '../../services/validation/schemas/questionnaire';
import { validateForm } from '../../services/validation/schemas/validateForm';
import { notProvided } from '../shared/notProvided';
import { businessErrorFrom, faultFrom, type NextStep, type SubmitOutcome } from '../shared/submitError';
import type { Answers, QuestionnaireContext, QuestionnaireEvent, QuestionnaireInput, SaveQuestionnaireInput } from './questionnaire.types';

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
    findNextStep: notProvided<NextStep>('findNextStep'),
    watchConnectivity: fromCallback(() => undefined),
  },
  guards: {
    isOnline: stateIn({ connectivity: 'online' }),
    isComplete: ({ context }) => unansweredQuestions(context).length === 0,
    isAccepted: (_, outcome: SubmitOutcome) => outcome.ok,
  },
  actions: {
    assignAnswer: assign(({ context, event }) =>
      event.type === 'answer.chosen' ? { answers: { ...context.answers, [event.question]: event.value } } : {},
    ),
    revealUnanswered: assign({ revealed: true }),
    clearSubmitError: assign({ submitError: null }),
    assignSubmitRefusal: assign((_, outcome: SubmitOutcome) => ({ submitError: businessErrorFrom(outcome) })),
    assignSubmitFault: assign((_, error: unknown) => ({ submitError: faultFrom(error) })),
    assignNextRoute: assign((_, next: NextStep) => ({ nextRoute: next.route })),
    navigateToNextStep: (_, _params: { route: string | null }) => undefined,
  },
}).createMachine({
  id: 'questionnaire',
  type: 'parallel',
  context: ({ input }) => ({ market: input.market, answers: { ...emptyAnswers(), ...input.answers }, revealed: false, submitError: null, nextRoute: null }),
  invoke: { src: 'watchConnectivity' },
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
        submitting: {
          tags: ['busy'],
          entry: 'clearSubmitError',
          invoke: {
            src: 'saveQuestionnaire',
            input: ({ context }) => ({ answers: context.answers }),
            onDone: [
              { guard: { type: 'isAccepted', params: ({ event }) => event.output }, target: 'findingNextStep' },
              { target: 'failed', actions: { type: 'assignSubmitRefusal', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: { type: 'assignSubmitFault', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        failed: {
          on: {
            'answer.chosen': { target: 'editing', actions: 'assignAnswer' },
            'form.submitted': { guard: 'isOnline', target: 'submitting' },
          },
        },
        findingNextStep: {
          tags: ['busy'],
          invoke: {
            src: 'findNextStep',
            onDone: { target: 'done', actions: { type: 'assignNextRoute', params: ({ event }) => event.output } },
            onError: 'nextStepFailed',
          },
        },
        nextStepFailed: { on: { 'nextStep.retryRequested': 'findingNextStep' } },
        done: { entry: { type: 'navigateToNextStep', params: ({ context }) => ({ route: context.nextRoute }) } },
      },
    },
    connectivity: {
      initial: 'online',
      states: {
        online: { on: { 'network.wentOffline': 'offline' } },
        offline: { on: { 'network.cameOnline': 'online' } },
      },
    },
  },
});
