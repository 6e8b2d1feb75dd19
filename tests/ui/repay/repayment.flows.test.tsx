import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { RepaymentMachine } from '../../../machines/repayment/repayment.machine';
import { markets } from '../../../services/markets/markets';
import repaymentFlows from '../../flows/machines/repayment.flows';
import { describeViewFlows } from '../../flows/views';
import { RepayView } from '../../../ui/repay/detail/RepayView';
import { formatMoney } from '../../../ui/shared/money';
import { renderRepayElement } from './renderRepay';
import { repayErrorText } from './repayErrorText';
import { spokenStatus, spokenStatuses } from '../liveRegions';

// One walked path polls twenty times (the bounded wait, then "check again"): give it time on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

// The flows choose SPEI: rendered as its own screen (`/repay/repay_stp`), where the method is a button.
const stp = () => screen.getByRole('button', { name: 'Bank transfer (SPEI to CLABE)' });
const checkAgain = () => screen.getByRole('button', { name: 'Check again' });
const copyClabe = () => screen.getByRole('button', { name: 'Copy CLABE' });
const paymentPage = () => screen.getByRole('link', { name: 'Open the payment page' });
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

function expectPending(text: RegExp) {
  expect(screen.getByRole('heading', { name: 'Payment pending' })).toBeVisible();
  expect(screen.getByText(text)).toBeVisible();
  // Pending is never "paid" (FAULTS F50).
  expect(screen.queryByText('Loan paid off')).toBeNull();
  expect(screen.getByRole('button', { name: 'Choose another method' })).toBeEnabled();
}

/** The balance last read and the method list, with the error or notice of the state. */
/** `readingBalance`: the balance is read again after a coupon, and the methods wait for it. */
function expectMethods(snapshot: SnapshotFrom<RepaymentMachine>, readingBalance = false) {
  const { error, notice, detail } = snapshot.context;
  const balance = within(screen.getByRole('region', { name: 'Amount to repay' }));
  expect(balance.getAllByText(formatMoney(detail!.unrepaidAmount, markets.mx))[0]).toBeVisible();
  expect(screen.getByRole('heading', { name: 'How do you want to pay?' })).toBeVisible();
  if (readingBalance) expect(stp()).toBeDisabled();
  else expect(stp()).toBeEnabled();
  expect(screen.queryByText('Updating your balance…') !== null).toBe(readingBalance);
  if (readingBalance) expect(screen.getByRole('button', { name: 'Cash at OXXO stores' })).toBeDisabled();
  else expect(screen.getByRole('link', { name: 'Cash at OXXO stores' })).toHaveAttribute('href', '/repay/repay_oxxo?orderNo=LN1');
  expect(alertTexts()).toEqual(error ? [repayErrorText(error)] : []);
  if (notice === 'partialReceived') {
    // It replaces the pending panel whose Check again had the focus: the focus lands on it (TalkBack reads it).
    expect(screen.getByText(/We received part of your payment/)).toHaveAttribute('data-focus-landing');
  }
}

describeViewFlows(repaymentFlows, {
  render: (actor) => renderRepayElement(<RepayView actor={actor} market={markets.mx} screenMethod="stpTransfer" />),
  drive: {
    'repayment.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    // While the detail loads there is no method list yet: only the screen's own method (its input) names one.
    'repayment.methodChosen': async ({ user, actor, event }) => {
      const button = screen.queryByRole('button', { name: 'Bank transfer (SPEI to CLABE)' });
      if (button) await user.click(button);
      else actor.send(event);
    },
    'repayment.copyRequested': ({ user }) => user.click(copyClabe()),
    'repayment.returned': ({ user }) => user.click(screen.getByRole('button', { name: 'I have paid' })),
    // The link opens the page outside the app (target _blank); the click is what the screen hears.
    'repayment.gatewayOpened': () => fireEvent.click(paymentPage()),
    'repayment.methodsShown': ({ user }) => user.click(screen.getByRole('button', { name: 'Choose another method' })),
    'repayment.checkRequested': ({ user }) => user.click(checkAgain()),
    // Sent by the repay screen's wiring when the coupons panel applies a coupon: no control of this view.
    'repayment.balanceChanged': ({ actor, event }) => actor.send(event),
  },
  stateAssertions: {
    loading: () => {
      expect(spokenStatus()).toHaveTextContent('Loading your loan…');
      expect(screen.queryByRole('button', { name: 'Bank transfer (SPEI to CLABE)' })).toBeNull();
    },
    failed: ({ snapshot }) => {
      expect(alertTexts()).toEqual([repayErrorText(snapshot.context.error!)]);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    'ready.idle': ({ snapshot }) => expectMethods(snapshot),
    // The balance is read again: the amount shown is the last one read, and no method starts meanwhile.
    'ready.refreshing': ({ snapshot }) => expectMethods(snapshot, true),
    preparing: ({ snapshot }) => {
      expect(screen.getByText('Preparing your payment details…')).toBeVisible();
      // The method tapped keeps the focus, at work; another is not chosen meanwhile.
      if (snapshot.context.method === 'stpTransfer') expect(stp()).toBeBusy();
      else expect(stp()).toBeDisabled();
    },
    'instructing.idle': ({ snapshot }) => {
      expect(screen.getByRole('heading', { name: 'How to pay' })).toBeVisible();
      if (snapshot.context.instructions?.kind === 'gateway') {
        expect(paymentPage()).toHaveAttribute('href', 'https://pay.example/PO1');
      } else {
        expect(screen.getByText('646180000000000005')).toBeVisible();
        expect(copyClabe()).toBeEnabled();
      }
      expect(screen.getByRole('button', { name: 'I have paid' })).toBeEnabled();
      // Always there (a live region inserted with its text is often not read), empty until a copy is done.
      expect(spokenStatuses().map((region) => region.textContent)).toEqual(snapshot.context.notice === 'copied' ? ['Copied'] : []);
      expect(alertTexts()).toEqual(snapshot.context.notice === 'copyFailed' ? ['Copy failed. Write the number down instead.'] : []);
      expect(screen.queryByRole('heading', { name: 'How do you want to pay?' })).toBeNull();
    },
    'instructing.copying': () => {
      expect(copyClabe()).toBeBusy();
      // The last copy's outcome is gone while this one runs: the same outcome is then read again.
      expect(spokenStatuses()).toEqual([]);
      expect(alertTexts()).toEqual([]);
    },
    'awaiting.checking': () => {
      expectPending(/We are waiting for your bank to confirm the payment/);
      // Busy, not disabled: the borrower who tapped it keeps the focus while it checks.
      expect(checkAgain()).toBeBusy();
    },
    'awaiting.waiting': () => {
      expectPending(/We are waiting for your bank to confirm the payment/);
      expect(checkAgain()).toBeEnabled();
    },
    'awaiting.gaveUp': () => {
      expectPending(/We have not received your payment yet/);
      expect(checkAgain()).toBeEnabled();
    },
    notRepayable: () => {
      expect(spokenStatus()).toHaveTextContent('There is nothing to repay on this loan.');
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('Amount to repay')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Bank transfer (SPEI to CLABE)' })).toBeNull();
    },
    paidOff: () => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loan paid off');
      expect(screen.getByRole('link', { name: 'Apply for your next loan' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    },
  },
});
