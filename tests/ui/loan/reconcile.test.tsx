import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { confirmBorrowKeyActions, confirmBorrowMachine } from '../../../machines/confirmBorrow/confirmBorrow.machine';
import type { FollowOutcome, OfferOutcome, RequestMoneyInput, SubmitOutcome } from '../../../machines/confirmBorrow/confirmBorrow.types';
import { ConfirmBorrowView } from '../../../ui/loan/borrow/ConfirmBorrowScreen';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { expectSaidInPlace, statusRegions } from '../liveRegions';
import { renderLoan } from './renderLoan';

const offer = { orderNo: 'NO1', stepCode: 18, loanAmount: 5000, duration: 91, fee: 409.5, feeTax: 73.71, interest: 373.97, disbursalAmount: 4516.79, repayAmount: 5373.97, dueDate: '2027-02-20' };

describe('a get-money answer lost on the way back (FAULTS F2)', () => {
  it('says "Checking your application…" while the latest order is read, then reports the fault on the same step', async () => {
    let answerLatest: (value: FollowOutcome) => void = () => undefined;
    const actor = createActor(
      confirmBorrowMachine.provide({
        actors: {
          checkLatestOrder: fromPromise(async () => ({ kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 }) as FollowOutcome),
          loadOffer: fromPromise<OfferOutcome, void>(async () => ({ ok: true, offer })),
          requestMoney: fromPromise<SubmitOutcome, RequestMoneyInput>(async () => {
            throw new Error('connection reset');
          }),
          followLatestOrder: fromPromise(() => new Promise<FollowOutcome>((resolve) => (answerLatest = resolve))),
        },
        actions: confirmBorrowKeyActions(sequentialKeys()),
      }),
    ).start();
    renderLoan(<ConfirmBorrowView actor={actor} />);
    await screen.findByRole('heading', { name: 'Get your money' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the loan agreement' }));
    const waiting = statusRegions();
    await userEvent.click(screen.getByRole('button', { name: 'Get money' }));
    expect(await screen.findByText('Checking your application…')).toBeVisible();
    expectSaidInPlace(waiting, 'Checking your application…');
    answerLatest({ kind: 'route', path: '/borrow/confirm', stepCode: 18 });
    await waitFor(() => expect(screen.queryByText('Checking your application…')).toBeNull());
    expect(screen.getByRole('alert')).toHaveTextContent(/Network failed|Request failed/);
    expect(screen.getByRole('button', { name: 'Get money' })).toBeEnabled();
  });
});
