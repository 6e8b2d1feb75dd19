import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderMachine } from '../../../machines/order/order.machine';
import type { LatestOrderOutcome } from '../../../machines/order/order.types';
import { HomeView } from '../../../ui/loan/home/HomeScreen';
import { renderLoan } from './renderLoan';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('home pitch', () => {
  it('quotes the first-loan range and the top limit from the price table', () => {
    const actor = createActor(
      orderMachine.provide({ actors: { fetchLatestOrder: fromPromise(async (): Promise<LatestOrderOutcome> => ({ kind: 'none', checkedAt: NOW })) } }),
      { input: { signedIn: false, bankAccountKind: 'nuban' } },
    ).start();
    renderLoan(<HomeView actor={actor} now={() => NOW} />);
    expect(screen.getByText(/Borrow from/)).toHaveTextContent(
      'Borrow from ₦1,000.00 to ₦5,000.00 on your first loan, up to ₦300,000.00 as you repay on time.',
    );
  });
});
