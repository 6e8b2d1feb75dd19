import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cancellationKeyActions, cancellationMachine } from '../../../machines/cancellation/cancellation.machine';
import type { CancelCheckOutcome } from '../../../machines/cancellation/cancellation.types';
import { CancellationView } from '../../../ui/loan/cancellation/CancellationScreen';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { renderLoan } from './renderLoan';

function cancellationOf(stepCode: number) {
  const check: CancelCheckOutcome = { ok: true, canCancel: false, orderNo: 'NO1', stepCode, reasons: [] };
  const actor = createActor(
    cancellationMachine.provide({
      actors: { checkCancellable: fromPromise<CancelCheckOutcome, void>(async () => check) },
      actions: cancellationKeyActions(sequentialKeys()),
    }),
  ).start();
  renderLoan(<CancellationView actor={actor} />);
}

describe('cancellation refused by the check', () => {
  it('a loan cancelled already (say, by a request whose answer was lost) is called cancelled, not "no longer cancellable"', async () => {
    cancellationOf(8);
    expect(await screen.findByText('This loan is already cancelled.')).toBeVisible();
    expect(screen.queryByText('This loan can no longer be cancelled.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('a loan past the point of cancelling says so', async () => {
    cancellationOf(2);
    expect(await screen.findByText('This loan can no longer be cancelled.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
