import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import borrowFlows from '../../flows/machines/borrow.flows';
import { describeViewFlows } from '../../flows/views';
import { seeFieldsLocked } from '../fieldsLocked';
import { ToBorrowView } from '../../../ui/loan/borrow/ToBorrowScreen';
import { renderLoanElement } from './renderLoan';
import { submitErrorText } from './submitErrorText';
import { spokenStatus, spokenStatuses } from '../liveRegions';

const apply = () => screen.getByRole('button', { name: 'Apply' });
const amount = () => screen.getByRole('combobox', { name: 'Amount' });
const term = () => screen.getByRole('combobox', { name: 'Term' });

/** Choosing a value the screen does not offer is only possible by sending it. */
async function chooseOption(select: HTMLElement, value: number, fallback: () => void, click: (value: string) => Promise<unknown>) {
  const offered = Array.from((select as HTMLSelectElement).options).some((option) => option.value === String(value));
  if (offered) await click(String(value));
  else fallback();
}

describeViewFlows(borrowFlows, {
  render: (actor) => renderLoanElement(<ToBorrowView actor={actor} />),
  drive: {
    'borrow.amountChosen': ({ user, actor, event }) =>
      chooseOption(amount(), event.amount, () => actor.send(event), (value) => user.selectOptions(amount(), value)),
    'borrow.durationChosen': ({ user, actor, event }) =>
      chooseOption(term(), event.duration, () => actor.send(event), (value) => user.selectOptions(term(), value)),
    'borrow.applyRequested': ({ user }) => user.click(apply()),
    'borrow.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
  },
  stateAssertions: {
    loading: () => {
      expect(spokenStatus()).toHaveTextContent('Loading…');
      expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    },
    failed: ({ snapshot }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(submitErrorText(snapshot.context.error!));
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    },
    choosing: ({ snapshot }) => {
      const { loanAmount, duration, error } = snapshot.context;
      expect(amount()).toHaveValue(String(loanAmount));
      expect(term()).toHaveValue(String(duration));
      expect(amount()).toBeEnabled();
      if (snapshot.can({ type: 'borrow.applyRequested' })) expect(apply()).toBeEnabled();
      else expect(apply()).toBeDisabled();
      if (error) expect(screen.getByRole('alert')).toHaveTextContent(submitErrorText(error));
      else expect(screen.queryByRole('alert')).toBeNull();
    },
    applying: () => {
      expect(apply()).toBeBusy();
      expect(amount()).toBeDisabled();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    verifying: () => {
      expect(spokenStatus()).toHaveTextContent('Checking your application…');
      expect(apply()).toBeBusy();
    },
    following: () => {
      expect(apply()).toBeBusy();
      expect(spokenStatuses()).toEqual([]);
    },
    // The wiring navigates to the order's next screen; until it unmounts nothing can be tapped or
    // picked again, and Apply keeps the focus it had.
    done: () => {
      expect(apply()).toBeBusy();
      seeFieldsLocked();
    },
  },
});
