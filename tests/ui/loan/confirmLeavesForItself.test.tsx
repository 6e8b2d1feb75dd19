import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { loadCatalog } from '../../../ui/app/i18n';
import { useConfirmBorrowActor } from '../../../ui/loan/borrow.wiring';
import { ConfirmBorrowView } from '../../../ui/loan/borrow/ConfirmBorrowScreen';
import { createFakeApi, renderShell } from '../shell/renderShell';

beforeAll(() => loadCatalog('loan', 'en'));

const offer = { orderNo: 'NO1', stepCode: 14, loanAmount: 5000, duration: 91, fee: 409.5, feeTax: 73.71, interest: 373.97, disbursalAmount: 4516.79, repayAmount: 5373.97, dueDate: '2027-02-20' };

/** The confirm screen as its route mounts it, and whether the router was asked to mount it afresh. */
function ConfirmWithItsWiring() {
  const reload = (useLocation().state as { reload?: number } | null)?.reload;
  return (
    <>
      <ConfirmBorrowView actor={useConfirmBorrowActor()} />
      <output data-testid="mounted">{reload ? 'afresh' : 'first'}</output>
    </>
  );
}

describe('confirm borrow, when a refusal finds the order moved on to this same screen', () => {
  it('approved meanwhile (step 14 to 18, both confirm_borrow): the screen mounts afresh instead of staying busy', async () => {
    let step = 14;
    const fake = createFakeApi((path) => {
      // At step 14 the screen submits the application (get-money); approval moves the order to 18.
      if (path === '/loan/loan-order/latest') return { ok: true, data: { orderNo: 'NO1', stepCode: step } };
      if (path === '/loan/confirm/product-info') return { ok: true, data: offer };
      if (path === '/loan/get-money') {
        step = 18; // approved while the screen was open: the submit is refused
        return { ok: false, kind: 'business', code: 1105, msg: 'This offer has changed' };
      }
      throw new Error(`unexpected call ${path}`);
    });
    await renderShell(<ConfirmWithItsWiring />, { path: '/borrow/confirm_borrow', api: fake.api, token: 'T-1' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I have read and accept the loan agreement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('afresh')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/borrow/confirm_borrow');
  });
});
