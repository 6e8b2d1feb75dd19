import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderKeyActions, orderMachine } from '../../../machines/order/order.machine';
import { pathAfterLatest } from '../../../machines/order/order.follow';
import { homeViewOf } from '../../../machines/order/order.selectors';
import type { LatestOrderOutcome, LoanOrder, PayoutBankList, SaveCardInput, SaveCardOutcome } from '../../../machines/order/order.types';
import { STEPS } from '../../../services/orders/stepCodes';
import { sequentialKeys } from '../sequentialKeys';

const NOW = Date.UTC(2026, 10, 21, 12);
const order = (stepCode: number, extra: Partial<LoanOrder> = {}): LoanOrder => ({ orderNo: 'NO1', stepCode, createdAt: NOW, ...extra });
const latest = (stepCode: number, extra: Partial<LoanOrder> = {}): LatestOrderOutcome => ({
  kind: 'order',
  order: order(stepCode, extra),
  checkedAt: NOW,
});

const GT_BANK = { code: '058', name: 'Guaranty Trust Bank', checksNuban: true };
const OPAY = { code: '999992', name: 'OPay', checksNuban: false };
const serverBanks: PayoutBankList = { banks: [GT_BANK, OPAY], source: 'server' };

function start(
  answers: LatestOrderOutcome[],
  options: { signedIn?: boolean; save?: () => Promise<SaveCardOutcome>; banks?: () => Promise<PayoutBankList> } = {},
) {
  const calls: Array<{ silent: boolean }> = [];
  const navigateTo = vi.fn();
  const saved: SaveCardInput[] = [];
  const machine = orderMachine.provide({
    actors: {
      fetchLatestOrder: fromPromise(async ({ input }: { input: { silent: boolean } }) => {
        calls.push(input);
        return answers[Math.min(calls.length - 1, answers.length - 1)]!;
      }),
      saveBankCard: fromPromise(async ({ input }: { input: SaveCardInput }) => {
        saved.push(input);
        return options.save ? options.save() : { kind: 'saved' as const };
      }),
      fetchPayoutBanks: fromPromise(async () => (options.banks ? options.banks() : serverBanks)),
    },
    actions: { navigateTo: (_, params) => navigateTo(params.path), ...orderKeyActions(sequentialKeys('card')) },
  });
  const actor = createActor(machine, { input: { signedIn: options.signedIn ?? true, bankAccountKind: 'nuban' } }).start();
  return { actor, calls, navigateTo, saved };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('order journeys', () => {
  it('a signed-out visitor is sent to borrow (the guard asks for login) without reading any order', async () => {
    const { actor, calls, navigateTo } = start([], { signedIn: false });
    expect(actor.getSnapshot().value).toBe('visitor');
    actor.send({ type: 'order.primaryActionRequested' });
    expect(navigateTo).toHaveBeenCalledWith('/borrow/to_borrow');
    expect(calls).toHaveLength(0);
  });

  it('assessing polls silently with a growing delay, then shows the approval and stops polling', async () => {
    const { actor, calls } = start([latest(1), latest(1), latest(1), latest(18)]);
    await flush();
    expect(actor.getSnapshot().matches({ assessing: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({ silent: true });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(4);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('ready');
    expect(homeViewOf(snapshot.context.order, NOW)).toEqual({ status: 'success', action: 'getMoney' });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(4);
  });

  it('the backoff is capped at 60 seconds', async () => {
    const { calls } = start([latest(7)]);
    await flush();
    await vi.advanceTimersByTimeAsync(5_000 + 10_000 + 20_000 + 40_000 + 60_000);
    expect(calls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(7);
  });

  it('leaving the screen (stopping the actor) stops the polling', async () => {
    const { actor, calls } = start([latest(1)]);
    await flush();
    actor.stop();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls).toHaveLength(1);
  });

  it('an unknown step code shows a refresh, never a crash', async () => {
    const { actor, calls } = start([latest(42), latest(2)]);
    await flush();
    expect(actor.getSnapshot().value).toBe('unknownStep');
    actor.send({ type: 'order.refreshRequested' });
    await flush();
    expect(calls).toHaveLength(2);
    expect(homeViewOf(actor.getSnapshot().context.order, NOW)).toEqual({ status: 'repaying', action: 'pay' });
  });

  it('a failed payout: the new account must be valid and typed twice, then it is saved and the order followed', async () => {
    const { actor, saved } = start([latest(10, { bankAccount: '******6789' }), latest(7)]);
    await flush();
    actor.send({ type: 'order.primaryActionRequested' });
    expect(actor.getSnapshot().matches({ payFailed: { editing: 'editingCard' } })).toBe(true);
    actor.send({ type: 'order.cardAccountChanged', value: '12345' });
    actor.send({ type: 'order.cardSubmitted' });
    expect(actor.getSnapshot().context.errorCode).toBe('invalidAccount');
    actor.send({ type: 'order.cardAccountChanged', value: '0123 456 789' });
    actor.send({ type: 'order.cardConfirmationChanged', value: '0123456788' });
    actor.send({ type: 'order.cardSubmitted' });
    expect(actor.getSnapshot().context.errorCode).toBe('accountMismatch');
    actor.send({ type: 'order.cardConfirmationChanged', value: '0123456789' });
    actor.send({ type: 'order.cardSubmitted' });
    actor.send({ type: 'order.cardSubmitted' });
    await flush();
    expect(saved).toEqual([{ orderNo: 'NO1', account: '0123456789', bank: null, idempotencyKey: 'card-1' }]);
    expect(actor.getSnapshot().matches('disbursing')).toBe(true);
    expect(actor.getSnapshot().context.cardDraft).toEqual({ account: '', confirmation: '', bankCode: '' });
    expect(actor.getSnapshot().context.payoutBanks).toBeNull();
  });

  it('a failed payout: coming back to the app while typing the new account keeps the form and what was typed', async () => {
    const { actor, calls } = start([latest(10), latest(7)]);
    await flush();
    actor.send({ type: 'order.primaryActionRequested' });
    actor.send({ type: 'order.cardAccountChanged', value: '0123456789' });
    actor.send({ type: 'order.refreshRequested' }); // the wiring sends it when the borrower comes back after a while
    await flush();
    expect(actor.getSnapshot().matches({ payFailed: { editing: 'editingCard' } })).toBe(true);
    expect(actor.getSnapshot().context.cardDraft.account).toBe('0123456789');
    expect(calls).toHaveLength(1);
    // Showing the failed payout, not typing: a refresh reads the order again.
    actor.send({ type: 'order.cardEditCancelled' });
    actor.send({ type: 'order.refreshRequested' });
    await flush();
    expect(calls).toHaveLength(2);
  });

  it("a failed payout in Nigeria may go to another bank: its number is checked against that bank's check digit", async () => {
    const { actor, saved } = start([latest(10), latest(7)]);
    await flush();
    actor.send({ type: 'order.primaryActionRequested' });
    await flush();
    expect(actor.getSnapshot().context.payoutBanks).toEqual(serverBanks);
    actor.send({ type: 'order.cardBankChanged', code: '058' });
    // Ten digits, but not a GTBank number (its check digit would be 5).
    actor.send({ type: 'order.cardAccountChanged', value: '0123456789' });
    actor.send({ type: 'order.cardConfirmationChanged', value: '0123456789' });
    actor.send({ type: 'order.cardSubmitted' });
    expect(actor.getSnapshot().context.errorCode).toBe('invalidAccount');
    actor.send({ type: 'order.cardAccountChanged', value: '0123456785' });
    actor.send({ type: 'order.cardConfirmationChanged', value: '0123456785' });
    actor.send({ type: 'order.cardSubmitted' });
    await flush();
    expect(saved).toEqual([{ orderNo: 'NO1', account: '0123456785', bank: GT_BANK, idempotencyKey: 'card-1' }]);
  });

  it('a wallet without a check digit takes any ten digits; another bank is another request', async () => {
    let attempt = 0;
    const save = async (): Promise<SaveCardOutcome> => {
      attempt += 1;
      if (attempt === 1) throw new Error('connection reset');
      return { kind: 'saved' };
    };
    const { actor, saved } = start([latest(10), latest(7)], { save });
    await flush();
    actor.send({ type: 'order.primaryActionRequested' });
    await flush();
    actor.send({ type: 'order.cardAccountChanged', value: '8031234567' });
    actor.send({ type: 'order.cardConfirmationChanged', value: '8031234567' });
    actor.send({ type: 'order.cardSubmitted' });
    await flush();
    actor.send({ type: 'order.cardBankChanged', code: '999992' });
    actor.send({ type: 'order.cardSubmitted' });
    await flush();
    expect(saved.map((s) => [s.bank?.code ?? null, s.idempotencyKey])).toEqual([
      [null, 'card-1'],
      ['999992', 'card-2'],
    ]);
  });

  it('without a bank list the bank on file can still be kept', async () => {
    const { actor, saved } = start([latest(10), latest(7)], { banks: () => Promise.reject(new Error('chunk failed')) });
    await flush();
    actor.send({ type: 'order.primaryActionRequested' });
    await flush();
    expect(actor.getSnapshot().context.payoutBanks).toEqual({ banks: [], source: 'unavailable' });
    actor.send({ type: 'order.cardBankChanged', code: '058' });
    expect(actor.getSnapshot().context.cardDraft.bankCode).toBe('');
    actor.send({ type: 'order.cardAccountChanged', value: '0123456789' });
    actor.send({ type: 'order.cardConfirmationChanged', value: '0123456789' });
    actor.send({ type: 'order.cardSubmitted' });
    await flush();
    expect(saved).toEqual([{ orderNo: 'NO1', account: '0123456789', bank: null, idempotencyKey: 'card-1' }]);
  });

  it("a refused payout account's words go with that refusal: a later read of the order does not carry them", async () => {
    const save = async (): Promise<SaveCardOutcome> => ({ kind: 'refused', code: 1107, msg: 'The bank account number is not valid' });
    const { actor } = start([latest(10), { kind: 'refused', code: 1101, msg: ' ' }], { save });
    await flush();
    actor.send({ type: 'order.primaryActionRequested' });
    actor.send({ type: 'order.cardAccountChanged', value: '0123456789' });
    actor.send({ type: 'order.cardConfirmationChanged', value: '0123456789' });
    actor.send({ type: 'order.cardSubmitted' });
    await flush();
    expect(actor.getSnapshot().context.requestError).toEqual({
      kind: 'business',
      code: 1107,
      serverMessage: 'The bank account number is not valid',
    });
    // Typing is never cut short by a refresh: the borrower closes the form, then home reads again.
    actor.send({ type: 'order.cardEditCancelled' });
    actor.send({ type: 'order.refreshRequested' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ requestError: { kind: 'business', code: 1101, serverMessage: '' } });
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('a payout account save whose answer was lost is sent again with its key; another account gets a new one', async () => {
    let attempt = 0;
    const save = async (): Promise<SaveCardOutcome> => {
      attempt += 1;
      if (attempt < 3) throw new Error('connection reset');
      return { kind: 'saved' };
    };
    const { actor, saved } = start([latest(10), latest(7)], { save });
    await flush();
    actor.send({ type: 'order.primaryActionRequested' });
    const type = (account: string) => {
      actor.send({ type: 'order.cardAccountChanged', value: account });
      actor.send({ type: 'order.cardConfirmationChanged', value: account });
    };
    type('0123456789');
    actor.send({ type: 'order.cardSubmitted' });
    await flush();
    actor.send({ type: 'order.cardSubmitted' });
    await flush();
    type('0123456780');
    actor.send({ type: 'order.cardSubmitted' });
    await flush();
    expect(saved.map((s) => [s.account, s.idempotencyKey])).toEqual([
      ['0123456789', 'card-1'],
      ['0123456789', 'card-1'],
      ['0123456780', 'card-2'],
    ]);
    expect(actor.getSnapshot().matches('disbursing')).toBe(true);
  });

  it('a rejected borrower cannot apply until the reapply date, then can', async () => {
    const rejectedAt = NOW - 29 * 86_400_000;
    const { actor, navigateTo } = start([latest(9, { rejectedAt })]);
    await flush();
    expect(actor.getSnapshot().can({ type: 'order.primaryActionRequested' })).toBe(false);
    expect(homeViewOf(order(9, { rejectedAt }), NOW)).toEqual({ status: 'rejected', action: 'cannotApply' });
    expect(homeViewOf(order(9, { rejectedAt }), NOW + 2 * 86_400_000)).toEqual({ status: 'canLoan', action: 'apply' });
    actor.send({ type: 'order.primaryActionRequested' });
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('an order in a KYC step sends Apply to that step; a finished one starts a new loan', async () => {
    const kyc = start([latest(11)]);
    await flush();
    kyc.actor.send({ type: 'order.primaryActionRequested' });
    expect(kyc.navigateTo).toHaveBeenCalledWith('/auth/additionalInfomation');
    const done = start([latest(4)]);
    await flush();
    done.actor.send({ type: 'order.primaryActionRequested' });
    expect(done.navigateTo).toHaveBeenCalledWith('/borrow/to_borrow');
  });
});

describe('pathAfterLatest (the helper other areas use after saving a step)', () => {
  it.each(Object.values(STEPS))('step $code goes to $route (home when it does not route)', (step) => {
    expect(pathAfterLatest(latest(step.code)).path).toBe(step.route ?? '/');
  });

  it('a failed payout (10) goes home, where its bank card is edited, not to the repay screen (FAULTS F39)', () => {
    expect(pathAfterLatest(latest(10))).toEqual({ kind: 'route', path: '/', stepCode: 10, orderNo: 'NO1' });
  });

  it('no order, an unknown code or a refusal go home', () => {
    expect(pathAfterLatest({ kind: 'none', checkedAt: NOW })).toEqual({ kind: 'home', path: '/', reason: 'noOrder' });
    expect(pathAfterLatest(latest(42))).toEqual({ kind: 'home', path: '/', reason: 'noRoute' });
    expect(pathAfterLatest({ kind: 'refused', code: 1, msg: '' })).toEqual({ kind: 'home', path: '/', reason: 'refused' });
  });

  it('a finished, cancelled or rejected order (a returning borrower\'s last one) is closed, not an order to follow', () => {
    for (const code of [4, 8, 9]) {
      expect(pathAfterLatest(latest(code))).toEqual({ kind: 'home', path: '/', reason: 'closed' });
    }
  });
});
