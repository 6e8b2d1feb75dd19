import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import orderFlows from '../../flows/machines/order.flows';
import { describeViewFlows } from '../../flows/views';
import { seeFieldsLocked, seeTextFieldsOpen } from '../fieldsLocked';
import { HomeView } from '../../../ui/loan/home/HomeScreen';
import { renderLoanElement } from './renderLoan';

const NOW = Date.UTC(2026, 10, 21, 12);
const heading = () => screen.getByRole('heading', { level: 1 });

describeViewFlows(orderFlows, {
  render: (actor) => renderLoanElement(<HomeView actor={actor} now={() => NOW} />),
  drive: {
    // Offered as a button while failed, waiting or stalled; elsewhere the screen refreshes when it is opened again.
    'order.refreshRequested': async ({ user, actor, event }) => {
      const refresh =
        screen.queryByRole('button', { name: 'Refresh' }) ??
        screen.queryByRole('button', { name: 'Check now' }) ??
        screen.queryByRole('button', { name: 'Check again' });
      if (refresh) await user.click(refresh);
      else actor.send(event);
    },
    'order.cardEditCancelled': async ({ user }) => user.click(screen.getByRole('button', { name: 'Cancel' })),
    'order.cardBankChanged': async ({ user, event }) => user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), event.code),
  },
  stateAssertions: {
    starting: () => undefined,
    routing: () => undefined,
    visitor: () => expect(heading()).toHaveTextContent('Cash in minutes, straight to your bank account'),
    loading: () => expect(screen.getByRole('status')).toHaveTextContent('Loading your loan…'),
    failed: () => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled(),
    unknownStep: () => expect(screen.getByRole('alert')).toHaveTextContent('We could not show your loan. Please refresh.'),
    ready: () => expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled(),
    'assessing.waiting': () => expect(heading()).toHaveTextContent('We are reviewing your application'),
    'assessing.polling': () => expect(screen.getByRole('list', { name: 'What happens next' })).toBeVisible(),
    'disbursing.waiting': () => expect(heading()).toHaveTextContent('Your money is on its way'),
    'disbursing.polling': () => expect(screen.getByRole('button', { name: 'Check now' })).toBeVisible(),
    'assessing.stalled': () => expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled(),
    'disbursing.stalled': () =>
      expect(screen.getByText('We are still waiting for an update on your loan. Press Check again to see the latest status.')).toBeVisible(),
    'payFailed.showing': () => expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled(),
    'payFailed.editing.editingCard': () => {
      expect(screen.getByRole('textbox', { name: 'New bank account number' })).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Bank' })).toBeEnabled();
      seeTextFieldsOpen();
    },
    'payFailed.editing.savingCard': () => {
      expect(screen.getByRole('button', { name: 'Save and send again' })).toBeBusy();
      seeFieldsLocked();
    },
  },
});
