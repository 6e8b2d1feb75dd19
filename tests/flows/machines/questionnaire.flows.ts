import { expect } from 'vitest';
import { defineFlows, type FlowsDefinition } from '../defineFlows';
import { toQuestionnaireDraft } from '../../../machines/questionnaire/questionnaire.draft';
import { questionnaireMachine, unansweredQuestions } from '../../../machines/questionnaire/questionnaire.machine';
import { draftReloadedIn } from '../reloadedDraft';

// Ten of the eleven questions answered; one event answers the last (see events).
const TEN_ANSWERED = {
  missedLoanLast6Months: 'no', inCreditBureau: 'yes', selfRatedCreditworthiness: 'good', currentLender: 'none',
  overdueLender: 'none', maxDaysLate: 'never', totalDebt: 'none', digitalLoansEver: '1', digitalLoansActive: '0',
  digitalLoansRepaidOnTime: '1',
};

export default defineFlows({
  machine: questionnaireMachine,
  input: { market: 'ng', answers: TEN_ANSWERED },
  // A reload while the answers were on their way: checked first, every answer kept.
  restored: [
    {
      name: 'reloaded mid-save',
      input: { market: 'ng', answers: TEN_ANSWERED },
      snapshot: draftReloadedIn(questionnaireMachine, { market: 'ng' }, 'submitting', { answers: { ...TEN_ANSWERED, digitalLoansOverdue: '0' } }, toQuestionnaireDraft),
    },
  ],
  actors: {
    saveQuestionnaire: { done: [{ ok: true }, { ok: false, code: 1401, msg: 'maxDaysLate: questionnaire.unanswered' }], error: [new Error('timeout')] },
    // After a lost answer: the order left Question (saved), it did not, or the check got no answer either.
    checkAnswersSaved: { done: [{ saved: true }, { saved: false }], error: [new Error('offline')] },
    findNextStep: { done: [{ route: '/bank_account/add_bankcard' }], error: [new Error('offline')] },
    watchConnectivity: {},
  },
  events: {
    // One event answers the last question; the walk starts from a machine with ten answered (see input).
    'answer.chosen': [{ type: 'answer.chosen', question: 'digitalLoansOverdue', value: '0' }],
    'form.submitted': [{ type: 'form.submitted' }],
    'nextStep.retryRequested': [{ type: 'nextStep.retryRequested' }],
    'network.wentOffline': [{ type: 'network.wentOffline' }],
    'network.cameOnline': [{ type: 'network.cameOnline' }],
  },
  assertions: {
    'form.editing': (s) => expect(s.hasTag('busy')).toBe(false),
    'form.submitting': (s) => expect(unansweredQuestions(s.context)).toEqual([]),
    'form.reconciling': (s) => expect([s.hasTag('busy'), s.context.submitError?.kind, unansweredQuestions(s.context)]).toEqual([true, 'fault', []]),
    'form.failed': (s) => expect(s.context.submitError).not.toBeNull(),
    'form.findingNextStep': (s) => expect(s.hasTag('busy')).toBe(true),
    'form.nextStepFailed': (s) => expect(s.can({ type: 'nextStep.retryRequested' })).toBe(true),
    'form.done': (s) => expect(s.context.nextRoute).toBe('/bank_account/add_bankcard'),
    'connectivity.online': (s) => expect(s.matches({ connectivity: 'online' })).toBe(true),
    'connectivity.offline': (s) => expect(s.matches({ connectivity: 'offline' })).toBe(true),
  } as FlowsDefinition<typeof questionnaireMachine>['assertions'],
  stateKey: (s) => ({ value: s.value, complete: unansweredQuestions(s.context).length === 0 }),
});
