import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderKeyActions, orderMachine, POLL_LIMIT } from '../../../machines/order/order.machine';
import type { LatestOrderOutcome, LoanOrder, PayoutBankList, SaveCardInput, SaveCardOutcome } from '../../../machines/order/order.types';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { ApiFault } from '../../../services/api/result';
import { HomeView } from '../../../ui/loan/home/HomeScreen';
import { renderLoan } from './renderLoan';
import { expectSaidInPlace, statusRegions } from '../liveRegions';
import { FocusOnNavigation } from '../../../ui/shell/FocusOnNavigation';

const NOW = Date.UTC(2026, 10, 21, 12);

const NG_PAYOUT_BANKS: PayoutBankList = {
  banks: [
    { code: '044', name: 'Access Bank', checksNuban: true },
    { code: '999992', name: 'OPay', checksNuban: false },
  ],
  source: 'server',
};

function homeWith(
  outcome: LatestOrderOutcome | ApiFault | null,
  signedIn = true,
  isOrderDetail = false,
  {
    bankAccountKind = 'nuban',
    banks = async () => NG_PAYOUT_BANKS,
    beside = null,
    history = ['/'],
  }: { bankAccountKind?: 'nuban' | 'clabeOrCard'; banks?: () => Promise<PayoutBankList>; beside?: ReactNode; history?: string[] } = {},
) {
  const navigateTo = vi.fn();
  const saveBankCard = vi.fn(async (): Promise<SaveCardOutcome> => ({ kind: 'saved' }));
  const actor = createActor(
    orderMachine.provide({
      actors: {
        fetchLatestOrder: fromPromise(async () => {
          if (outcome instanceof ApiFault) throw outcome;
          return outcome ?? { kind: 'none' as const, checkedAt: NOW };
        }),
        saveBankCard: fromPromise<SaveCardOutcome, SaveCardInput>(saveBankCard),
        fetchPayoutBanks: fromPromise(banks),
      },
      actions: { navigateTo: (_, params) => navigateTo(params.path), ...orderKeyActions(sequentialKeys()) },
    }),
    { input: { signedIn, bankAccountKind } },
  ).start();
  renderLoan(
    <>
      <main className="app">
        <HomeView actor={actor} now={() => NOW} isOrderDetail={isOrderDetail} />
      </main>
      {beside}
    </>,
    'ng',
    history,
  );
  return { actor, navigateTo, saveBankCard };
}

/** Where the router is, and Android Back (a history traversal, as the WebView makes it). */
function HistoryProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{`${pathname}${search}`}</output>
      <FocusOnNavigation />
      <button type="button" onClick={() => navigate(-1)}>
        Back (Android)
      </button>
      <button type="button" onClick={() => navigate('/')}>
        Home tab
      </button>
    </>
  );
}

/** The new payout account typed twice, then "Save and send again". */
async function saveNewAccount(account: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'New bank account number' }), account);
  await userEvent.type(screen.getByRole('textbox', { name: 'Confirm bank account number' }), account);
  await userEvent.click(screen.getByRole('button', { name: 'Save and send again' }));
}

const order = (stepCode: number, extra: Partial<LoanOrder> = {}): LatestOrderOutcome => ({
  kind: 'order',
  order: { orderNo: 'NO1', stepCode, createdAt: NOW - 60_000, ...extra },
  checkedAt: NOW,
});

describe('home', () => {
  it('a signed-out visitor sees the pitch with the amount range and Apply', async () => {
    const { navigateTo } = homeWith(null, false);
    expect(screen.getByRole('heading', { level: 1, name: 'Cash in minutes, straight to your bank account' })).toBeVisible();
    expect(screen.getByText(/Borrow from/)).toHaveTextContent('₦1,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(navigateTo).toHaveBeenCalledWith('/borrow/to_borrow');
  });

  it('approved: says the amount approved and that Get money shows what is received after fees, never that all of it is paid out', async () => {
    homeWith(order(18, { loanAmount: 5000, disbursalAmount: 4516.79 }));
    await screen.findByRole('button', { name: 'Get money' });
    expect(screen.getByText(/^Approved:/)).toHaveTextContent('Approved: ₦5,000.00. Press Get money to see what you receive after fees.');
  });

  it('assessing shows what happens next and when', async () => {
    homeWith(order(1, { submittedAt: NOW - 60_000 }));
    await screen.findByRole('heading', { name: 'We are reviewing your application' });
    const timeline = screen.getByRole('list', { name: 'What happens next' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
    expect(within(timeline).getByText('Decision at the latest (24 hours)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Detail' })).toBeEnabled();
  });

  it('a deposit past its 8 hours says it is late and where to ask, rather than only "on its way"', async () => {
    homeWith(order(7, { lendingAt: NOW - 9 * 3_600_000 }));
    expect(await screen.findByText('This is taking longer than usual. Contact customer services if you have questions.')).toHaveAttribute('role', 'status');
    cleanup();
    homeWith(order(7, { lendingAt: NOW - 3_600_000 }));
    await screen.findByRole('list', { name: 'What happens next' });
    expect(screen.queryByText(/This is taking longer than usual/)).toBeNull();
    // Its status region is already there, empty: when the deposit turns late on this screen, that is said.
    expect(screen.getAllByRole('status').some((region) => region.matches('.order-details > p') && region.textContent === '')).toBe(true);
  });

  it("the order's detail screen leaves out Detail, which would lead to itself, and keeps the other actions", async () => {
    homeWith(order(1, { submittedAt: NOW - 60_000 }), true, true);
    await screen.findByRole('heading', { name: 'We are reviewing your application' });
    expect(screen.getByRole('list', { name: 'What happens next' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Detail' })).toBeNull();
    cleanup();
    homeWith(order(9, { rejectedAt: NOW - 86_400_000 }), true, true);
    await screen.findByRole('heading', { name: 'Your application was not approved' });
    expect(screen.getByRole('button', { name: 'Cannot apply' })).toBeDisabled();
  });

  it('a time the server sent in nanoseconds leaves the screen standing (no blank page)', async () => {
    homeWith(order(1, { submittedAt: 1_763_726_400_000_000_000 }));
    await screen.findByRole('heading', { name: 'We are reviewing your application' });
    expect(document.body.textContent).not.toMatch(/57860|Invalid Date|NaN/);
  });

  it('an application left half-way says it is not finished, and Apply carries on at its step', async () => {
    const { navigateTo } = homeWith(order(14));
    await screen.findByRole('heading', { name: 'You can apply for a loan' });
    expect(screen.getByText('Your application is not finished. Tap Apply to carry on where you left off.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(navigateTo).toHaveBeenCalledWith('/borrow/confirm_borrow');
  });

  it('a finished loan leaves home as a plain "can apply", without the unfinished note', async () => {
    homeWith(order(4));
    await screen.findByRole('heading', { name: 'You can apply for a loan' });
    expect(screen.queryByText(/not finished/)).toBeNull();
  });

  it('rejected shows the reapply date and time and a disabled "Cannot apply"', async () => {
    homeWith(order(9, { rejectedAt: NOW - 86_400_000, reapplyAt: Date.UTC(2026, 11, 20, 12, 37) }));
    await screen.findByRole('heading', { name: 'Your application was not approved' });
    // The time too: the check is the moment, and on the morning of that day Apply is still shut.
    expect(screen.getByText(/You can apply again from/)).toHaveTextContent(/20 Dec 2026, \d{1,2}:37/);
    expect(screen.getByRole('button', { name: 'Cannot apply' })).toBeDisabled();
  });

  it('rejected without any date says the wait rather than "from —"', async () => {
    homeWith(order(9, { rejectedAt: null, reapplyAt: null, createdAt: null }));
    await screen.findByRole('heading', { name: 'Your application was not approved' });
    expect(screen.getByText('You can apply again 30 days after the decision.')).toBeVisible();
    expect(document.body.textContent).not.toContain('—');
  });

  it('a failed payout shows the reason and the old account masked to its last four digits, and Edit opens the card form (F39)', async () => {
    const { saveBankCard } = homeWith(order(10, { failReason: 'Bank account not supported', bankAccount: '0123456789' }));
    await screen.findByRole('heading', { name: 'We could not send the money' });
    expect(screen.getByRole('alert')).toHaveTextContent('Bank account not supported');
    expect(screen.getByText(/^Bank account: •••• 6789\./)).toBeVisible();
    expect(document.body.textContent).not.toContain('0123456789');
    expect(document.body.textContent).not.toContain('012345');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New bank account number' }), '0123456789');
    await userEvent.type(screen.getByRole('textbox', { name: 'Confirm bank account number' }), '0123456788');
    await userEvent.click(screen.getByRole('button', { name: 'Save and send again' }));
    expect(await screen.findByText('The two bank card numbers do not match')).toBeVisible();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Confirm bank account number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Confirm bank account number' }), '0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save and send again' }));
    await waitFor(() => expect(saveBankCard).toHaveBeenCalledTimes(1));
  });

  it('a failed payout in Nigeria can go to another bank: the bank on file is the first choice, and the number must fit the bank', async () => {
    const { saveBankCard } = homeWith(order(10, { failReason: 'Bank account not supported', bankAccount: '0123456789', bankName: 'Guaranty Trust Bank' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    expect(bank).toHaveDisplayValue('Same bank (Guaranty Trust Bank)');
    await screen.findByRole('option', { name: 'Access Bank' });
    await userEvent.selectOptions(bank, '044');
    // Ten digits, but Access Bank's check digit for this serial is 4.
    await saveNewAccount('0123456789');
    expect(await screen.findByText('Enter a valid bank account number')).toBeVisible();
    expect(saveBankCard).not.toHaveBeenCalled();
    for (const name of ['New bank account number', 'Confirm bank account number']) {
      await userEvent.clear(screen.getByRole('textbox', { name }));
      await userEvent.type(screen.getByRole('textbox', { name }), '0123456784');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save and send again' }));
    await waitFor(() => expect(saveBankCard).toHaveBeenCalledTimes(1));
    expect(saveBankCard.mock.calls[0]).toEqual([
      expect.objectContaining({ input: expect.objectContaining({ account: '0123456784', bank: { code: '044', name: 'Access Bank', checksNuban: true } }) }),
    ]);
  });

  it('a failed payout whose bank list cannot be read still lets the borrower keep the bank on file', async () => {
    const { saveBankCard } = homeWith(order(10, { bankAccount: '0123456789' }), true, false, { banks: () => Promise.reject(new Error('offline')) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('The bank list could not be loaded. You can keep your bank, or cancel and try again later.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveDisplayValue('Same bank as before');
    await saveNewAccount('0123456789');
    await waitFor(() => expect(saveBankCard).toHaveBeenCalledTimes(1));
  });

  it('Cancel closes the new-account form and gives the focus back to Edit, not to the top of the screen', async () => {
    homeWith(order(10, { failReason: 'Bank account not supported', bankAccount: '0123456789' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('form', { name: 'Edit bank card' })).toHaveAttribute('data-focus-landing');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('Android Back while the new-account form is open closes the form and stays on home; Cancel leaves no entry behind', async () => {
    homeWith(order(10, { failReason: 'Bank account not supported', bankAccount: '0123456789' }), true, false, {
      beside: <HistoryProbe />,
      history: ['/records'],
    });
    // Home reached from another tab: not the first screen, so a plain Back would move the focus to the heading.
    await userEvent.click(screen.getByRole('button', { name: 'Home tab' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/?form=open'));
    // The entry recording the open form does not move the focus to the heading (the form takes Edit's, in the shell).
    expect(screen.getByRole('heading', { name: 'We could not send the money' })).not.toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'New bank account number' }), '0123');
    await userEvent.click(screen.getByRole('button', { name: 'Back (Android)' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit bank card' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'We could not send the money' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);

    // Opened again and cancelled: the entry is taken back and the focus stays on Edit; the next Back leaves home.
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/?form=open'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back (Android)' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/records'));
  });

  it('in Mexico the new account alone decides (a CLABE names its bank): no bank to choose', async () => {
    const banks = vi.fn(async (): Promise<PayoutBankList> => ({ banks: [], source: 'server' }));
    homeWith(order(10, { bankAccount: '002010077777777771' }), true, false, { bankAccountKind: 'clabeOrCard', banks });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'New bank account number' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Bank' })).toBeNull();
  });

  it('a new payout account the server refuses shows the server\'s words, and the account typed stays', async () => {
    const { saveBankCard } = homeWith(order(10, { failReason: 'Bank account not supported', bankAccount: '0123456789' }));
    saveBankCard.mockResolvedValueOnce({ kind: 'refused', code: 1107, msg: 'The bank account number is not valid' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await saveNewAccount('0123456789');
    const form = screen.getByRole('form', { name: 'Edit bank card' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The bank account number is not valid');
    expect(screen.getByRole('textbox', { name: 'New bank account number' })).toHaveValue('0123456789');
    // Correcting the number: the refusal was of the number before, and goes.
    await userEvent.type(screen.getByRole('textbox', { name: 'New bank account number' }), '1');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it.each([
    ['timeout', new ApiFault('timeout', '/loan/loan-order/latest'), 'Request timed out'],
    ['HTTP 502', new ApiFault('http', '/loan/loan-order/latest', 502), 'Request failed, try again'],
    ['offline', new ApiFault('offline', '/loan/loan-order/latest'), 'You appear to be offline'],
  ])('a read of the loan that fails (%s) says what happened, not "Network failed", and offers Refresh', async (_, fault, words) => {
    homeWith(fault);
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Network failed');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it("a read of the loan the server refuses shows the server's words, or a plain retry when it sent none", async () => {
    homeWith({ kind: 'refused', code: 1103, msg: 'Service is under maintenance until 14:00' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service is under maintenance until 14:00');
    cleanup();
    homeWith({ kind: 'refused', code: 1103, msg: '  ' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed, try again');
  });

  it('a new payout account whose save timed out says so: the server may have it, Save again is safe', async () => {
    const { saveBankCard } = homeWith(order(10, { failReason: 'Bank account not supported', bankAccount: '0123456789' }));
    saveBankCard.mockRejectedValueOnce(new ApiFault('timeout', '/loan/loan-order/update-bankCard'));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await saveNewAccount('0123456789');
    const form = screen.getByRole('form', { name: 'Edit bank card' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Request timed out');
    expect(within(form).getByRole('alert')).not.toHaveTextContent('Network failed');
  });

  it('an unknown step code offers a refresh instead of crashing', async () => {
    homeWith(order(77));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not show your loan. Please refresh.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('a repaying loan with an unreadable amount shows a placeholder and an error, never NaN (F46)', async () => {
    homeWith(order(2, { unrepaidAmount: '1.000,50', repayAmount: -5, dueDate: '2026-12-01' }));
    await screen.findByRole('heading', { name: 'Your loan is active' });
    expect(screen.getByRole('alert')).toHaveTextContent('The amount to repay could not be read. Try again later or contact support.');
    expect(screen.getByText('—')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('approved or paying out with an amount that cannot be read: the sentence without it, never a dash (F46)', async () => {
    homeWith(order(18, { loanAmount: '1.000,50' }));
    expect(await screen.findByText(/^Your loan is approved\. Press Get money/)).toBeVisible();
    cleanup();
    homeWith(order(7, { lendingAt: NOW - 60_000, disbursalAmount: null }));
    expect(await screen.findByText(/We are sending/)).toHaveTextContent(/^We are sending your loan to your bank account\./);
    expect(document.body.textContent).not.toMatch(/—|NaN|undefined/);
  });

  it('an unreadable balance is never replaced by the original amount, which leaves out penalties and part payments (F46)', async () => {
    homeWith(order(3, { unrepaidAmount: '1.000,50', repayAmount: 5373.97, dueDate: '2026-12-01' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('alert')).toHaveTextContent('The amount to repay could not be read.');
    expect(screen.getByText('Amount to repay').nextElementSibling).toHaveTextContent('—');
    expect(document.body.textContent).not.toContain('5,373.97');
  });

  it('a balance the server did not send: the amount to repay is the loan\'s', async () => {
    homeWith(order(2, { unrepaidAmount: undefined, repayAmount: 5373.97, dueDate: '2026-12-01' }));
    await screen.findByRole('heading', { name: 'Your loan is active' });
    expect(screen.getByText('Amount to repay').nextElementSibling).toHaveTextContent('₦5,373.97');
  });

  it('a repaying loan with a readable amount shows it in naira and no error (F46)', async () => {
    homeWith(order(2, { unrepaidAmount: '1,000.00', dueDate: '2026-12-01' }));
    await screen.findByRole('heading', { name: 'Your loan is active' });
    expect(screen.getByText('₦1,000.00')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('home: the due date in any form the server sends it', () => {
  it.each([
    ['a calendar day', '2026-12-01', '1 Dec 2026'],
    ['seconds as a string of digits', String(Date.UTC(2026, 11, 1, 12) / 1000), '1 Dec 2026'],
    ['milliseconds as a string of digits', String(Date.UTC(2026, 11, 1, 12)), '1 Dec 2026'],
    ['seconds as a number', Date.UTC(2026, 11, 1, 12) / 1000, '1 Dec 2026'],
  ])('%s shows as a date, never "—"', async (_, dueDate, shown) => {
    homeWith(order(2, { unrepaidAmount: 1000, dueDate }));
    await screen.findByRole('heading', { name: 'Your loan is active' });
    expect(screen.getByText('Due date').nextElementSibling).toHaveTextContent(shown);
  });
});

describe('home: waiting that runs out of checks', () => {
  /** Every background check of a whole budget: 5 + 10 + 20 + 40 s, then 60 s each. */
  const BUDGET_MS = 75_000 + (POLL_LIMIT - 4) * 60_000;
  const passBudget = () => act(() => vi.advanceTimersByTimeAsync(BUDGET_MS));

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** The first read shows the order; `poll` answers every background check after it. */
  function homePolling(first: LatestOrderOutcome, poll: () => LatestOrderOutcome | Error) {
    const fetchLatestOrder = vi.fn(async () => {
      if (fetchLatestOrder.mock.calls.length === 1) return first;
      const outcome = poll();
      if (outcome instanceof Error) throw outcome;
      return outcome;
    });
    const actor = createActor(
      orderMachine.provide({ actors: { fetchLatestOrder: fromPromise<LatestOrderOutcome, { silent: boolean }>(fetchLatestOrder) } }),
      { input: { signedIn: true, bankAccountKind: 'nuban' } },
    ).start();
    renderLoan(<HomeView actor={actor} now={() => NOW} />);
    return { fetchLatestOrder };
  }

  it('an assessment with no news stops checking, says so, and Check again checks at once', async () => {
    const { fetchLatestOrder } = homePolling(order(1), () => order(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Check now' })).toBeVisible();
    const waiting = statusRegions();
    await passBudget();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We are reviewing your application');
    const stall = 'We are still waiting for an update on your loan. Press Check again to see the latest status.';
    expect(screen.getByText(stall)).toBeVisible();
    expectSaidInPlace(waiting, stall); // read out: the line was on the page, waiting
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    expect(screen.queryByText('Check your internet connection', { exact: false })).toBeNull();
    const checks = fetchLatestOrder.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(3_600_000));
    expect(fetchLatestOrder).toHaveBeenCalledTimes(checks);

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchLatestOrder).toHaveBeenCalledTimes(checks + 1);
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check now' })).toBeVisible();
  });

  it('a decision found by a background check is said aloud; the status the screen opened with is not', async () => {
    homePolling(order(1), () => order(18));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const announcer = screen.getByTestId('status-change');
    expect(announcer).toHaveAttribute('role', 'status');
    expect(announcer).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your loan is approved');
    // The same element, on the page from the start, now holds the news.
    expect(screen.getByTestId('status-change')).toBe(announcer);
    expect(announcer).toHaveTextContent('Your loan is approved');
  });

  it('checks that keep failing end in a stall that blames the connection, with the fault in words', async () => {
    homePolling(order(7), () => new ApiFault('offline', '/loan/loan-order/latest'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('alert')).toBeNull();
    await passBudget();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your money is on its way');
    expect(screen.getByRole('alert')).toHaveTextContent('You appear to be offline');
    expect(
      screen.getByText('We could not check your loan for a while. Check your internet connection, then press Check again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
  });
});
