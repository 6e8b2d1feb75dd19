import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { BankCardField } from '../../../machines/bankCard/bankCard.types';
import { BankCardView } from '../../../ui/kyc/bankCard/BankCardView';
import bankCardFlows from '../../flows/machines/bankCard.flows';
import { describeViewFlows } from '../../flows/views';
import { dontSeeOffline, dontSeeProblems, seeNextStepRetry, seeOffline, seeSubmitBusy, seeSubmitError, seeSubmitReady, submitButton, enterValue, leaveField } from './kycFramePage';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const LABELS: Record<BankCardField, RegExp> = {
  bankCode: /^Bank$/,
  cardType: /^Card type$/,
  accountNumber: /^(Account number \(10 digits\)|CLABE \(18 digits\)|Card number \(16 digits\))$/,
  accountNumberConfirm: /^Confirm the number$/,
  holderName: /^Card holder$/,
  bvn: /^BVN/,
  curp: /^CURP$/,
  validPeriod: /^Valid until \(MM\/YY\)$/,
  cvc: /^CVC \(optional\)$/,
};

const field = (name: BankCardField) => screen.queryByLabelText(LABELS[name]) as HTMLInputElement | HTMLSelectElement | null;
const BUNDLED_NOTE = /The latest bank list could not be loaded/;

describeViewFlows(bankCardFlows, {
  render: (actor) => (
    <I18nProvider i18n={i18n}>
      <BankCardView actor={actor} />
    </I18nProvider>
  ),
  drive: {
    'field.changed': async ({ user, event, actor }) => {
      const element = field(event.field);
      // A field of the other market, or the bank picker while the list loads: straight to the actor.
      if (!element || element.disabled) return actor.send(event);
      await enterValue(user, element, event.value);
    },
    'field.blurred': ({ user, event }) => leaveField(user, field(event.field)!),
    'form.submitted': ({ user }) => user.click(submitButton()),
    'account.confirmed': ({ user }) => user.click(screen.getByRole('button', { name: 'Add this account' })),
    'account.changeRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Change details' })),
    'nextStep.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
  },
  stateAssertions: {
    // Transient (left at once): never rendered.
    'form.starting': () => {},
    'form.loadingBanks': () => {
      expect(field('bankCode')).toBeDisabled();
      expect(screen.getByRole('option', { name: 'Loading banks…' })).toBeInTheDocument();
    },
    'form.editing': ({ snapshot }) => {
      seeSubmitReady(snapshot.matches({ connectivity: 'offline' }));
      if (snapshot.context.market === 'ng') {
        // The server's banks, or the bundled list with a note saying so.
        expect(screen.queryByText(BUNDLED_NOTE) !== null).toBe(snapshot.context.bankListSource === 'bundled');
        expect(screen.getAllByRole('option').length).toBe(snapshot.context.bankListSource === 'server' ? 3 : 65);
      } else {
        expect(field('cardType')).toHaveValue(snapshot.context.fields.cardType);
      }
    },
    'form.checkingAccount': () => seeSubmitBusy(),
    'form.confirmingAccount': ({ snapshot }) => {
      expect(screen.getByTestId('resolved-account-name')).toHaveTextContent('ADA OKAFOR');
      expect(screen.getByTestId('resolved-bank-name')).toHaveTextContent('Zenith Bank');
      // Adding waits for the connection like Submit does.
      const add = screen.getByRole('button', { name: 'Add this account' });
      if (snapshot.matches({ connectivity: 'offline' })) expect(add).toBeDisabled();
      else expect(add).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    },
    'form.accountCheckFailed': ({ snapshot }) => seeSubmitError(snapshot.context.submitError),
    'form.reconciling': () => {
      expect(screen.getByText('Checking whether your card was added…')).toBeVisible();
      seeSubmitBusy();
    },
    'form.submitting': () => seeSubmitBusy(),
    'form.failed': ({ snapshot }) => {
      seeSubmitError(snapshot.context.submitError);
      // Values kept for a resubmission (the same key when the answer was lost).
      expect(field('holderName')).toHaveValue('Ada Okafor');
    },
    'form.findingNextStep': () => {
      seeSubmitBusy();
      expect(field('accountNumber')).toHaveValue('');
    },
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
