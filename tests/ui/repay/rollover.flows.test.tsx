import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { markets } from '../../../services/markets/markets';
import rolloverFlows from '../../flows/machines/rollover.flows';
import { describeViewFlows } from '../../flows/views';
import { RolloverView } from '../../../ui/repay/rollover/RolloverView';
import { renderRepayElement } from './renderRepay';
import { repayErrorText } from './repayErrorText';

// One walked path polls twenty times (the bounded wait, then "check again"): give it time on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const extend = () => screen.getByRole('button', { name: 'Pay the fee and extend' });
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

function expectPending(text: RegExp) {
  expect(screen.getByRole('heading', { name: 'Extension pending' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent(text);
  // Only the server's "success" changes the due date: no second "extend" while the fee is pending.
  expect(screen.queryByRole('button', { name: 'Pay the fee and extend' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Loan extended' })).toBeNull();
  // The fee may take a while: the borrower can go back to the repayment screen meanwhile.
  expect(screen.getByRole('link', { name: 'Back to repayment' })).toBeVisible();
}

describeViewFlows(rolloverFlows, {
  render: (actor) => renderRepayElement(<RolloverView actor={actor} market={markets.mx} confirmStep={false} />),
  drive: {
    'rollover.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'rollover.confirmed': ({ user }) => user.click(extend()),
    'rollover.checkRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Check again' })),
  },
  stateAssertions: {
    loading: () => {
      // No days named before the offer says how many.
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Extend your loan$/);
      expect(screen.getByRole('status')).toHaveTextContent('Loading the extension offer…');
      expect(screen.queryByRole('table')).toBeNull();
    },
    failed: ({ snapshot }) => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Extend your loan$/);
      expect(alertTexts()).toEqual([repayErrorText(snapshot.context.error!)]);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(screen.queryByRole('table')).toBeNull();
    },
    unavailable: ({ snapshot }) => {
      expect(alertTexts()).toEqual([repayErrorText(snapshot.context.error!)]);
      expect(screen.getByRole('link', { name: 'Back to repayment' })).toHaveAttribute('href', '/repay/repay_detail');
      expect(screen.queryByRole('button', { name: 'Pay the fee and extend' })).toBeNull();
    },
    comparing: ({ snapshot }) => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Extend your loan by 7 days');
      expect(screen.getByRole('table', { name: 'Repay now or extend: what each costs' })).toBeVisible();
      expect(screen.getByRole('columnheader', { name: 'Extend 7 days' })).toBeVisible();
      expect(extend()).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Repay now instead' })).toHaveAttribute('href', '/repay/repay_detail?orderNo=LN1');
      const { error } = snapshot.context;
      expect(alertTexts()).toEqual(error ? [repayErrorText(error)] : []);
    },
    confirming: () => {
      expect(extend()).toBeBusy();
      expect(alertTexts()).toEqual([]);
    },
    'awaitingFee.checking': () => {
      expectPending(/We are waiting for the fee payment to be confirmed/);
      // Busy, not disabled: the borrower who tapped it keeps the focus on it.
      expect(screen.getByRole('button', { name: 'Check again' })).toBeBusy();
      expect(screen.getByRole('button', { name: 'Check again' })).not.toBeDisabled();
    },
    // Between checks the borrower who has just paid can check at once.
    'awaitingFee.waiting': () => {
      expectPending(/We are waiting for the fee payment to be confirmed/);
      expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
    },
    'awaitingFee.gaveUp': () => {
      expectPending(/We have not received the fee yet/);
      expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
    },
    extended: ({ snapshot }) => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loan extended');
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('Your new due date is');
      // The extension's answer, or (its answer lost, the due date moved since) the loan's due date now.
      const dueDate = snapshot.context.extensionOrderNo === null ? '2026-12-01' : '2026-12-08';
      expect(status.querySelector('time')).toHaveAttribute('datetime', expect.stringMatching(new RegExp(`^${dueDate}`)));
      expect(screen.getByRole('link', { name: 'Back to repayment' })).toHaveAttribute('href', '/repay/repay_detail?orderNo=LN1');
    },
  },
});
