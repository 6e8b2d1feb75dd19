import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createBorrowActors } from '../../../machines/borrow/borrow.actors';
import { borrowKeyActions, borrowMachine } from '../../../machines/borrow/borrow.machine';
import { CHOSEN_TERMS } from '../../../machines/borrow/borrow.typed';
import type { ApplyInput, BorrowInput, FollowOutcome, SubmitOutcome, TermsOutcome } from '../../../machines/borrow/borrow.types';
import { confirmBorrowKeyActions, confirmBorrowMachine } from '../../../machines/confirmBorrow/confirmBorrow.machine';
import { costPanelOf } from '../../../machines/confirmBorrow/confirmBorrow.selectors';
import type { OfferOutcome, RequestMoneyInput } from '../../../machines/confirmBorrow/confirmBorrow.types';
import type { ApiClient } from '../../../services/api/client';
import { endpoints } from '../../../services/api/endpoints';
import { ApiFault, type FaultReason } from '../../../services/api/result';
import { sequentialKeys } from '../sequentialKeys';

const terms = { amounts: [1000, 2000, 5000], durations: [91, 180], defaultDuration: 91 };

/**
 * The borrow screen on fakes, opened with `input` (what the phone kept): the terms offered, every
 * apply answered by `apply` (accepted unless it says otherwise, its key recorded in `applied`),
 * the latest order by `follow`.
 */
function borrowScreen(input: BorrowInput, follow: FollowOutcome, apply: () => Promise<SubmitOutcome> = async () => ({ ok: true })) {
  const applied: string[] = [];
  const actor = createActor(
    borrowMachine.provide({
      actors: {
        loadTerms: fromPromise<TermsOutcome, void>(async () => ({ ok: true, terms })),
        applyForLoan: fromPromise(({ input: request }: { input: ApplyInput }) => (applied.push(request.idempotencyKey), apply())),
        followLatestOrder: fromPromise(async (): Promise<FollowOutcome> => follow),
      },
      actions: { navigateTo: () => undefined, ...borrowKeyActions(sequentialKeys()) },
    }),
    { input },
  ).start();
  return { actor, applied };
}

describe('applying for a loan', () => {
  it('an apply the server took, whose order could not be read, is not replayed by the next apply', async () => {
    let follows = 0;
    const applied: string[] = [];
    const actor = createActor(
      borrowMachine.provide({
        actors: {
          loadTerms: fromPromise<TermsOutcome, void>(async () => ({ ok: true, terms })),
          applyForLoan: fromPromise(async ({ input }: { input: ApplyInput }): Promise<SubmitOutcome> => (applied.push(input.idempotencyKey), { ok: true })),
          followLatestOrder: fromPromise(async (): Promise<FollowOutcome> => {
            follows += 1;
            if (follows === 1) throw new ApiFault('network', '/loan/loan-order/latest');
            return { kind: 'route', path: '/auth/personal_infomation', stepCode: 6 };
          }),
        },
        actions: { navigateTo: () => undefined, ...borrowKeyActions(sequentialKeys()) },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    // What the phone keeps carries no key: a reload, or this screen opened after the order closes, sends a new apply.
    expect(CHOSEN_TERMS.toKept(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(applied).toEqual(['key-1', 'key-2']);
  });

  it('a double tap sends one apply; a fault whose outcome is unknown is checked, and the retry reuses the key', async () => {
    const applies: ApplyInput[] = [];
    const navigateTo = vi.fn();
    let attempt = 0;
    const follows: FollowOutcome[] = [
      { kind: 'home', path: '/', reason: 'noOrder' },
      { kind: 'route', path: '/auth/personal_infomation', stepCode: 6 },
    ];
    let followed = 0;
    const machine = borrowMachine.provide({
      actors: {
        loadTerms: fromPromise<TermsOutcome, void>(async () => ({ ok: true, terms })),
        applyForLoan: fromPromise(async ({ input }: { input: ApplyInput }) => {
          applies.push(input);
          attempt += 1;
          if (attempt === 1) throw new ApiFault('network', '/loan/loan-order/apply-market');
          return { ok: true } as SubmitOutcome;
        }),
        followLatestOrder: fromPromise(async () => follows[followed++]!),
      },
      actions: { navigateTo: (_, params) => navigateTo(params.path), ...borrowKeyActions(sequentialKeys('apply')) },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context).toMatchObject({ loanAmount: 5000, duration: 91 });
    actor.send({ type: 'borrow.amountChosen', amount: 2000 });
    actor.send({ type: 'borrow.applyRequested' });
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(applies).toHaveLength(1);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'fault', reason: 'network' });
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(applies).toHaveLength(2);
    expect(applies.map((a) => a.idempotencyKey)).toEqual(['apply-1', 'apply-1']);
    expect(applies[1]).toMatchObject({ loanAmount: 2000, duration: 91 });
    expect(navigateTo).toHaveBeenCalledWith('/auth/personal_infomation');
  });

  /**
   * The real actors on a fake API: the first apply is lost (`fault`), then `/loan/loan-order/latest`
   * answers `latest` until an apply is taken; a taken apply opens order NEW at step 6.
   */
  function onFakeApi(fault: FaultReason, latest: { orderNo: string; stepCode: number } | null) {
    const applyKeys: string[] = [];
    let taken = false;
    const call = async (endpoint: unknown, _payload?: unknown, options?: { idempotencyKey?: string }) => {
      if (endpoint === endpoints.loan.stepAmount) return { ok: true, data: terms };
      if (endpoint === endpoints.loan.latest) return { ok: true, data: taken ? { orderNo: 'NEW', stepCode: 6 } : latest };
      if (endpoint === endpoints.loan.applyMarket) {
        applyKeys.push(options?.idempotencyKey ?? '');
        if (applyKeys.length === 1) throw new ApiFault(fault, '/loan/loan-order/apply-market');
        taken = true;
        return { ok: true, data: { orderNo: 'NEW' } };
      }
      throw new Error('unexpected call');
    };
    const navigateTo = vi.fn();
    const machine = borrowMachine.provide({
      actors: createBorrowActors({ api: { call } as unknown as ApiClient, now: () => 0 }),
      actions: { navigateTo: (_, params) => navigateTo(params.path), ...borrowKeyActions(sequentialKeys()) },
    });
    return { actor: createActor(machine, { input: {} }).start(), applyKeys, navigateTo };
  }

  it.each([
    ['finished', 4],
    ['cancelled', 8],
    ['rejected', 9],
  ])('a returning borrower whose last order is %s: a lost apply is offered again with the same key', async (_, stepCode) => {
    const { actor, applyKeys, navigateTo } = onFakeApi('network', { orderNo: 'OLD', stepCode });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    expect(navigateTo, 'not sent home silently').not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'fault', reason: 'network' });
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(applyKeys).toEqual(['key-1', 'key-1']);
    expect(navigateTo).toHaveBeenCalledWith('/auth/personal_infomation');
  });

  it('an apply that timed out and was not taken says it timed out, not that the network failed', async () => {
    const { actor, applyKeys } = onFakeApi('timeout', null);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'fault', reason: 'timeout' });
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(applyKeys).toEqual(['key-1', 'key-1']);
  });

  it('new terms after a lost apply are a new intent: the apply goes with a new key', async () => {
    const { actor, applyKeys } = onFakeApi('network', null);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    actor.send({ type: 'borrow.durationChosen', duration: 180 });
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(applyKeys).toEqual(['key-1', 'key-2']);
  });

  it('a borrower rejected within 30 days is taken home, where the date to apply again is, not shown the refusal', async () => {
    const navigateTo = vi.fn();
    const apply = vi.fn(async (): Promise<SubmitOutcome> => ({ ok: false, code: 1106, msg: 'rejected recently: reapply after reapplyAt' }));
    const machine = borrowMachine.provide({
      actors: {
        loadTerms: fromPromise<TermsOutcome, void>(async () => ({ ok: true, terms })),
        applyForLoan: fromPromise(apply),
        followLatestOrder: fromPromise(async (): Promise<FollowOutcome> => ({ kind: 'home', path: '/', reason: 'closed' })),
      },
      actions: { navigateTo: (_, params) => navigateTo(params.path), ...borrowKeyActions(sequentialKeys('apply')) },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(apply).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/');
  });

  it('a choice kept from an earlier visit stands where it is still offered; what is not offered falls back to the first offer', async () => {
    const machine = borrowMachine.provide({ actors: { loadTerms: fromPromise<TermsOutcome, void>(async () => ({ ok: true, terms })) } });
    const kept = createActor(machine, { input: { chosen: { loanAmount: 2000, duration: 180 } } }).start();
    await waitFor(kept, (s) => s.matches('choosing'));
    expect(kept.getSnapshot().context).toMatchObject({ loanAmount: 2000, duration: 180 });
    const stale = createActor(machine, { input: { chosen: { loanAmount: 3333, duration: 180 } } }).start();
    await waitFor(stale, (s) => s.matches('choosing'));
    expect(stale.getSnapshot().context).toMatchObject({ loanAmount: 5000, duration: 180 });
  });

  it('keeps the borrower’s own choice until the apply is answered, not the first offer', async () => {
    const machine = borrowMachine.provide({
      actors: {
        loadTerms: fromPromise<TermsOutcome, void>(async () => ({ ok: true, terms })),
        applyForLoan: fromPromise(async (): Promise<SubmitOutcome> => ({ ok: true })),
        followLatestOrder: fromPromise(async (): Promise<FollowOutcome> => ({ kind: 'route', path: '/auth/personal_infomation', stepCode: 6 })),
      },
      actions: { navigateTo: () => undefined, ...borrowKeyActions(sequentialKeys()) },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(CHOSEN_TERMS.toKept(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'borrow.amountChosen', amount: 2000 });
    expect(CHOSEN_TERMS.toKept(actor.getSnapshot())).toEqual({ loanAmount: 2000, duration: 91 });
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(CHOSEN_TERMS.toKept(actor.getSnapshot())).toBeNull();
    expect(CHOSEN_TERMS.isKept({ loanAmount: 2000, duration: 91 })).toBe(true);
    expect(CHOSEN_TERMS.isKept({ loanAmount: '2000', duration: 91 })).toBe(false);
  });

  it('F2 an apply unanswered when the page reloaded: the phone kept its key, the latest order decides before any second apply', async () => {
    // What the phone kept while the apply was on its way.
    const before = borrowScreen({}, { kind: 'home', path: '/', reason: 'noOrder' }, () => new Promise<SubmitOutcome>(() => undefined));
    await waitFor(before.actor, (s) => s.matches('choosing'));
    before.actor.send({ type: 'borrow.applyRequested' });
    const kept: unknown = JSON.parse(JSON.stringify(CHOSEN_TERMS.toKept(before.actor.getSnapshot())));
    before.actor.stop();
    expect(kept).toEqual({ loanAmount: 5000, duration: 91, idempotencyKey: 'key-1' });
    const chosen = CHOSEN_TERMS.isKept(kept) ? kept : null;

    const taken = borrowScreen({ chosen }, { kind: 'route', path: '/auth/personal_infomation', stepCode: 6 });
    await waitFor(taken.actor, (s) => s.status === 'done');
    expect(taken.applied).toEqual([]);

    const notTaken = borrowScreen({ chosen }, { kind: 'home', path: '/', reason: 'noOrder' });
    await waitFor(notTaken.actor, (s) => s.matches('choosing'));
    notTaken.actor.send({ type: 'borrow.applyRequested' });
    await waitFor(notTaken.actor, (s) => s.status === 'done');
    expect(notTaken.applied).toEqual(['key-1']);
  });

  it('F2 kept terms no longer offered: the screen offers others, and an apply for them goes with a new key', async () => {
    const { actor, applied } = borrowScreen(
      { chosen: { loanAmount: 3333, duration: 91, idempotencyKey: 'kept-1' } },
      { kind: 'home', path: '/', reason: 'noOrder' },
    );
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'borrow.applyRequested' });
    await waitFor(actor, (s) => s.matches('verifying') || s.status === 'done');
    expect(applied).toEqual(['key-1']);
  });

  it('an amount not offered cannot be applied for', async () => {
    const machine = borrowMachine.provide({ actors: { loadTerms: fromPromise<TermsOutcome, void>(async () => ({ ok: true, terms })) } });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'borrow.amountChosen', amount: 3333 });
    expect(actor.getSnapshot().can({ type: 'borrow.applyRequested' })).toBe(false);
  });
});

describe('confirming and getting the money', () => {
  const offer = { orderNo: 'NO1', stepCode: 18, loanAmount: '5,000.00', duration: 91, fee: 409.5, feeTax: 73.71, interest: 373.97, disbursalAmount: 4516.79, repayAmount: 5373.97, dueDate: '2027-02-20' };

  it('the agreement must be accepted; then one get-money with a key, and the order is followed', async () => {
    const requests: RequestMoneyInput[] = [];
    const navigateTo = vi.fn();
    const machine = confirmBorrowMachine.provide({
      actors: {
        checkLatestOrder: fromPromise(async () => ({ kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 }) as FollowOutcome),
        loadOffer: fromPromise<OfferOutcome, void>(async () => ({ ok: true, offer })),
        requestMoney: fromPromise(async ({ input }: { input: RequestMoneyInput }) => {
          requests.push(input);
          return { ok: true } as SubmitOutcome;
        }),
        followLatestOrder: fromPromise(async () => ({ kind: 'route', path: '/borrow/lending', stepCode: 7 }) as FollowOutcome),
      },
      actions: { navigateTo: (_, params) => navigateTo(params.path), ...confirmBorrowKeyActions(sequentialKeys('money')) },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'confirm.submitted' });
    expect(actor.getSnapshot().context.errorCode).toBe('agreementRequired');
    expect(requests).toHaveLength(0);
    actor.send({ type: 'confirm.agreementToggled', accepted: true });
    actor.send({ type: 'confirm.submitted' });
    actor.send({ type: 'confirm.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ orderNo: 'NO1', loanAmount: 5000, duration: 91 });
    expect(requests[0]!.idempotencyKey).toBe('money-1');
    expect(navigateTo).toHaveBeenCalledWith('/borrow/lending');
  });

  it('a get-money lost on the way is retried with its key; the screen opened for the next offer makes a new one', async () => {
    const keys: string[] = [];
    let lost = true;
    const machine = confirmBorrowMachine.provide({
      actors: {
        checkLatestOrder: fromPromise(async () => ({ kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 }) as FollowOutcome),
        loadOffer: fromPromise<OfferOutcome, void>(async () => ({ ok: true, offer })),
        requestMoney: fromPromise(async ({ input }: { input: RequestMoneyInput }) => {
          keys.push(input.idempotencyKey);
          if (lost) throw new ApiFault('network', '/loan/get-money');
          return { ok: true } as SubmitOutcome;
        }),
        // Not taken: the order is still at the step of the offer.
        followLatestOrder: fromPromise(async () =>
          (lost ? { kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 } : { kind: 'route', path: '/borrow/lending', stepCode: 7 }) as FollowOutcome,
        ),
      },
      actions: { navigateTo: () => undefined, ...confirmBorrowKeyActions(sequentialKeys('money')) },
    });
    const getMoney = async () => {
      const actor = createActor(machine, { input: {} }).start();
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'confirm.agreementToggled', accepted: true });
      actor.send({ type: 'confirm.submitted' });
      await waitFor(actor, (s) => s.matches('reviewing') && s.context.error !== null);
      lost = false;
      actor.send({ type: 'confirm.submitted' });
      await waitFor(actor, (s) => s.status === 'done');
      lost = true;
    };
    await getMoney();
    await getMoney();
    expect(keys).toEqual(['money-1', 'money-1', 'money-2', 'money-2']);
  });

  it('a refused submit: the next one is a new request with a new key (apply and get-money)', async () => {
    const applyKeys: string[] = [];
    const borrow = createActor(
      borrowMachine.provide({
        actors: {
          loadTerms: fromPromise<TermsOutcome, void>(async () => ({ ok: true, terms })),
          applyForLoan: fromPromise(async ({ input }: { input: ApplyInput }) => {
            applyKeys.push(input.idempotencyKey);
            return (applyKeys.length === 1 ? { ok: false, code: 500, msg: 'busy' } : { ok: true }) as SubmitOutcome;
          }),
          followLatestOrder: fromPromise(async () => ({ kind: 'route', path: '/auth/personal_infomation', stepCode: 6 }) as FollowOutcome),
        },
        actions: { navigateTo: () => undefined, ...borrowKeyActions(sequentialKeys('apply')) },
      }),
      { input: {} },
    ).start();
    await waitFor(borrow, (s) => s.matches('choosing'));
    borrow.send({ type: 'borrow.applyRequested' });
    await waitFor(borrow, (s) => s.matches('choosing') && s.context.error !== null);
    borrow.send({ type: 'borrow.applyRequested' });
    await waitFor(borrow, (s) => s.status === 'done');

    const moneyKeys: string[] = [];
    const awaitingMoney: FollowOutcome = { kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 };
    const lending: FollowOutcome = { kind: 'route', path: '/borrow/lending', stepCode: 7 };
    const confirm = createActor(
      confirmBorrowMachine.provide({
        actors: {
          checkLatestOrder: fromPromise(async () => ({ kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 }) as FollowOutcome),
          loadOffer: fromPromise<OfferOutcome, void>(async () => ({ ok: true, offer })),
          requestMoney: fromPromise(async ({ input }: { input: RequestMoneyInput }) => {
            moneyKeys.push(input.idempotencyKey);
            return (moneyKeys.length === 1 ? { ok: false, code: 500, msg: 'busy' } : { ok: true }) as SubmitOutcome;
          }),
          // After the refusal the order still awaits this confirmation; after the payout request it lends.
          followLatestOrder: fromPromise(async (): Promise<FollowOutcome> => (moneyKeys.length === 1 ? awaitingMoney : lending)),
        },
        actions: { navigateTo: () => undefined, ...confirmBorrowKeyActions(sequentialKeys('money')) },
      }),
      { input: {} },
    ).start();
    await waitFor(confirm, (s) => s.matches('reviewing'));
    confirm.send({ type: 'confirm.agreementToggled', accepted: true });
    confirm.send({ type: 'confirm.submitted' });
    await waitFor(confirm, (s) => s.matches('reviewing') && s.context.error !== null);
    confirm.send({ type: 'confirm.submitted' });
    await waitFor(confirm, (s) => s.status === 'done');
    expect([applyKeys, moneyKeys]).toEqual([
      ['apply-1', 'apply-2'],
      ['money-1', 'money-2'],
    ]);
  });

  it('the cost panel has every figure and a yearly cost, never NaN', () => {
    const cost = costPanelOf(offer);
    expect(cost).toMatchObject({ loanAmount: 5000, fee: 409.5, feeTax: 73.71, interest: 373.97, disbursalAmount: 4516.79, repayAmount: 5373.97, dueDate: '2027-02-20' });
    expect(cost.apr).toBeCloseTo(((5373.97 - 4516.79) / 4516.79) * (365 / 91), 6);
    const broken = costPanelOf({ loanAmount: 'abc', fee: null, disbursalAmount: undefined, repayAmount: -1 });
    expect(Object.values(broken).some((value) => typeof value === 'number' && Number.isNaN(value))).toBe(false);
    expect(broken.apr).toBeNull();
  });

  it('the cost panel says where the money goes: the bank and only the last four digits, none when no account is on file', () => {
    expect(costPanelOf({ ...offer, bankName: 'Zenith Bank', bankAccount: '5050114930' }).paidInto).toBe('Zenith Bank •••• 4930');
    expect(costPanelOf({ ...offer, bankName: null, bankAccount: '******4930' }).paidInto).toBe('•••• 4930');
    expect(costPanelOf(offer).paidInto).toBeNull();
  });
});
