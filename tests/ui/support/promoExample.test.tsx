import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import Yx1Screen from '../../../ui/support/promo/Yx1Screen';
import Yx2ConfirmBorrowScreen from '../../../ui/support/promo/Yx2ConfirmBorrowScreen';
import Yx2Screen from '../../../ui/support/promo/Yx2Screen';
import { fakeApi, Landed, renderSupport, supportCatalogReady } from './renderSupport';

beforeAll(() => supportCatalogReady);

const { api } = fakeApi({});

/** The figure next to a cost label in the example. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('promotion example loan', () => {
  it('limits the slider to a first loan (1,000 to 5,000) and says how far the limit rises', () => {
    renderSupport(<Yx2Screen />, { api, path: '/yx2' });
    const slider = screen.getByRole('slider', { name: 'Amount' });
    expect(slider).toHaveAttribute('min', '1000');
    expect(slider).toHaveAttribute('max', '5000');
    expect(slider).toHaveValue('5000');
    // A screen reader reads the amount as money, not as "5000".
    expect(slider).toHaveAttribute('aria-valuetext', '₦5,000.00');
    expect(screen.getByText(/A first loan is up to/)).toHaveTextContent(
      'A first loan is up to ₦5,000.00. Repay on time and your limit rises, up to ₦300,000.00.',
    );
  });

  it('shows every real cost for the chosen amount and term: received, interest, fee, tax, total and yearly cost', async () => {
    renderSupport(<Yx2Screen />, { api, path: '/yx2' });
    expect(figure('You receive (after fee and tax)')).toBe('₦4,516.79');
    expect(figure('Interest (30% a year)')).toBe('₦373.97');
    expect(figure('Processing fee (deducted up front)')).toBe('₦409.50');
    expect(figure('Tax on fee')).toBe('₦73.71');
    expect(figure('Total to repay in 91 days')).toBe('₦5,373.97');
    expect(figure('Yearly cost (APR)')).toBe('76.1%');

    fireEvent.change(screen.getByRole('slider', { name: 'Amount' }), { target: { value: '3000' } });
    await userEvent.click(screen.getByRole('radio', { name: '180 days' }));
    expect(figure('You receive (after fee and tax)')).toBe('₦2,426.52');
    expect(figure('Interest (30% a year)')).toBe('₦443.84');
    expect(figure('Total to repay in 180 days')).toBe('₦3,443.84');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/yx2ConfirmBorrow?amount=3000&days=180');
  });

  it('the confirm page prices the chosen loan the same way and never shows more than a first loan', () => {
    renderSupport(<Yx2ConfirmBorrowScreen />, { api, path: '/yx2ConfirmBorrow?amount=50000&days=91', elsewhere: <Landed /> });
    expect(figure('Amount')).toBe('₦5,000.00');
    expect(figure('Total to repay in 91 days')).toBe('₦5,373.97');
    expect(figure('You receive (after fee and tax)')).toBe('₦4,516.79');
    expect(figure('Yearly cost (APR)')).toBe('76.1%');
  });

  it('"Change amount" on the confirm page comes back to the amount and term chosen, not to the defaults', async () => {
    renderSupport(<Yx2ConfirmBorrowScreen />, { api, path: '/yx2ConfirmBorrow?amount=3000&days=180', elsewhere: <Landed /> });
    expect(screen.getByRole('link', { name: 'Change amount' })).toHaveAttribute('href', '/yx2?amount=3000&days=180');
    cleanup();
    renderSupport(<Yx2Screen />, { api, path: '/yx2?amount=3000&days=180' });
    expect(screen.getByRole('slider', { name: 'Amount' })).toHaveValue('3000');
    expect(screen.getByRole('radio', { name: '180 days' })).toBeChecked();
    cleanup();
    // Out of range or unreadable: brought back to what a first loan allows.
    renderSupport(<Yx2Screen />, { api, path: '/yx2?amount=90000&days=7' });
    expect(screen.getByRole('slider', { name: 'Amount' })).toHaveValue('5000');
    expect(screen.getByRole('radio', { name: '91 days' })).toBeChecked();
  });

  it('the choice is kept in the address, so a reload or Back from the next page finds it', async () => {
    renderSupport(
      <>
        <Yx2Screen />
        <Landed />
      </>,
      { api, path: '/yx2' },
    );
    fireEvent.change(screen.getByRole('slider', { name: 'Amount' }), { target: { value: '3000' } });
    await userEvent.click(screen.getByRole('radio', { name: '180 days' }));
    expect(screen.getByText(/landed on/)).toHaveTextContent('landed on /yx2?amount=3000&days=180');
    cleanup();
    renderSupport(<Yx2Screen />, { api, path: '/yx2?amount=3000&days=180' });
    expect(screen.getByRole('slider', { name: 'Amount' })).toHaveValue('3000');
    expect(screen.getByRole('radio', { name: '180 days' })).toBeChecked();
  });

  it('the yx1 pitch states the first-loan range and that fees come on top of the interest', () => {
    renderSupport(<Yx1Screen />, { api, path: '/yx1' });
    expect(screen.getByText(/First loan from/)).toHaveTextContent(
      'First loan from ₦1,000.00 to ₦5,000.00, rising up to ₦300,000.00 as you repay on time',
    );
    expect(screen.getByText(/plus a processing fee/)).toHaveTextContent('Interest 30% a year plus a processing fee');
  });
});
