import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../ui/app/i18n';
import RecordsScreen from '../../../ui/loan/records/RecordsScreen';
import { FocusOnNavigation } from '../../../ui/shell/FocusOnNavigation';
import { fakeApi, renderSupport } from '../support/renderSupport';

describe('loan records tabs', () => {
  beforeAll(() => loadCatalog('loan', 'en'));

  it('the tab is in the address: Back from a loan or a reload opens it again, and choosing one keeps the focus on it', async () => {
    const { api, calls } = fakeApi({ '/loan/loan-order/list': () => ({ ok: true, data: { list: [], total: 0 } }) });
    const user = userEvent.setup();
    renderSupport(
      <>
        <main className="app">
          <RecordsScreen />
        </main>
        <FocusOnNavigation />
      </>,
      { api, path: '/records?tab=finished' },
    );
    const finished = await screen.findByRole('tab', { name: 'Finished' });
    expect(finished).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(calls.at(-1)?.payload).toMatchObject({ type: 'finished' }));
    const incomplete = screen.getByRole('tab', { name: 'Incomplete' });
    await user.click(incomplete);
    expect(incomplete).toHaveAttribute('aria-selected', 'true');
    expect(incomplete).toHaveFocus();
    await waitFor(() => expect(calls.at(-1)?.payload).toMatchObject({ type: 'incomplete' }));
    // Each tab names only a panel that is there (the other tab's is not on the page).
    for (const tab of screen.getAllByRole('tab')) {
      const controls = tab.getAttribute('aria-controls');
      if (controls) expect(document.getElementById(controls)).toHaveAttribute('role', 'tabpanel');
    }
    expect(incomplete).toHaveAttribute('aria-controls');
  });

  it('an open loan leads to where it goes on (a repaying one to repayment); one that is over is text only', async () => {
    const { api } = fakeApi({
      '/loan/loan-order/list': () => ({
        ok: true,
        data: {
          list: [
            { orderNo: 'LN7', stepCode: 2, loanAmount: 5000, duration: 14 },
            { orderNo: 'LN3', stepCode: 8, loanAmount: 3000, duration: 7 },
          ],
          total: 2,
        },
      }),
    });
    renderSupport(<RecordsScreen />, { api, path: '/records', elsewhere: <Landed /> });
    const open = await screen.findByRole('link', { name: 'Order LN7' });
    expect(screen.getByText('Order LN3')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Order LN3' })).toBeNull();
    await userEvent.click(open);
    expect(await screen.findByText('landed on /repay/repay_detail')).toBeVisible();
  });
});

function Landed() {
  return <p>landed on {useLocation().pathname}</p>;
}
