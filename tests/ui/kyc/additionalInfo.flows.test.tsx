import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AdditionalField } from '../../../machines/additionalInfo/additionalInfo.types';
import { AdditionalInfoView } from '../../../ui/kyc/additional/AdditionalInfoView';
import additionalInfoFlows from '../../flows/machines/additionalInfo.flows';
import { describeViewFlows } from '../../flows/views';
import { dontSeeCheckingApplication, dontSeeOffline, dontSeeProblems, seeNextStepRetry, seeCheckingApplication, seeOffline, seeSubmitBusy, seeSubmitError, seeSubmitReady, submitButton, enterValue, leaveField } from './kycFramePage';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const LABELS: Record<AdditionalField, string> = {
  loanPurpose: 'Loan purpose',
  companyName: 'Company name',
  companyPhone: 'Company phone',
  designation: 'Designation',
  workAddress: 'Work address',
  workPostalCode: 'Work postal code (optional)',
  linkedin: 'LinkedIn profile (optional)',
  facebook: 'Facebook profile (optional)',
  curp: 'CURP',
  rfc: 'RFC (optional)',
  nss: 'NSS (optional)',
};

const field = (name: AdditionalField) => screen.queryByLabelText(LABELS[name]);

describeViewFlows(additionalInfoFlows, {
  render: (actor) => (
    <I18nProvider i18n={i18n}>
      <AdditionalInfoView actor={actor} />
    </I18nProvider>
  ),
  drive: {
    'field.changed': async ({ user, event, actor }) => {
      const element = field(event.field);
      // Nigeria has no CURP field: the walk's Mexican fixture goes to the actor there.
      if (!element) return actor.send(event);
      await enterValue(user, element, event.value);
    },
    'field.blurred': ({ user, event }) => leaveField(user, field(event.field)!),
    'form.submitted': ({ user }) => user.click(submitButton()),
    'nextStep.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
  },
  stateAssertions: {
    'form.editing': ({ snapshot }) => {
      seeSubmitReady(snapshot.matches({ connectivity: 'offline' }));
      expect(field('workAddress')).toBeVisible();
      expect(field('curp') !== null).toBe(snapshot.context.market === 'mx');
      // Submit pressed with the address missing: the field says so.
      const addressMissing = snapshot.context.revealed && snapshot.context.fields.workAddress === '';
      expect(screen.queryByText('Please input your work address') !== null).toBe(addressMissing);
    },
    'form.submitting': () => seeSubmitBusy(),
    // The answer was lost: the borrower is told the app is checking, values still on screen.
    'form.reconciling': () => {
      seeCheckingApplication();
      seeSubmitBusy();
      expect(field('companyName')).toHaveValue('Acme Ltd');
    },
    'form.failed': ({ snapshot }) => {
      seeSubmitError(snapshot.context.submitError);
      dontSeeCheckingApplication();
      expect(field('companyName')).toHaveValue('Acme Ltd');
    },
    'form.findingNextStep': () => seeSubmitBusy(),
    'form.nextStepFailed': () => seeNextStepRetry(),
    'form.done': ({ snapshot }) => {
      dontSeeProblems();
      seeSubmitBusy();
      if (snapshot.context.market === 'mx') expect(field('curp')).toHaveValue('');
    },
    'connectivity.online': () => dontSeeOffline(),
    'connectivity.offline': () => seeOffline(),
  },
});
