import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { supportEndpoints } from '../../../services/api/endpoints/support';
import { ApiFault } from '../../../services/api/result';
import MarketSection from '../../../ui/support/market/MarketSection';
import { fakeApi, renderSupport, supportCatalogReady } from './renderSupport';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => supportCatalogReady, 20_000);

/** Answers as the client gives them to the screen: read through each endpoint's own schema. */
const read = (endpoint: { data?: v.GenericSchema }, raw: unknown) => ({ ok: true as const, data: v.parse(endpoint.data!, raw) });

const product = (productId: string, name: string, minAmount: unknown, maxAmount: unknown) => ({
  productId,
  name,
  minAmount,
  maxAmount,
  termDays: 30,
  dailyRate: 0.1,
});

describe('marketplace amounts the server sent odd (FAULTS F46)', () => {
  it('reads "1,000.00" as an amount; an unreadable amount, term or rate shows "—", never NaN, and that product cannot be applied for', async () => {
    const { api } = fakeApi({
      '/loanMarket/index': () =>
        read(supportEndpoints.marketIndex, {
          products: [
            product('P1', 'Kobo Loans', '1,000.00', 50000),
            product('P2', 'Naira Now', null, -5000),
            product('P3', 'Big Cash', 1e21, 2000),
            { ...product('P4', 'Quick Naira', 1000, 20000), termDays: '30', dailyRate: -1 },
            { ...product('P5', 'Open Cash', null, 5000), hasOpenOrder: true },
          ],
        }),
      '/loan/loan-order/list-market': () =>
        read(supportEndpoints.marketOrderList, {
          list: [
            { orderNo: 'M1', productId: 'P1', productName: 'Kobo Loans', amount: '1.000,50', status: 'applying', createTime: 1_763_726_400_000 },
            // A status and a tone added on the server since: listed without their labels.
            { orderNo: 'M2', productId: 'P2', productName: 'Naira Now', amount: 3000, status: 'inCollection', createTime: 1_763_726_400_000 },
          ],
        }),
      '/loanMarket/repay/products': () => read(supportEndpoints.marketRepayProducts, { list: [] }),
      '/loanMarket/repay-color': () => read(supportEndpoints.marketRepayColor, { list: [{ orderNo: 'M2', tone: 'critical' }] }),
      '/loanMarket/lending-record': () =>
        read(supportEndpoints.marketLendingRecord, {
          list: [
            { maskedMobile: '803****567', productName: 'Kobo Loans', amount: 20000, time: 1_763_726_400_000 },
            { maskedMobile: '813****111', productName: 'Naira Now', amount: 'lots', time: 1_763_726_400_000 },
          ],
        }),
      '/loanMarket/customer-service': () => read(supportEndpoints.marketCustomerService, { email: 'm@x.ng', phone: '0800', hours: '9-18' }),
    });
    renderSupport(<MarketSection />, { api, path: '/me' });

    const products = await screen.findByRole('list', { name: 'Recommended products' });
    const [kobo, naira, big, quick, open] = within(products).getAllByRole('listitem');
    expect(kobo).toHaveTextContent('₦1,000.00 – ₦50,000.00');
    expect(within(kobo!).getByRole('button', { name: 'Apply for Kobo Loans' })).toBeEnabled();
    expect(quick).toHaveTextContent('— days · —% a day');
    // An open application is said first: the borrower cannot apply anyway.
    expect(open).toHaveTextContent('You already have an open application with Open Cash.');
    for (const odd of [naira!, big!, quick!]) {
      expect(odd).toHaveTextContent('—');
      expect(within(odd).queryByRole('button')).toBeNull();
      expect(within(odd).getByRole('note')).toHaveTextContent('The terms of this product could not be read');
    }
    expect(naira).not.toHaveTextContent('-₦');

    const orders = await screen.findByRole('list', { name: 'My marketplace loans' });
    const [kobosOrder, nairasOrder] = within(orders).getAllByRole('listitem');
    expect(kobosOrder).toHaveTextContent('Kobo Loans —Under review');
    expect(nairasOrder).toHaveTextContent(/^Naira Now ₦3,000.00$/);
    expect(within(nairasOrder!).queryByRole('paragraph')).toBeNull();

    const paidOut = await screen.findByRole('list', { name: 'Recently paid out' });
    expect(within(paidOut).getAllByRole('listitem')).toHaveLength(1);
    expect(paidOut).toHaveTextContent('803****567 received ₦20,000.00 from Kobo Loans');
    expect(document.body.textContent).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('a product or loan listed twice shows once; two payouts alike both show, without a React key clash', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const order = { orderNo: 'M1', productId: 'P1', productName: 'Kobo Loans', amount: 1000, status: 'repaying', createTime: 1_763_726_400_000 };
    const payout = { maskedMobile: '803****567', productName: 'Kobo Loans', amount: 20000, time: 1_763_726_400_000 };
    const { api } = fakeApi({
      '/loanMarket/index': () => read(supportEndpoints.marketIndex, { products: [product('P1', 'Kobo Loans', 1000, 50000), product('P1', 'Kobo Loans', 1000, 50000)] }),
      '/loan/loan-order/list-market': () => read(supportEndpoints.marketOrderList, { list: [order, order] }),
      '/loanMarket/repay/products': () => read(supportEndpoints.marketRepayProducts, { list: [] }),
      '/loanMarket/repay-color': () => read(supportEndpoints.marketRepayColor, { list: [] }),
      '/loanMarket/lending-record': () => read(supportEndpoints.marketLendingRecord, { list: [payout, payout] }),
      '/loanMarket/customer-service': () => read(supportEndpoints.marketCustomerService, { email: 'm@x.ng', phone: '0800', hours: '9-18' }),
    });
    renderSupport(<MarketSection />, { api, path: '/me' });

    expect(within(await screen.findByRole('list', { name: 'Recommended products' })).getAllByRole('listitem')).toHaveLength(1);
    expect(within(await screen.findByRole('list', { name: 'My marketplace loans' })).getAllByRole('listitem')).toHaveLength(1);
    expect(within(await screen.findByRole('list', { name: 'Recently paid out' })).getAllByRole('listitem')).toHaveLength(2);
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    consoleError.mockRestore();
  });
});

describe('the marketplace loans when what only adds to them fails', () => {
  it('a lost answer for the amounts to repay and the tones still lists the loans, without them', async () => {
    const order = { orderNo: 'M1', productId: 'P1', productName: 'Kobo Loans', amount: 1000, status: 'repaying', createTime: 1_763_726_400_000 };
    const { api } = fakeApi({
      '/loanMarket/index': () => read(supportEndpoints.marketIndex, { products: [] }),
      '/loan/loan-order/list-market': () => read(supportEndpoints.marketOrderList, { list: [order] }),
      '/loanMarket/repay/products': () => Promise.reject(new ApiFault('http', '/loanMarket/repay/products', 502)),
      '/loanMarket/repay-color': () => Promise.reject(new ApiFault('network', '/loanMarket/repay-color')),
      '/loanMarket/lending-record': () => read(supportEndpoints.marketLendingRecord, { list: [] }),
      '/loanMarket/customer-service': () => read(supportEndpoints.marketCustomerService, { email: 'm@x.ng', phone: '0800', hours: '9-18' }),
    });
    renderSupport(<MarketSection />, { api, path: '/me' });

    const orders = await screen.findByRole('list', { name: 'My marketplace loans' });
    expect(orders).toHaveTextContent('Kobo Loans ₦1,000.00');
    expect(orders).not.toHaveTextContent('To repay');
    expect(screen.queryByRole('button', { name: 'Retry loading my marketplace loans' })).toBeNull();
  });
});
