import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { QuestionnaireView } from '../../../ui/kyc/questionnaire/QuestionnaireView';
import questionnaireFlows from '../../flows/machines/questionnaire.flows';
import { describeViewFlows } from '../../flows/views';
import { dontSeeCheckingApplication, dontSeeOffline, dontSeeProblems, seeNextStepRetry, seeCheckingApplication, seeOffline, seeSubmitBusy, seeSubmitError, seeSubmitReady, submitButton } from './kycFramePage';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describeViewFlows(questionnaireFlows, {
  render: (actor) => (
    <I18nProvider i18n={i18n}>
      <QuestionnaireView actor={actor} />
    </I18nProvider>
  ),
  drive: {
    'answer.chosen': ({ user, event }) => user.selectOptions(screen.getByRole('combobox', { name: /^11\./ }), event.value),
    'form.submitted': ({ user }) => user.click(submitButton()),
    'nextStep.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
  },
  stateAssertions: {
    'form.editing': ({ snapshot }) => {
      seeSubmitReady(snapshot.matches({ connectivity: 'offline' }));
      expect(screen.getAllByRole('combobox')).toHaveLength(11);
      // After a Submit with a question left, the borrower is told which (SPEC section 8 'unanswered questions remain').
      const unansweredShown = snapshot.context.revealed && snapshot.context.answers.digitalLoansOverdue === '';
      expect(screen.queryByText('Answer questions first: unanswered questions remain.') !== null).toBe(unansweredShown);
    },
    'form.submitting': () => seeSubmitBusy(),
    // The answer was lost: the borrower is told the app is checking, values still on screen.
    'form.reconciling': () => {
      seeCheckingApplication();
      seeSubmitBusy();
      expect(screen.getByRole('combobox', { name: /^11\./ })).toHaveValue('0');
    },
    'form.failed': ({ snapshot }) => {
      seeSubmitError(snapshot.context.submitError);
      dontSeeCheckingApplication();
      expect(screen.getByRole('combobox', { name: /^11\./ })).toHaveValue('0');
    },
    'form.findingNextStep': () => seeSubmitBusy(),
    'form.nextStepFailed': () => seeNextStepRetry(),
    // Saved and moving on: nothing to send again or edit while the next step opens.
    'form.done': () => {
      dontSeeProblems();
      seeSubmitBusy();
    },
    'connectivity.online': () => dontSeeOffline(),
    'connectivity.offline': () => seeOffline(),
  },
});
