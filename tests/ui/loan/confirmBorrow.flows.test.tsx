import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import confirmBorrowFlows from '../../flows/machines/confirmBorrow.flows';
import { describeViewFlows } from '../../flows/views';
import { seeFieldsLocked } from '../fieldsLocked';
import { ConfirmBorrowView } from '../../../ui/loan/borrow/ConfirmBorrowScreen';
import { renderLoanElement } from './renderLoan';
import { submitErrorText } from './submitErrorText';
import { spokenStatus, spokenStatuses } from '../liveRegions';

// The flows' offer is at step 18 (GetMoney): the screen asks for the payout.
const getMoney = () => screen.getByRole('button', { name: 'Get money' });
const agreement = () => screen.getByRole('checkbox', { name: 'I have read and accept the loan agreement' });
const heading = () => screen.getByRole('heading', { level: 1 });
const expectNoFormYet = () => {
  expect(spokenStatus()).toHaveTextContent('Loading…');
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Get money' })).toBeNull();
};

describeViewFlows(confirmBorrowFlows, {
  render: (actor) => renderLoanElement(<ConfirmBorrowView actor={actor} />),
  drive: {
    'confirm.agreementToggled': async ({ user, actor, event }) => {
      // A tap flips the box: one that is already as asked can only be "set" by the event itself.
      if ((agreement() as HTMLInputElement).checked !== event.accepted) await user.click(agreement());
      else actor.send(event);
    },
    'confirm.submitted': ({ user }) => user.click(getMoney()),
    'confirm.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
  },
  stateAssertions: {
    // The latest order and the offer are read at once; the form waits for both (FAULTS F28): a
    // restored route never shows a stale form.
    'opening.order.reading': () => expectNoFormYet(),
    'opening.order.awaitingConfirmation': () => expectNoFormYet(),
    'opening.offer.reading': () => expectNoFormYet(),
    'opening.offer.read': () => expectNoFormYet(),
    failed: ({ snapshot }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(submitErrorText(snapshot.context.error!));
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('checkbox')).toBeNull();
    },
    reviewing: ({ snapshot }) => {
      const { agreementAccepted, errorCode, error } = snapshot.context;
      expect(heading()).toHaveTextContent('Get your money');
      expect(screen.getByText('You receive')).toBeVisible();
      expect(screen.getByText('Yearly cost (APR)')).toBeVisible();
      if (agreementAccepted) expect(agreement()).toBeChecked();
      else expect(agreement()).not.toBeChecked();
      expect(agreement()).toBeEnabled();
      expect(getMoney()).toBeEnabled();
      const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
      const expected = [
        ...(errorCode === 'agreementRequired' ? ['Agreement must be accepted'] : []),
        ...(error ? [submitErrorText(error)] : []),
      ];
      expect(alerts).toEqual(expected);
    },
    submitting: () => {
      expect(getMoney()).toBeBusy();
      expect(agreement()).toBeChecked();
      seeFieldsLocked();
    },
    verifying: () => {
      expect(spokenStatus()).toHaveTextContent('Checking your application…');
      expect(getMoney()).toBeBusy();
      seeFieldsLocked();
    },
    // A refusal: the order is read before it is shown, so an offer that expired meanwhile leaves instead.
    checkingRefusal: () => {
      expect(getMoney()).toBeBusy();
      expect(screen.queryAllByRole('alert')).toEqual([]);
      seeFieldsLocked();
    },
    following: () => {
      expect(getMoney()).toBeBusy();
      expect(spokenStatuses()).toEqual([]);
      seeFieldsLocked();
    },
    // The wiring navigates to the order's next screen; until it unmounts nothing can be tapped again.
    // An order that moved on before the offer was shown (expired, lent) never showed the form.
    done: ({ snapshot }) => {
      if (snapshot.context.offer) {
        expect(getMoney()).toBeBusy();
        seeFieldsLocked();
      } else expect(screen.queryByRole('button', { name: /Get money|Submit application/ })).toBeNull();
    },
  },
});
