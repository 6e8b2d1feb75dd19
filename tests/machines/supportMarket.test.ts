import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMarketApplyActors } from '../../machines/marketApply/marketApply.actors';
import { marketApplyMachine } from '../../machines/marketApply/marketApply.machine';
import { selectMarketProblems } from '../../machines/marketApply/marketApply.selectors';
import { TYPED_APPLICATION } from '../../machines/marketApply/marketApply.typed';
import type { MarketProduct, TypedApplication } from '../../machines/marketApply/marketApply.types';
import type { ApiClient } from '../../services/api/client';
import { endpoints } from '../../services/api/endpoints';
import { ApiFault } from '../../services/api/result';

const product: MarketProduct = {
  productId: 'ng-steady', name: 'Steady Loan', minAmount: 1000, maxAmount: 30000, termDays: 180, dailyRate: 0.08, tags: [], appliedBefore: true, hasOpenOrder: false,
};

function fill(actor: { send: (event: { type: 'market.fieldChanged'; field: 'amount' | 'fullName' | 'email' | 'monthlyIncome' | 'employment'; value: string }) => void }) {
  actor.send({ type: 'market.fieldChanged', field: 'amount', value: '12,000' });
  actor.send({ type: 'market.fieldChanged', field: 'fullName', value: 'Ada Obi' });
  actor.send({ type: 'market.fieldChanged', field: 'email', value: 'ada@gmail.com' });
  actor.send({ type: 'market.fieldChanged', field: 'monthlyIncome', value: '30000-49999' });
  actor.send({ type: 'market.fieldChanged', field: 'employment', value: 'Employee' });
}

type ApiCall = (endpoint: { path: string }, payload?: unknown, options?: unknown) => Promise<unknown>;

/** The machine on the real actors over `call`, seeded with what a reload kept, if anything. */
function start(call: ApiCall, submissionKey: string, typed?: TypedApplication) {
  const machine = marketApplyMachine.provide({ actors: createMarketApplyActors({ api: { call } as unknown as ApiClient }) });
  return createActor(machine, { input: { product, submissionKey, typed } }).start();
}

/** The machine on the real actors over `call`, the form filled. */
function startFilled(call: ApiCall, submissionKey: string) {
  const actor = start(call, submissionKey);
  fill(actor);
  return actor;
}

/** Each apply-market call, in order, as [loan amount, idempotency key]. */
function appliesOf(calls: ReadonlyArray<Parameters<ApiCall>>) {
  return calls
    .filter(([endpoint]) => endpoint.path.includes('apply-market'))
    .map(([, payload, options]) => [(payload as { loanAmount: number }).loanAmount, (options as { idempotencyKey: string }).idempotencyKey]);
}

/** The borrower's partner applications, as list-market answers: none open. */
const NO_APPLICATIONS = { list: [] };

describe('marketplace application', () => {
  it('saves basic and additional info, then re-applies to a product used before with the idempotency key', async () => {
    const call = vi.fn(async (endpoint: { path: string }) =>
      endpoint.path.includes('apply-market') ? { ok: true, data: { orderNo: 'MK9', stepCode: null } } : { ok: true, data: {} },
    );
    const actor = startFilled(call, 'key-3');
    actor.send({ type: 'market.submitted' });
    actor.send({ type: 'market.submitted' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ orderNo: 'MK9' });
    expect(call.mock.calls.map(([endpoint]) => endpoint)).toEqual([
      endpoints.support.saveBasicInfoMarket,
      endpoints.support.saveAdditionInfoMarket,
      endpoints.loan.applyMarketAgain,
    ]);
    expect(call.mock.calls[2]).toEqual([
      endpoints.loan.applyMarketAgain,
      { productId: 'ng-steady', loanAmount: 12000, duration: 180 },
      expect.objectContaining({ idempotencyKey: 'key-3' }),
    ]);
  });

  it('keeps the form and shows the server text when the partner refuses', async () => {
    const call = vi.fn(async (endpoint: { path: string }) =>
      endpoint.path.includes('apply-market')
        ? { ok: false, kind: 'business', code: 1302, msg: 'you already have an open order with this product' }
        : { ok: true, data: {} },
    );
    const actor = startFilled(call, 'key-4');
    actor.send({ type: 'market.submitted' });
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(back.context.error).toEqual({ kind: 'business', code: 1302, serverMessage: 'you already have an open order with this product' });
    expect(back.context.form.fullName).toBe('Ada Obi');
  });

  it('a retry after a lost answer resends the same key; another amount after it is another order, with a new key', async () => {
    let applies = 0;
    const call = vi.fn(async (endpoint: { path: string }, _payload?: unknown, _options?: unknown) => {
      if (!endpoint.path.includes('apply-market')) return { ok: true, data: NO_APPLICATIONS };
      applies += 1;
      if (applies < 3) throw new ApiFault('timeout', endpoint.path);
      return { ok: true, data: { orderNo: 'MK9', stepCode: null } };
    });
    const actor = startFilled(call, 'key-6');
    actor.send({ type: 'market.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'market.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && applies === 2);
    actor.send({ type: 'market.fieldChanged', field: 'amount', value: '8,000' });
    actor.send({ type: 'market.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(appliesOf(call.mock.calls)).toEqual([
      [12000, 'key-6'],
      [12000, 'key-6'],
      [8000, 'key-6-1'],
    ]);
  });

  it('F2 a lost apply answer: the product\'s open application is the one made, nothing sent again', async () => {
    const call = vi.fn(async (endpoint: { path: string }, _payload?: unknown, _options?: unknown) => {
      if (endpoint.path.includes('apply-market')) throw new ApiFault('timeout', endpoint.path);
      if (endpoint === endpoints.support.marketOrderList) {
        const order = (productId: string, orderNo: string, status: string, createTime: number) => ({ orderNo, productId, productName: 'QuickPay', amount: 12000, status, createTime });
        return {
          ok: true,
          data: { list: [order(product.productId, 'MK1', 'finished', 1), order('other', 'MK2', 'applying', 3), order(product.productId, 'MK3', 'applying', 2)] },
        };
      }
      return { ok: true, data: {} };
    });
    const actor = startFilled(call, 'key-5');
    actor.send({ type: 'market.submitted' });
    await waitFor(actor, (s) => s.matches('checking'));
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ orderNo: 'MK3' });
    expect(appliesOf(call.mock.calls)).toEqual([[12000, 'key-5']]);
  });

  it('a lost apply stays in doubt through a refused earlier step: another amount afterwards still gets a new key', async () => {
    let applies = 0;
    let basics = 0;
    const call = vi.fn(async (endpoint: { path: string }, _payload?: unknown, _options?: unknown) => {
      if (endpoint === endpoints.support.saveBasicInfoMarket) {
        basics += 1;
        return basics === 2 ? { ok: false, kind: 'business', code: 500, msg: 'busy' } : { ok: true, data: {} };
      }
      if (!endpoint.path.includes('apply-market')) return { ok: true, data: NO_APPLICATIONS };
      applies += 1;
      if (applies === 1) throw new ApiFault('network', endpoint.path);
      return { ok: true, data: { orderNo: 'MK9', stepCode: null } };
    });
    const actor = startFilled(call, 'key-7');
    actor.send({ type: 'market.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error?.kind === 'fault');
    actor.send({ type: 'market.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error?.kind === 'business');
    actor.send({ type: 'market.fieldChanged', field: 'amount', value: '8,000' });
    actor.send({ type: 'market.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(appliesOf(call.mock.calls)).toEqual([
      [12000, 'key-7'],
      [8000, 'key-7-1'],
    ]);
  });

  it('a refused apply: the next try is a new request, with a new key', async () => {
    let applies = 0;
    const call = vi.fn(async (endpoint: { path: string }, _payload?: unknown, _options?: unknown) => {
      if (!endpoint.path.includes('apply-market')) return { ok: true, data: NO_APPLICATIONS };
      applies += 1;
      return applies === 1 ? { ok: false, kind: 'business', code: 500, msg: 'busy' } : { ok: true, data: { orderNo: 'MK9', stepCode: null } };
    });
    const actor = startFilled(call, 'key-8');
    actor.send({ type: 'market.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'market.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(appliesOf(call.mock.calls).map(([, key]) => key)).toEqual(['key-8', 'key-8-1']);
  });

  it('does not call the server while the amount is out of the product range', () => {
    const call = vi.fn();
    const actor = startFilled(call, 'key-5');
    actor.send({ type: 'market.fieldChanged', field: 'amount', value: '999999' });
    actor.send({ type: 'market.submitted' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for a whole amount when cents are typed, and calls no server', () => {
    const call = vi.fn();
    const actor = startFilled(call, 'key-6');
    actor.send({ type: 'market.fieldChanged', field: 'amount', value: '12,000.50' });
    actor.send({ type: 'market.submitted' });
    expect(selectMarketProblems(actor.getSnapshot())).toEqual({ amount: 'amountNotWhole' });
    expect(call).not.toHaveBeenCalled();
    actor.send({ type: 'market.fieldChanged', field: 'amount', value: '12,000.00' });
    expect(selectMarketProblems(actor.getSnapshot())).toEqual({});
  });
});

describe('the application kept over a reload', () => {
  const filled = { amount: '12,000', fullName: 'Ada Obi', email: 'ada@gmail.com', monthlyIncome: '30000-49999', employment: 'Employee' };
  const kept = (actor: { getSnapshot: () => Parameters<typeof TYPED_APPLICATION.toKept>[0] }) => TYPED_APPLICATION.toKept(actor.getSnapshot());

  it('keeps nothing until something is typed, then the product, the form and the key; nothing once sent or closed', async () => {
    const call = vi.fn(async (endpoint: { path: string }) =>
      endpoint.path.includes('apply-market') ? { ok: true, data: { orderNo: 'MK9', stepCode: null } } : { ok: true, data: {} },
    );
    const actor = start(call, 'key-1');
    expect(kept(actor)).toBeNull();
    fill(actor);
    expect(kept(actor)).toEqual({ product, form: filled, submissionKey: 'key-1', keyInDoubt: false });
    actor.send({ type: 'market.submitted' });
    await waitFor(actor, (s) => s.matches('applying'));
    // A reload now cuts the answer off: the application may have been made.
    expect(kept(actor)?.keyInDoubt).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(kept(actor)).toBeNull();

    const closed = startFilled(call, 'key-2');
    closed.send({ type: 'market.cancelled' });
    expect(closed.getSnapshot().output).toEqual({ orderNo: null });
    expect(kept(closed)).toBeNull();
  });

  it('a reopened form asks first; not made, it resends with the kept key, and an edited amount is another order', async () => {
    const call = vi.fn(async (endpoint: { path: string }, _payload?: unknown, _options?: unknown) => {
      if (endpoint.path.includes('apply-market')) return { ok: true, data: { orderNo: 'MK9', stepCode: null } };
      return { ok: true, data: endpoint === endpoints.support.marketOrderList ? NO_APPLICATIONS : {} };
    });
    const typed = { product, form: filled, submissionKey: 'key-1-2', keyInDoubt: true };
    const replayed = start(call, 'key-new', typed);
    expect(replayed.getSnapshot().matches('checking')).toBe(true);
    await waitFor(replayed, (s) => s.matches('editing'));
    expect(replayed.getSnapshot().context.form).toEqual(filled);
    replayed.send({ type: 'market.submitted' });
    await waitFor(replayed, (s) => s.status === 'done');

    const edited = start(call, 'key-new', typed);
    await waitFor(edited, (s) => s.matches('editing'));
    edited.send({ type: 'market.fieldChanged', field: 'amount', value: '8,000' });
    edited.send({ type: 'market.submitted' });
    await waitFor(edited, (s) => s.status === 'done');
    expect(appliesOf(call.mock.calls)).toEqual([
      [12000, 'key-1-2'],
      [8000, 'key-1-2-1'],
    ]);
  });

  it('a reopened form whose application the reload cut off after the server made it: sent, nothing made again', async () => {
    const call = vi.fn(async (endpoint: { path: string }, _payload?: unknown, _options?: unknown) => {
      if (endpoint === endpoints.support.marketOrderList) {
        return { ok: true, data: { list: [{ orderNo: 'MK7', productId: product.productId, productName: 'Steady Loan', amount: 12000, status: 'applying', createTime: 1 }] } };
      }
      return { ok: true, data: {} };
    });
    const reopened = start(call, 'key-new', { product, form: filled, submissionKey: 'key-1', keyInDoubt: true });
    const done = await waitFor(reopened, (s) => s.status === 'done');
    expect(done.output).toEqual({ orderNo: 'MK7' });
    expect(appliesOf(call.mock.calls)).toEqual([]);
    expect(TYPED_APPLICATION.toKept(done)).toBeNull();
  });

  it('a form kept for another product does not fill this one', () => {
    const actor = start(vi.fn(), 'key-new', { product: { ...product, productId: 'ng-other' }, form: filled, submissionKey: 'key-1', keyInDoubt: true });
    expect(actor.getSnapshot().context.form.fullName).toBe('');
    expect(actor.getSnapshot().context).toMatchObject({ submissionKey: 'key-new', keyInDoubt: false });
  });

  it('reads back only what it wrote: a product whose terms cannot be read, or a draft without its key, is not reopened', () => {
    const good: TypedApplication = { product, form: filled, submissionKey: 'key-1', keyInDoubt: false };
    expect(TYPED_APPLICATION.isKept(JSON.parse(JSON.stringify(good)))).toBe(true);
    expect(TYPED_APPLICATION.isKept({ ...good, product: { ...product, minAmount: null } })).toBe(false);
    expect(TYPED_APPLICATION.isKept({ ...good, product: { ...product, minAmount: 50000, maxAmount: 1000 } })).toBe(false);
    expect(TYPED_APPLICATION.isKept({ ...good, form: { ...filled, email: 5 } })).toBe(false);
    expect(TYPED_APPLICATION.isKept({ ...good, submissionKey: '' })).toBe(false);
    expect(TYPED_APPLICATION.isKept({ ...good, keyInDoubt: 'yes' })).toBe(false);
    expect(TYPED_APPLICATION.isKept(null)).toBe(false);
  });
});
