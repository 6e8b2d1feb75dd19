import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createRepaymentActors } from '../../../machines/repayment/repayment.actors';
import { repaymentKeyActions, repaymentMachine } from '../../../machines/repayment/repayment.machine';
import type { ApiClient } from '../../../services/api/client';
import type { DetailOutcome, PrepareOutcome } from '../../../machines/repayment/repayment.types';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { markets } from '../../../services/markets/markets';
import { RepayView } from '../../../ui/repay/detail/RepayView';
import { expectSaidInPlace, statusRegions } from '../liveRegions';
import { renderRepay, repaying, repaymentActor } from './renderRepay';

describe('repay detail', () => {
  it('shows the balance in naira and the Nigerian methods from the market profile', async () => {
    renderRepay(<RepayView actor={repaymentActor({})} market={markets.ng} screenMethod={null} />);
    await screen.findByRole('heading', { name: 'How do you want to pay?' });
    expect(screen.getAllByText('₦5,373.97').length).toBeGreaterThan(0);
    expect(screen.getByText('•••• 6789')).toBeVisible();
    expect(screen.queryByText('0123456789')).toBeNull();
    for (const name of ['Pay by debit card', 'Pay online (card, bank or wallet)', 'Transfer to your repayment account', 'Transfer to a dedicated account']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.getByRole('link', { name: 'I already paid: upload the receipt' })).toHaveAttribute('href', '/repay/manual_repayment?orderNo=LN1');
    expect(screen.queryByText(/OXXO/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Need more time? Extend 7 days' })).toBeVisible();
  });

  it('a borrower with no loan at all (opened from the menu) reads there is nothing to repay, with the way home, not a Retry', async () => {
    const api = { call: async () => ({ ok: true, data: null }) } as unknown as ApiClient;
    const actor = createActor(
      repaymentMachine.provide({
        actors: createRepaymentActors({ api, market: markets.ng, copyText: async () => true }),
        actions: repaymentKeyActions(sequentialKeys('view')),
      }),
      { input: { orderNo: null } },
    ).start();
    renderRepay(<RepayView actor={actor} market={markets.ng} screenMethod={null} />);
    const waiting = statusRegions(); // "Loading your loan…" is said in it first
    expect(await screen.findByText(/There is nothing to repay/)).toHaveAttribute('role', 'status');
    expectSaidInPlace(waiting, 'There is nothing to repay on this loan. Home shows where your application stands.');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('orderNo cannot be empty')).toBeNull();
  });

  it('a step code the app does not know yet, with a balance: the balance and the ways to pay, never "nothing to repay"', async () => {
    renderRepay(<RepayView actor={repaymentActor({ detail: { ...repaying, stepCode: 21 } })} market={markets.ng} screenMethod={null} />);
    await screen.findByRole('heading', { name: 'How do you want to pay?' });
    expect(screen.getAllByText('₦5,373.97').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Pay by debit card' })).toBeEnabled();
    expect(screen.queryByText(/There is nothing to repay/)).toBeNull();
  });

  it('links the Mexican methods to their own screens and formats pesos', async () => {
    renderRepay(<RepayView actor={repaymentActor({})} market={markets.mx} screenMethod={null} />);
    expect(await screen.findByRole('link', { name: 'Bank transfer (SPEI to CLABE)' })).toHaveAttribute('href', '/repay/repay_stp?orderNo=LN1');
    expect(screen.getByRole('link', { name: 'Cash at OXXO stores' })).toHaveAttribute('href', '/repay/repay_oxxo?orderNo=LN1');
    expect(screen.queryByRole('button', { name: 'Pay by debit card' })).toBeNull();
    expect(screen.getAllByText('$5,373.97').length).toBeGreaterThan(0);
  });

  it('an overdue order shows its overdue days and penalty', async () => {
    const overdue = { ...repaying, stepCode: 3, overdueDays: 3, penaltyAmount: 300, unrepaidAmount: 5673.97 };
    renderRepay(<RepayView actor={repaymentActor({ detail: overdue })} market={markets.ng} screenMethod={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your loan is 3 days overdue. A penalty of 2% of the loan is added each day.');
    expect(screen.getByText('₦300.00')).toBeVisible();
  });

  it('one day overdue reads in the singular', async () => {
    const overdue = { ...repaying, stepCode: 3, overdueDays: 1, penaltyAmount: 100, unrepaidAmount: 5473.97 };
    renderRepay(<RepayView actor={repaymentActor({ detail: overdue })} market={markets.ng} screenMethod={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your loan is 1 day overdue. A penalty of 2% of the loan is added each day.');
  });

  it('unreadable amounts show a placeholder and an error, never NaN (F46)', async () => {
    const broken = { ...repaying, loanAmount: null, unrepaidAmount: null };
    const { container } = renderRepay(<RepayView actor={repaymentActor({ detail: broken })} market={markets.ng} screenMethod={null} />);
    expect(await screen.findByText('Some amounts could not be read. Try again later or contact support.')).toBeVisible();
    expect(screen.getAllByText('—').length).toBeGreaterThanOrEqual(2);
    expect(container.textContent).not.toMatch(/NaN|undefined/);
  });

  it('a gateway opens outside; coming back shows pending, not paid (F50)', async () => {
    const actor = repaymentActor({
      prepare: { ok: true, instructions: { kind: 'gateway', url: 'https://pay.example/x', payOrderId: 'PO1', amount: 5373.97 } },
    });
    renderRepay(<RepayView actor={actor} market={markets.ng} screenMethod={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay by debit card' }));
    const link = await screen.findByRole('link', { name: 'Open the payment page' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', 'https://pay.example/x');
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('heading', { name: 'Payment pending' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Loan paid off' })).toBeNull();
  });

  it('a javascript: gateway link is never rendered', async () => {
    const actor = repaymentActor({
      prepare: { ok: true, instructions: { kind: 'gateway', url: 'javascript:alert(1)', payOrderId: 'PO1', amount: 1 } },
    });
    renderRepay(<RepayView actor={actor} market={markets.ng} screenMethod={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay online (card, bank or wallet)' }));
    expect(await screen.findByText('The payment page is not available. Choose another method.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open the payment page' })).toBeNull();
  });

  it('the CLABE can be copied, and a refused clipboard says so', async () => {
    let allowed = true;
    const actor = repaymentActor({
      prepare: { ok: true, instructions: { kind: 'clabe', clabe: '646180157000000004', bankName: 'STP', accountName: 'SwiftCash', amount: 10 } },
      copy: async () => allowed,
    });
    renderRepay(<RepayView actor={actor} market={markets.mx} screenMethod="stpTransfer" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bank transfer (SPEI to CLABE)' }));
    expect(await screen.findByText('646180157000000004')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy CLABE' }));
    await vi.waitFor(() => expect(within(screen.getByRole('region', { name: 'How to pay' })).getByRole('status')).toHaveTextContent('Copied'));
    allowed = false;
    await userEvent.click(screen.getByRole('button', { name: 'Copy CLABE' }));
    expect(await screen.findByText('Copy failed. Write the number down instead.')).toBeVisible();
  });

  it('"Copied" is said in a status region there before any copy, and said again on each copy', async () => {
    const copies: ((copied: boolean) => void)[] = [];
    const actor = repaymentActor({
      prepare: { ok: true, instructions: { kind: 'clabe', clabe: '646180157000000004', bankName: 'STP', accountName: 'SwiftCash', amount: 10 } },
      copy: () => new Promise<boolean>((resolve) => copies.push(resolve)),
    });
    renderRepay(<RepayView actor={actor} market={markets.mx} screenMethod="stpTransfer" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bank transfer (SPEI to CLABE)' }));
    await screen.findByText('646180157000000004');
    // A live region inserted together with its text is often not read (Chrome, TalkBack): it is there, empty.
    const howToPay = within(screen.getByRole('region', { name: 'How to pay' }));
    const status = howToPay.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    for (const copy of [1, 2]) {
      await userEvent.click(screen.getByRole('button', { name: 'Copy CLABE' }));
      // Emptied while the copy runs, so the same words are a change again ('' -> 'Copied').
      expect(status).toBeEmptyDOMElement();
      act(() => copies[copy - 1]!(true));
      await vi.waitFor(() => expect(status).toHaveTextContent('Copied'));
      expect(howToPay.getByRole('status')).toBe(status);
    }
  });

  it('the OXXO reference is a barcode plus its digits', async () => {
    const actor = repaymentActor({
      prepare: { ok: true, instructions: { kind: 'cashReference', reference: '93001234567890', amount: 10, expiresAt: null } },
    });
    renderRepay(<RepayView actor={actor} market={markets.mx} screenMethod="oxxoCash" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cash at OXXO stores' }));
    const barcode = await screen.findByRole('img', { name: 'Barcode of reference 93001234567890' });
    expect(barcode.tagName.toLowerCase()).toBe('svg');
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(20);
    expect(screen.getByText('93001234567890')).toBeVisible();
  });

  it('payment instructions whose amount could not be read say so beside the "—", rather than "use the exact amount" alone (F46)', async () => {
    const actor = repaymentActor({
      prepare: { ok: true, instructions: { kind: 'cashReference', reference: '93001234567890', amount: null, expiresAt: null } },
    });
    renderRepay(<RepayView actor={actor} market={markets.mx} screenMethod="oxxoCash" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cash at OXXO stores' }));
    await screen.findByRole('img', { name: 'Barcode of reference 93001234567890' });
    expect(screen.getByText(/Amount to pay/)).toHaveTextContent('—');
    expect(screen.getByRole('alert')).toHaveTextContent('Some amounts could not be read. Try again later or contact support.');
  });

  it('an OXXO reference the barcode cannot hold is still shown and copyable, without a barcode', async () => {
    const actor = repaymentActor({
      prepare: { ok: true, instructions: { kind: 'cashReference', reference: '9300–1234', amount: 10, expiresAt: null } },
    });
    renderRepay(<RepayView actor={actor} market={markets.mx} screenMethod="oxxoCash" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cash at OXXO stores' }));
    expect(await screen.findByText('9300–1234')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Reference' })).toBeEnabled();
    expect(screen.queryByRole('img', { name: /Barcode/ })).toBeNull();
  });

  it('paid off only when the server says the order finished, with the raised limit', async () => {
    const finished = { ...repaying, stepCode: 4, unrepaidAmount: 0, creditLimit: 10000 };
    renderRepay(<RepayView actor={repaymentActor({ detail: finished })} market={markets.ng} screenMethod={null} />);
    const heading = await screen.findByRole('heading', { name: 'Loan paid off' });
    expect(within(heading.closest('section') as HTMLElement).getByText(/Your next loan can be up to/)).toHaveTextContent('₦10,000.00');
    expect(screen.getByRole('link', { name: 'Apply for your next loan' })).toHaveAttribute('href', '/');
  });

  it('an OXXO reference says the time it expires; once expired it is not shown as payable, and a new one can be had', async () => {
    const now = Date.UTC(2027, 1, 23, 18, 0);
    const reference = (expiresAt: number): PrepareOutcome => ({ ok: true, instructions: { kind: 'cashReference', reference: '93001234567890', amount: 10, expiresAt } });
    const answers = [reference(Date.UTC(2027, 1, 23, 14, 37)), reference(Date.UTC(2027, 1, 26, 18, 0))];
    const prepare = vi.fn(async () => answers.shift()!);
    const actor = createActor(
      repaymentMachine.provide({
        actors: {
          loadDetail: fromPromise(async (): Promise<DetailOutcome> => ({ ok: true, detail: repaying })),
          prepareMethod: fromPromise(prepare),
          checkPayment: fromPromise(async (): Promise<DetailOutcome> => ({ ok: true, detail: repaying })),
          copyText: fromPromise(async () => true),
        },
        actions: repaymentKeyActions(sequentialKeys('oxxo')),
      }),
      { input: { orderNo: 'LN1', method: 'oxxoCash' } },
    ).start();
    renderRepay(<RepayView actor={actor} market={markets.mx} screenMethod="oxxoCash" now={() => now} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/This reference expired on 23 feb 2027, \d{1,2}:37.*Get a new one to pay at OXXO/);
    expect(screen.queryByRole('img', { name: /Barcode/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Get a new reference' }));
    expect(await screen.findByRole('img', { name: 'Barcode of reference 93001234567890' })).toBeVisible();
    expect(screen.getByText('Valid until')).toHaveTextContent(/26 feb 2027, \d{1,2}:00/);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
