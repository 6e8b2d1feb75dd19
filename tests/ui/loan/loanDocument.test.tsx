import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiFault } from '../../../services/api/result';
import { loadCatalog } from '../../../ui/app/i18n';
import { documentParagraphs } from '../../../ui/loan/documentText';
import AgreementScreen from '../../../ui/loan/borrow/AgreementScreen';
import ConfirmBorrowScreen from '../../../ui/loan/borrow/ConfirmBorrowScreen';
import { LoanDocumentText } from '../../../ui/loan/borrow/LoanDocumentText';
import { createFakeApi, renderShell } from '../shell/renderShell';

beforeAll(() => loadCatalog('loan', 'en'));

describe('a loan document that could not be read', () => {
  it('says so and reads it again on Try again', async () => {
    let reads = 0;
    const fake = createFakeApi((path) => {
      if (path !== '/loan/loan-order/loanAgreement') throw new Error(`unexpected call ${path}`);
      reads += 1;
      if (reads === 1) throw new ApiFault('network', path);
      return { ok: true, data: { title: 'Terms of your loan', content: 'You borrow.\n\nYou repay.' } };
    });
    await renderShell(<AgreementScreen />, { path: '/borrow/agreement', api: fake.api, token: 'T-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed, try again');
    // The screen keeps its heading (focus and the page title follow it) while the text is missing.
    expect(screen.getByRole('heading', { level: 1, name: 'Loan agreement' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of your loan' })).toBeVisible();
    expect(screen.getByText('You repay.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reads).toBe(2);
  });
});

describe('the contract folded on the confirm screen', () => {
  const contractApi = (outcomes: Array<'fails' | 'reads'>) =>
    createFakeApi((path) => {
      if (path !== '/loan/get-money/contract') throw new Error(`unexpected call ${path}`);
      if (outcomes.shift() === 'fails') throw new ApiFault('network', path);
      return { ok: true, data: { title: null, content: 'You repay on time.' } };
    });

  it('stays folded once read: the borrower opens it to read', async () => {
    const fake = contractApi(['reads']);
    await renderShell(<LoanDocumentText kind="contract" summary="Read the loan agreement" />, { path: '/borrow/confirm_borrow', api: fake.api, token: 'T-1' });
    const text = await screen.findByText('You repay on time.');
    expect(text).not.toBeVisible();
    await userEvent.click(screen.getByText('Read the loan agreement'));
    expect(text).toBeVisible();
  });

  it('unfolds when it could not be read, so nobody accepts a text they never saw, and stays open on Try again', async () => {
    const fake = contractApi(['fails', 'reads']);
    await renderShell(<LoanDocumentText kind="contract" summary="Read the loan agreement" />, { path: '/borrow/confirm_borrow', api: fake.api, token: 'T-1' });
    expect(await screen.findByRole('alert')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You repay on time.')).toBeVisible();
  });
});

describe('a loan document without any text', () => {
  it('is not a blank page: the heading stays and it can be read again', async () => {
    let reads = 0;
    const fake = createFakeApi(() => {
      reads += 1;
      return { ok: true, data: reads === 1 ? { title: null, content: '  <p></p>  ' } : { title: null, content: 'You borrow.' } };
    });
    await renderShell(<AgreementScreen />, { path: '/borrow/agreement', api: fake.api, token: 'T-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed, try again');
    expect(screen.getByRole('heading', { level: 1, name: 'Loan agreement' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You borrow.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Loan agreement' })).toBeVisible();
  });
});

// The browser's parser decodes entities, so these run in the DOM project.
describe('loan documents as text (FAULTS F14)', () => {
  it('splits paragraphs, drops tags and scripts, decodes entities', () => {
    const html = '<h1>Loan</h1><p>Pay &amp; repay</p><script>alert(1)</script><img src=x onerror=alert(1)>Line<br>two\n\nEnd';
    expect(documentParagraphs(html)).toEqual(['Loan', 'Pay & repay', 'Line two', 'End']);
  });

  it('decodes the accents an HTML editor writes as entities, named or numeric', () => {
    const html = '<p>Contrato de cr&eacute;dito: &iquest;un a&ntilde;o? S&Iacute;, 12 meses &#243; 52 semanas &#xE1;&uuml;</p>';
    expect(documentParagraphs(html)).toEqual(['Contrato de crédito: ¿un año? SÍ, 12 meses ó 52 semanas áü']);
  });

  it('leaves an unknown entity as it was and never turns an entity into a tag', () => {
    expect(documentParagraphs('&bogus; &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;')).toEqual([
      '&bogus; <script>alert(1)</script> <img src=x onerror=alert(1)>',
    ]);
  });
});

describe('the agreement on the confirm screen', () => {
  const offer = { orderNo: 'NO1', stepCode: 14, loanAmount: 5000, duration: 91, fee: 409.5, feeTax: 73.71, interest: 373.97, disbursalAmount: 4516.79, repayAmount: 5373.97, dueDate: '2027-02-20' };

  it('cannot be accepted while its text is missing: loading, or failed until Try again reads it', async () => {
    let contractReads = 0;
    const fake = createFakeApi((path) => {
      if (path === '/loan/loan-order/latest') return { ok: true, data: { orderNo: 'NO1', stepCode: 14 } };
      if (path === '/loan/confirm/product-info') return { ok: true, data: offer };
      if (path === '/loan/get-money/contract') {
        contractReads += 1;
        if (contractReads === 1) throw new ApiFault('network', path);
        return { ok: true, data: { title: null, content: 'You repay on time.' } };
      }
      throw new Error(`unexpected call ${path}`);
    });
    await renderShell(<ConfirmBorrowScreen />, { path: '/borrow/confirm_borrow', api: fake.api, token: 'T-1' });
    const accept = await screen.findByRole('checkbox', { name: 'I have read and accept the loan agreement' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed, try again');
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription('You can accept the agreement once its text is shown above.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('You repay on time.');
    expect(accept).toBeEnabled();
    expect(accept).not.toHaveAccessibleDescription();
    expect(screen.queryByText('You can accept the agreement once its text is shown above.')).toBeNull();
  });
});
