import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createActor, fromPromise } from 'xstate';
import { createRolloverActors } from '../../../machines/rollover/rollover.actors';
import type { ApiClient } from '../../../services/api/client';
import type { ExtensionData } from '../../../services/api/endpoints/repay';
import { rolloverKeyActions, rolloverMachine } from '../../../machines/rollover/rollover.machine';
import type { ExtensionOutcome, OfferOutcome } from '../../../machines/rollover/rollover.types';
import { markets } from '../../../services/markets/markets';
import { RolloverView } from '../../../ui/repay/rollover/RolloverView';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { renderRepay } from './renderRepay';

const offer: ExtensionData = { orderNo: 'LN1', extensionDays: 7, extensionFee: 250, dueDate: '2027-02-20', newDueDate: '2027-02-27', repayNowAmount: 5373.97, repayLaterAmount: 5373.97 };

const refusedExtension = async (): Promise<ExtensionOutcome> => ({ ok: false, error: { code: 'unknown', serverMessage: '' } });

/** The rollover screen for `shown` (the offer as read), with its "extend" answered by `confirm`. */
function renderRollover(shown: ExtensionData, confirm: () => Promise<ExtensionOutcome> = refusedExtension) {
  const actor = createActor(
    rolloverMachine.provide({
      actors: {
        loadOffer: fromPromise(async (): Promise<OfferOutcome> => ({ ok: true, offer: shown })),
        confirmExtension: fromPromise(confirm),
        checkExtension: fromPromise(refusedExtension),
      },
      actions: rolloverKeyActions(sequentialKeys()),
    }),
    { input: { orderNo: 'LN1' } },
  ).start();
  renderRepay(<RolloverView actor={actor} market={markets.ng} confirmStep={false} />);
}

describe('rollover', () => {
  it('compares repay now and extend side by side; a double tap confirms once; extended shows the new date', async () => {
    let release: (value: ExtensionOutcome) => void = () => undefined;
    const confirm = vi.fn(() => new Promise<ExtensionOutcome>((resolve) => (release = resolve)));
    renderRollover(offer, confirm);
    const table = await screen.findByRole('table', { name: 'Repay now or extend: what each costs' });
    expect(table).toHaveTextContent('₦250.00');
    expect(screen.getByRole('columnheader', { name: 'Repay now' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Extend 7 days' })).toBeVisible();
    expect(screen.getByText('27 Feb 2027')).toBeVisible();

    const confirmButton = screen.getByRole('button', { name: 'Pay the fee and extend' });
    await userEvent.dblClick(confirmButton);
    await waitFor(() => expect(confirmButton).toBeBusy());
    expect(confirm).toHaveBeenCalledTimes(1);
    release({ ok: true, status: { extensionOrderNo: 'EX1', status: 'success', dueDate: '2027-02-27' } });
    expect(await screen.findByRole('heading', { name: 'Loan extended' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('27 Feb 2027');
  });

  it('an extension answer without a due date shows the offer’s new date, not a dash', async () => {
    renderRollover(offer, async () => ({ ok: true, status: { extensionOrderNo: 'EX1', status: 'success', dueDate: '' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay the fee and extend' }));
    expect(await screen.findByRole('heading', { name: 'Loan extended' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your new due date is 27 Feb 2027.');
  });

  it('the heading says the days the offer extends by, as its table does', async () => {
    renderRollover({ ...offer, extensionDays: 14 });
    expect(await screen.findByRole('columnheader', { name: 'Extend 14 days' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Extend your loan by 14 days');
  });

  it('an offer whose fee, new date or due date now cannot be read is a failed read with Retry, never an enabled "Pay the fee and extend"', async () => {
    const answers = [
      { ...offer, extensionFee: '250,00' }, // a decimal comma: no amount can be trusted from it
      { ...offer, newDueDate: null },
      { ...offer, dueDate: '' }, // it tells whether an "extend" never heard back from went through
      offer,
    ];
    const call = vi.fn(async (endpoint: { data: v.GenericSchema }) => ({ ok: true, data: v.parse(endpoint.data, answers.shift()) }));
    const actor = createActor(
      rolloverMachine.provide({ actors: createRolloverActors({ api: { call } as unknown as ApiClient }), actions: rolloverKeyActions(sequentialKeys()) }),
      { input: { orderNo: 'LN1' } },
    ).start();
    renderRepay(<RolloverView actor={actor} market={markets.ng} confirmStep={false} />);
    for (let read = 0; read < 3; read += 1) {
      expect(await screen.findByRole('alert')).toHaveTextContent('Request failed, try again');
      expect(screen.queryByRole('button', { name: 'Pay the fee and extend' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    }
    expect(await screen.findByRole('button', { name: 'Pay the fee and extend' })).toBeEnabled();
    expect(screen.getByRole('table', { name: 'Repay now or extend: what each costs' })).toHaveTextContent('₦250.00');
  });

  it('an offer whose amounts to repay cannot be read shows "—" with a message, never a bare dash (F46)', async () => {
    renderRollover({ ...offer, repayNowAmount: null, repayLaterAmount: null });
    const table = await screen.findByRole('table', { name: 'Repay now or extend: what each costs' });
    expect(table).toHaveTextContent('—');
    expect(screen.getByRole('alert')).toHaveTextContent('Some amounts could not be read. Try again later or contact support.');
  });

  it('a market without extension says so', () => {
    const actor = createActor(rolloverMachine, { input: { orderNo: 'LN1' } });
    renderRepay(<RolloverView actor={actor} market={{ ...markets.ng, extensionEnabled: false }} confirmStep />);
    expect(screen.getByText('Extensions are not offered. Please repay by the due date.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay the fee and extend' })).toBeNull();
  });
});
