// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { createElement } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeViewFlows, runViewPath, type ViewFlows } from '../views';
import sampleFlows from './samples/orderSample.flows';
import { OrderSampleView } from './samples/OrderSampleView';

// The sample's view along every walked path; borrower actions go through the UI.
const sampleViews: ViewFlows<typeof sampleFlows.machine> = {
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
};

const prepared = describeViewFlows(sampleFlows, sampleViews);

describe('views along the walked paths', () => {
  const retryPath = prepared.paths.find((p) => p.description.includes('order retry requested'));

  it('fails the path when the UI does not send the event the walk expects', async () => {
    // A Retry button wired to nothing: the borrower clicks, the machine never leaves failed.
    const broken: typeof sampleViews = {
      ...sampleViews,
      render: () => createElement('button', { type: 'button' }, 'Retry'),
      stateAssertions: { ...sampleViews.stateAssertions, loading: () => undefined },
    };
    expect(retryPath).toBeDefined();
    await expect(runViewPath(prepared, broken, retryPath!)).rejects.toThrow(
      'orderSample: after step 2 (order.retryRequested) the real actor is in failed, the walk expected loading',
    );
  });

  it('fails the path when a state does not show what its view assertion expects', async () => {
    const wrong: typeof sampleViews = {
      ...sampleViews,
      stateAssertions: { ...sampleViews.stateAssertions, failed: () => expect(screen.getByRole('alert')).toBeInTheDocument() },
    };
    await expect(runViewPath(prepared, wrong, retryPath!)).rejects.toThrow('orderSample: the view of state "failed" is wrong: Unable to find role="alert"');
  });
});
