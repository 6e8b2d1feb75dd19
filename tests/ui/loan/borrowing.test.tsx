import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cancellationKeyActions, cancellationMachine } from '../../../machines/cancellation/cancellation.machine';
import { confirmBorrowKeyActions, confirmBorrowMachine } from '../../../machines/confirmBorrow/confirmBorrow.machine';
import type { CancelCheckOutcome } from '../../../machines/cancellation/cancellation.types';
import type { FollowOutcome, OfferOutcome, SubmitOutcome } from '../../../machines/confirmBorrow/confirmBorrow.types';
import type { PageOutcome } from '../../../machines/pagedList/pagedList.types';
import { pagedListMachine } from '../../../machines/pagedList/pagedList.machine';
import { createPagedListActors } from '../../../machines/pagedList/pagedList.actors';
import { ConfirmBorrowView } from '../../../ui/loan/borrow/ConfirmBorrowScreen';
import { CancellationView } from '../../../ui/loan/cancellation/CancellationScreen';
import { RecordsList } from '../../../ui/loan/records/RecordsScreen';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { renderLoan } from './renderLoan';

const offer = { orderNo: 'NO1', stepCode: 18, bankName: 'Zenith Bank', bankAccount: '******4930', loanAmount: 5000, duration: 91, fee: 409.5, feeTax: 73.71, interest: 373.97, disbursalAmount: 4516.79, repayAmount: 5373.97, dueDate: '2027-02-20' };

describe('confirm borrow', () => {
  it('shows every cost before committing; the agreement must be accepted; a double tap sends one request', async () => {
    let release: (value: SubmitOutcome) => void = () => undefined;
    const requestMoney = vi.fn(() => new Promise<SubmitOutcome>((resolve) => (release = resolve)));
    const actor = createActor(
      confirmBorrowMachine.provide({
        actors: {
          checkLatestOrder: fromPromise(async () => ({ kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 }) as FollowOutcome),
          loadOffer: fromPromise<OfferOutcome, void>(async () => ({ ok: true, offer })),
          requestMoney: fromPromise(requestMoney),
          followLatestOrder: fromPromise(async () => ({ kind: 'route', path: '/borrow/lending', stepCode: 7 }) as FollowOutcome),
        },
        actions: confirmBorrowKeyActions(sequentialKeys()),
      }),
    ).start();
    renderLoan(<ConfirmBorrowView actor={actor} />);
    await screen.findByRole('heading', { name: 'Get your money' });
    for (const term of ['Loan amount', 'Processing fee', 'Tax on fee', 'Interest', 'You receive', 'You repay', 'Due date', 'Yearly cost (APR)']) {
      expect(screen.getByText(term)).toBeVisible();
    }
    expect(screen.getByText('₦4,516.79')).toBeVisible();
    expect(screen.getByText('Paid into').nextElementSibling).toHaveTextContent('Zenith Bank •••• 4930');
    expect(screen.getByText('20 Feb 2027')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Get money' }));
    expect(screen.getByText('Agreement must be accepted')).toBeVisible();
    // A screen reader hears why, on the checkbox itself.
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the loan agreement' })).toHaveAccessibleDescription('Agreement must be accepted');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the loan agreement' }));
    const button = screen.getByRole('button', { name: 'Get money' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toBeBusy());
    expect(requestMoney).toHaveBeenCalledTimes(1);
    release({ ok: true });
  });
});

describe('cancellation form', () => {
  it('offers the reasons as one radio group and asks for one before cancelling', async () => {
    const cancelLoan = vi.fn(async () => ({ ok: true }) as SubmitOutcome);
    const actor = createActor(
      cancellationMachine.provide({
        actors: {
          checkCancellable: fromPromise<CancelCheckOutcome, void>(async () => ({
            ok: true,
            canCancel: true,
            orderNo: 'NO1',
            stepCode: 6,
            reasons: [
              { code: 'noLongerNeeded', label: 'x' },
              { code: 'somethingNew', label: 'Server-only reason' },
            ],
          })),
          cancelLoan: fromPromise(cancelLoan),
        },
        actions: cancellationKeyActions(sequentialKeys()),
      }),
    ).start();
    renderLoan(<CancellationView actor={actor} />);
    const group = await screen.findByRole('group', { name: 'Why do you want to cancel?' });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Server-only reason' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the loan' }));
    expect(screen.getByText('Cancellation reason must be chosen')).toBeVisible();
    expect(group).toHaveAccessibleDescription('Cancellation reason must be chosen');
    expect(screen.getByRole('radio', { name: 'Server-only reason' })).toBeInvalid();
    // The radio that gets the focus is read with the reason too: TalkBack does not read the group's description.
    expect(screen.getByRole('radio', { name: 'Server-only reason' })).toHaveAccessibleDescription('Cancellation reason must be chosen');
    await userEvent.click(screen.getByRole('radio', { name: 'I no longer need the money' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the loan' }));
    await waitFor(() => expect(cancelLoan).toHaveBeenCalledTimes(1));
  });
});

describe('records', () => {
  it('pages with "Load more" and shows each order with its status', async () => {
    const page = (n: number): PageOutcome<{ orderNo: string; stepCode: number; loanAmount: number }> => ({
      ok: true,
      page: { items: [{ orderNo: `NO${n}`, stepCode: n === 1 ? 4 : 8, loanAmount: 1000 * n }], total: 2 },
    });
    const actor = createActor(
      pagedListMachine.provide({ actors: createPagedListActors(async (n) => page(n), (order) => order.orderNo) }),
    ).start();
    renderLoan(<RecordsList actor={actor} />);
    expect(await screen.findByText('Finished')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('an empty tab says so', async () => {
    const actor = createActor(
      pagedListMachine.provide({ actors: createPagedListActors(async () => ({ ok: true, page: { items: [], total: 0 } })) }),
    ).start();
    renderLoan(<RecordsList actor={actor} />);
    expect(await screen.findByText('No loans here yet.')).toBeVisible();
  });
});
