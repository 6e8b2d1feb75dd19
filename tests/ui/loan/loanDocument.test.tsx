import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiFault } from '../../../services/api/result';
import { loadCatalog } from '../../../ui/app/i18n';
import AgreementScreen from '../../../ui/loan/borrow/AgreementScreen';
import { createFakeApi, renderShell } from '../shell/renderShell';

beforeAll(() => loadCatalog('loan', 'en'));

describe('a loan document that could not be read', () => {
  it('says so and reads it again on Try again', async () => {
    let reads = 0;
    const fake = createFakeApi((path) => {
      if (path !== '/loan/loan-order/loanAgreement') throw new Error(`unexpected call ${path}`);
      reads += 1;
      if (reads === 1) throw new ApiFault('network', path);
      return { ok: true, data: { title: 'Loan agreement', content: 'You borrow.\n\nYou repay.' } };
    });
    await renderShell(<AgreementScreen />, { path: '/borrow/agreement', api: fake.api, token: 'T-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed, try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan agreement' })).toBeVisible();
    expect(screen.getByText('You repay.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reads).toBe(2);
  });
});
