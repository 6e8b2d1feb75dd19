// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { createElement } from 'react';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { describeViewFlows } from '../views';
import sampleFlows from './samples/orderSample.flows';
import { OrderSampleView } from './samples/OrderSampleView';

// The sample's view along every walked path; borrower actions go through the UI.
describeViewFlows(sampleFlows, {
  render: (actor) => createElement(OrderSampleView, { actor }),
  drive: {
    'order.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'form.edited': async ({ user, event }) => {
      const field = screen.getByRole('textbox', { name: 'Name' });
      await user.clear(field);
      if (event.value) await user.type(field, event.value);
    },
    'form.submitted': ({ user }) => user.click(screen.getByRole('button', { name: 'Submit' })),
  },
  stateAssertions: {
    loading: () => expect(screen.getByRole('progressbar', { name: 'Loading order' })).toBeInTheDocument(),
    empty: () => expect(screen.getByText('No order yet')).toBeInTheDocument(),
    failed: () => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled(),
    'form.editing': ({ snapshot }) => {
      expect(screen.getByText('Order o-1')).toBeInTheDocument();
      const submit = screen.getByRole('button', { name: 'Submit' });
      if (snapshot.context.draft) expect(submit).toBeEnabled();
      else expect(submit).toBeDisabled();
    },
    'form.submitting': () => expect(screen.getByRole('progressbar', { name: 'Sending' })).toBeInTheDocument(),
    done: () => expect(screen.getByText('All done')).toBeInTheDocument(),
  },
});
