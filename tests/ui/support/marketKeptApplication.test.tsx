import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDraftStore } from '../../../services/storage/draftStore';
import { createMemoryBackend } from '../../../services/storage/localStore';
import MarketSection from '../../../ui/support/market/MarketSection';
import { MeView } from '../../../ui/support/me/MeScreen';
import { quietCentre } from './quietCentre';
import { fakeApi, supportCatalogReady, supportElement } from './renderSupport';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => supportCatalogReady, 20_000);

const products = {
  products: [
    { productId: 'ng-quickpay', name: 'QuickPay Credit', minAmount: 3000, maxAmount: 50000, termDays: 91, dailyRate: 0.1, tags: [], appliedBefore: false, hasOpenOrder: false },
  ],
};

/** The marketplace's reads, and an apply call that `applyAnswer` answers (held, to reload meanwhile); `ordersAnswer` the borrower's applications. */
type Answer = { ok: true; data: unknown };

function marketApi(applyAnswer: () => Promise<Answer>, ordersAnswer: () => Answer | Promise<Answer> = () => ({ ok: true, data: { list: [] } })) {
  return fakeApi({
    '/loanMarket/index': () => ({ ok: true, data: products }),
    '/loan/loan-order/list-market': ordersAnswer,
    '/loanMarket/repay/products': () => ({ ok: true, data: { list: [] } }),
    '/loanMarket/repay-color': () => ({ ok: true, data: { list: [] } }),
    '/loanMarket/lending-record': () => ({ ok: true, data: { list: [] } }),
    '/loanMarket/customer-service': () => ({ ok: false, kind: 'business', code: 500, msg: 'none' }),
    '/user/saveBasicInfo-market': () => ({ ok: true, data: {} }),
    '/user/saveAdditionInfo-market': () => ({ ok: true, data: {} }),
    '/loan/loan-order/apply-market': applyAnswer,
    '/app/isRejectRecommendation': () => ({ ok: true, data: { recommend: false } }),
  });
}


const form = () => screen.findByRole('form', { name: 'Apply for QuickPay Credit' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Apply for QuickPay Credit' }));
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Obi');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@gmail.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Monthly income' }), '30000-49999');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Employment' }), 'Employee');
}

describe('the marketplace application over a reload', () => {
  it('opens again on the form as typed; Cancel lets it go, and the next visit shows the products', async () => {
    const { api } = marketApi(async () => ({ ok: true, data: { orderNo: 'MK1', stepCode: null } }));
    const drafts = createDraftStore(createMemoryBackend());
    const user = userEvent.setup();
    const open = () => render(supportElement(<MarketSection />, { api, path: '/me', drafts }).element);

    const first = open();
    await fillIn(user);
    first.unmount();

    const again = open();
    expect(await form()).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Obi');
    expect(screen.getByRole('combobox', { name: 'Employment' })).toHaveValue('Employee');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('list', { name: 'Recommended products' })).toBeVisible();
    again.unmount();

    open();
    expect(await screen.findByRole('button', { name: 'Apply for QuickPay Credit' })).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('a reload while the application is being made: Send again replays it under the same key, and it is sent once', async () => {
    let answerFirst: (answer: { ok: true; data: unknown }) => void = () => undefined;
    const answers = [
      new Promise<{ ok: true; data: unknown }>((resolve) => (answerFirst = resolve)),
      Promise.resolve({ ok: true as const, data: { orderNo: 'MK1', stepCode: null } }),
    ];
    // After the reload the borrower's applications are held, so the check is seen; then none is open.
    let holdOrders = false;
    const heldOrders: Array<(answer: Answer) => void> = [];
    const { api, calls } = marketApi(
      () => answers.shift()!,
      () => (holdOrders ? new Promise<Answer>((resolve) => heldOrders.push(resolve)) : { ok: true, data: { list: [] } }),
    );
    const drafts = createDraftStore(createMemoryBackend());
    const user = userEvent.setup();
    const open = () => render(supportElement(<MarketSection />, { api, path: '/me', drafts }).element);

    const first = open();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/apply-market'))).toHaveLength(1));
    first.unmount(); // the WebView reloads with the call on its way; its answer never reaches the form
    answerFirst({ ok: true, data: { orderNo: 'MK1', stepCode: null } });

    holdOrders = true;
    open();
    expect(await form()).toBeVisible();
    // It asks first whether the application was made (here it was not: no open application).
    expect(await screen.findByText('Checking your application…')).toHaveAttribute('role', 'status');
    holdOrders = false;
    heldOrders.forEach((release) => release({ ok: true, data: { list: [] } }));
    await waitFor(() => expect(screen.queryByText('Checking your application…')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/Application sent to QuickPay Credit \(order MK1\)/)).toBeVisible();
    const keys = calls.filter((call) => call.path.endsWith('/apply-market')).map((call) => (call.options as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('back on "me" from the tab bar (no ?section=market): the marketplace opens by itself on the kept form', async () => {
    const { api } = marketApi(async () => ({ ok: true, data: { orderNo: 'MK1', stepCode: null } }));
    const drafts = createDraftStore(createMemoryBackend());
    const user = userEvent.setup();
    const first = render(supportElement(<MarketSection />, { api, path: '/me', drafts }).element);
    await fillIn(user);
    first.unmount();

    render(supportElement(<MeView centre={quietCentre()} />, { api, path: '/me', drafts }).element);
    expect(await form()).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Obi');
    expect(screen.getByRole('button', { name: 'Loan marketplace' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('an application answered without its order number', () => {
  it('says where it went, with no empty "(order )"', async () => {
    const { api } = marketApi(async () => ({ ok: true, data: { stepCode: null } }));
    const user = userEvent.setup();
    render(supportElement(<MarketSection />, { api, path: '/me', drafts: createDraftStore(createMemoryBackend()) }).element);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const sent = await screen.findByText(/^Application sent to QuickPay Credit\. The partner reviews it/);
    expect(sent).toBeVisible();
    expect(sent).not.toHaveTextContent('order');
  });
});

describe('closing the marketplace application form', () => {
  const reads = (calls: Array<{ path: string }>, path: string) => calls.filter((call) => call.path === path).length;

  it('Cancel goes back to the list as it was, without reading it again, with the focus on that Apply', async () => {
    const { api, calls } = marketApi(async () => ({ ok: true, data: { orderNo: 'MK1', stepCode: null } }));
    const user = userEvent.setup();
    render(supportElement(<MarketSection />, { api, path: '/me', drafts: createDraftStore(createMemoryBackend()) }).element);
    await user.click(await screen.findByRole('button', { name: 'Apply for QuickPay Credit' }));
    expect(await form()).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recommended products' })).toBeNull(); // hidden while the form is open

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('list', { name: 'Recommended products' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply for QuickPay Credit' })).toHaveFocus();
    expect(reads(calls, '/loanMarket/index')).toBe(1);
    expect(reads(calls, '/loan/loan-order/list-market')).toBe(1);
  });

  it('Done after an application reads the products and the applications again (one is open now)', async () => {
    const { api, calls } = marketApi(async () => ({ ok: true, data: { orderNo: 'MK1', stepCode: null } }));
    const user = userEvent.setup();
    render(supportElement(<MarketSection />, { api, path: '/me', drafts: createDraftStore(createMemoryBackend()) }).element);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));

    expect(await screen.findByRole('list', { name: 'Recommended products' })).toBeVisible();
    expect(reads(calls, '/loanMarket/index')).toBe(2);
    expect(reads(calls, '/loan/loan-order/list-market')).toBe(2);
  });
});
