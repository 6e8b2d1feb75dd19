import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiFault } from '../../../services/api/result';
import { loadCatalog } from '../../../ui/app/i18n';
import FinishLoadingScreen from '../../../ui/loan/waiting/FinishLoadingScreen';
import { createFakeApi, renderShell } from '../shell/renderShell';

// The screen reads its catalogs with `use`: loaded first, so it does not suspend in the test.
beforeAll(() => Promise.all([loadCatalog('loan', 'en'), loadCatalog('kyc', 'en')]));

describe('/finish_loading before the order is known', () => {
  it('a failed read of the latest order says so, with Try again and a way home', async () => {
    let reads = 0;
    const fake = createFakeApi((path) => {
      if (path !== '/loan/loan-order/latest') throw new Error(`unexpected call ${path}`);
      reads += 1;
      if (reads === 1) throw new ApiFault('timeout', path);
      return { ok: true, data: null };
    });
    await renderShell(<FinishLoadingScreen />, { path: '/finish_loading', api: fake.api, token: 'T-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Request timed out');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Finishing your application');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // No order to finish: home says what comes next.
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(reads).toBe(2);
  });
});

describe('/finish_loading opened for an order at another step (a stale link or notification)', () => {
  it('sends no device data and goes to that step’s screen', async () => {
    const fake = createFakeApi((path) => {
      if (path !== '/loan/loan-order/latest') throw new Error(`unexpected call ${path}`);
      return { ok: true, data: { orderNo: 'NO1', stepCode: 2 } };
    });
    await renderShell(<FinishLoadingScreen />, { path: '/finish_loading', api: fake.api, token: 'T-1' });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/repay/repay_detail');
    expect(fake.calls.map((call) => call.path)).toEqual(['/loan/loan-order/latest']);
  });
});
