import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import cancellationFlows from '../../flows/machines/cancellation.flows';
import { describeViewFlows } from '../../flows/views';
import { seeFieldsLocked } from '../fieldsLocked';
import { CancellationView } from '../../../ui/loan/cancellation/CancellationScreen';
import { renderLoanElement } from './renderLoan';

describeViewFlows(cancellationFlows, {
  render: (actor) => renderLoanElement(<CancellationView actor={actor} />),
  drive: {
    'cancel.reasonChosen': async ({ user }) => user.click(screen.getByRole('radio', { name: 'Other reason' })),
    'cancel.submitted': async ({ user }) => user.click(screen.getByRole('button', { name: 'Cancel the loan' })),
    'cancel.retryRequested': async ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
  },
  stateAssertions: {
    checking: () => expect(screen.getByRole('status')).toHaveTextContent('Loading…'),
    failed: () => {
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
    notAllowed: () => expect(screen.getByText('This loan can no longer be cancelled.')).toBeVisible(),
    choosing: ({ snapshot }) => {
      expect(screen.getByRole('group', { name: 'Why do you want to cancel?' })).toBeVisible();
      for (const reason of screen.getAllByRole('radio')) expect(reason).toBeEnabled();
      // A failed try is said on the form, and stays there (not a toast that goes).
      const { error } = snapshot.context;
      // A refusal in the server's words; a fault as it was, never "not cancelled" (its outcome is unknown).
      const said =
        error?.kind === 'business'
          ? error.serverMessage || 'The loan could not be cancelled. Try again'
          : ({ offline: 'You appear to be offline', timeout: 'Request timed out. Your information is saved', network: 'Network failed, please try again' } as Record<string, string>)[error?.reason ?? ''] ?? 'Request failed, try again';
      const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
      if (error) expect(alerts).toContain(said);
      else expect(alerts).not.toContain(said);
    },
    submitting: () => {
      expect(screen.getByRole('button', { name: 'Cancel the loan' })).toBeBusy();
      seeFieldsLocked();
    },
    // The answer was lost: the order is read back before anything is offered again.
    reconciling: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Checking your application…');
      expect(screen.getByRole('button', { name: 'Cancel the loan' })).toBeBusy();
      seeFieldsLocked();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    cancelled: () => expect(screen.queryByRole('radio')).toBeNull(),
  },
});
