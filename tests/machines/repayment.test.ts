import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { RepayDetail } from '../../services/api/endpoints/repay';
import { ApiFault } from '../../services/api/result';
import { POLL_LIMIT, pollBackoffMs, repaymentKeyActions, repaymentMachine } from '../../machines/repayment/repayment.machine';
import { selectStatus } from '../../machines/repayment/repayment.selectors';
import type { DetailOutcome, PayableMethod, PrepareInput, PrepareOutcome, StartUnderway } from '../../machines/repayment/repayment.types';
import { START_UNDERWAY } from '../../machines/repayment/startUnderway';
import { sequentialKeys } from './sequentialKeys';
import { repaying } from './repayDetailFixture';

/** Journeys pinned by hand: a payment is "paid" only when the server's detail says step 4. */
const finished: RepayDetail = { ...repaying, stepCode: 4, repaidAmount: 5374, unrepaidAmount: 0, creditLimit: 10000 };
const gateway: PrepareOutcome = {
  ok: true,
  instructions: { kind: 'gateway', url: 'https://pay.example/1', payOrderId: 'PO1', amount: 5374 },
};

/**
 * `prepare`: one answer for every start, or one per start in turn (an Error is a fault: outcome
 * unknown; a promise, an answer still on its way).
 */
function start(
  checks: DetailOutcome[],
  prepare: PrepareOutcome | Array<PrepareOutcome | Error | Promise<PrepareOutcome>> = gateway,
  startUnderway: StartUnderway | null = null,
) {
  const clock = new SimulatedClock();
  const checkPayment = vi.fn(async (): Promise<DetailOutcome> => checks.shift() ?? { ok: true, detail: repaying });
  const answers = Array.isArray(prepare) ? [...prepare] : [];
  const prepareMethod = vi.fn(async (_: { input: PrepareInput }): Promise<PrepareOutcome> => {
    const answer = Array.isArray(prepare) ? answers.shift() : prepare;
    if (answer instanceof Promise) return answer;
    if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer scripted');
    return answer;
  });
  const machine = repaymentMachine.provide({
    actors: {
      loadDetail: fromPromise(async (): Promise<DetailOutcome> => ({ ok: true, detail: repaying })),
      prepareMethod: fromPromise(prepareMethod),
      checkPayment: fromPromise(checkPayment),
      copyText: fromPromise(async () => true),
    },
    actions: repaymentKeyActions(sequentialKeys('pay')),
  });
  const actor = createActor(machine, { input: { orderNo: 'LN1', startUnderway }, clock }).start();
  /** The key each start was sent with, in order. */
  const sentKeys = () => prepareMethod.mock.calls.map(([{ input }]) => input.idempotencyKey);
  return { actor, clock, checkPayment, sentKeys };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** From the methods: the card gateway chosen, its page opened, and the borrower back in the app. */
async function payByCardAndComeBack(actor: ReturnType<typeof start>['actor']) {
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'repayment.methodChosen', method: 'cardGateway' });
  await waitFor(actor, (s) => s.matches('instructing'));
  actor.send({ type: 'repayment.returned' });
}

describe('repayment journeys', () => {
  it('coming back from a cancelled gateway shows pending and keeps checking; paid only when the server says so', async () => {
    const { actor, clock, checkPayment } = start([
      { ok: true, detail: repaying },
      { ok: true, detail: repaying },
      { ok: true, detail: finished },
    ]);
    await payByCardAndComeBack(actor);
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('pending');
    expect(checkPayment).toHaveBeenCalledWith(expect.objectContaining({ input: expect.objectContaining({ payOrderId: 'PO1' }) }));

    clock.increment(pollBackoffMs(0));
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('pending');
    clock.increment(pollBackoffMs(1));
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('paidOff');
    expect(actor.getSnapshot().context.detail?.creditLimit).toBe(10000);
  });

  it('polls with a growing delay and gives up after POLL_LIMIT checks, with a way to check again', async () => {
    const { actor, clock, checkPayment } = start([]);
    await payByCardAndComeBack(actor);
    await settle();
    for (let i = 0; i < POLL_LIMIT; i += 1) {
      clock.increment(pollBackoffMs(i));
      await settle();
    }
    expect(selectStatus(actor.getSnapshot())).toBe('gaveUp');
    expect(checkPayment).toHaveBeenCalledTimes(POLL_LIMIT + 1);
    expect([0, 1, 2, 5, 19].map(pollBackoffMs)).toEqual([3_000, 6_000, 12_000, 60_000, 60_000]);
    actor.send({ type: 'repayment.checkRequested' });
    await settle();
    expect(checkPayment).toHaveBeenCalledTimes(POLL_LIMIT + 2);
  });

  it('a gateway answer without payOrderId is refused with its own code', async () => {
    const { actor } = start([], { ok: false, error: { code: 'payOrderIdEmpty', serverMessage: '' } });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'repayment.methodChosen', method: 'payLink' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.code).toBe('payOrderIdEmpty');
  });

  it('a partial payment goes back to the methods with a notice, not to paid off', async () => {
    const { actor } = start([{ ok: true, detail: { ...repaying, repaidAmount: 1000, unrepaidAmount: 4374 } }]);
    await payByCardAndComeBack(actor);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.notice).toBe('partialReceived');
    expect(actor.getSnapshot().context.detail?.unrepaidAmount).toBe(4374);
  });

  it('the whole balance received before the order is marked finished is not "part of your payment": it waits for paid off', async () => {
    const settling = { ...repaying, repaidAmount: repaying.repayAmount, unrepaidAmount: 0 };
    const { actor, clock } = start([{ ok: true, detail: settling }, { ok: true, detail: finished }]);
    await payByCardAndComeBack(actor);
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('pending');
    expect(actor.getSnapshot().context.notice).toBeNull();
    clock.increment(pollBackoffMs(0));
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('paidOff');
  });
});

describe('a gateway start keeps one key per payment intent (FAULTS F2)', () => {
  const timeout = () => new ApiFault('timeout', '/repay/paystack/authorization');
  const refusal: PrepareOutcome = { ok: false, error: { code: 'business', serverMessage: 'provider busy' } };

  async function choose(actor: ReturnType<typeof start>['actor'], method: PayableMethod) {
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'repayment.methodChosen', method });
    await waitFor(actor, (s) => !s.matches('preparing'));
  }

  it('trying the same method again after a fault resends the same key', async () => {
    const { actor, sentKeys } = start([], [timeout(), timeout(), gateway]);
    await choose(actor, 'cardGateway');
    expect(actor.getSnapshot().context.error?.code).toBe('timeout');
    await choose(actor, 'cardGateway');
    await choose(actor, 'cardGateway');
    expect(actor.getSnapshot().matches('instructing')).toBe(true);
    expect(sentKeys()).toEqual(['pay-1', 'pay-1', 'pay-1']);
  });

  it('a reload while a start is on its way: the phone keeps its key, and the same method again replays it', async () => {
    const first = start([], [new Promise<PrepareOutcome>(() => undefined)]);
    await waitFor(first.actor, (s) => s.matches({ ready: 'idle' }));
    first.actor.send({ type: 'repayment.methodChosen', method: 'cardGateway' });
    const kept: unknown = JSON.parse(JSON.stringify(START_UNDERWAY.toKept(first.actor.getSnapshot())));
    first.actor.stop();
    expect(kept).toEqual({ orderNo: 'LN1', method: 'cardGateway', idempotencyKey: 'pay-1', unrepaidAmount: repaying.unrepaidAmount });
    expect(START_UNDERWAY.isKept(kept)).toBe(true);

    // The page's new run makes keys of its own ("pay-1" again): the kept one is renamed to tell them apart.
    const underway = { ...(kept as StartUnderway), idempotencyKey: 'before-reload' };
    const again = start([], [gateway, gateway], underway);
    // Until a start is answered, the kept one stays kept (a second reload loses nothing).
    await waitFor(again.actor, (s) => s.matches({ ready: 'idle' }));
    expect(START_UNDERWAY.toKept(again.actor.getSnapshot())).toEqual(underway);
    await choose(again.actor, 'cardGateway');
    expect(START_UNDERWAY.toKept(again.actor.getSnapshot())).toBeNull();
    again.actor.send({ type: 'repayment.methodsShown' });
    await choose(again.actor, 'cardGateway');
    expect(again.sentKeys()).toEqual(['before-reload', 'pay-1']);
  });

  it('a start kept for another method, order or balance is not this one: a new key', async () => {
    const kept = { orderNo: 'LN1', method: 'cardGateway', idempotencyKey: 'kept-1', unrepaidAmount: repaying.unrepaidAmount } as const;
    const otherMethod = start([], [gateway], { ...kept, method: 'payLink' });
    await choose(otherMethod.actor, 'cardGateway');
    expect(otherMethod.sentKeys()).toEqual(['pay-1']);
    const otherOrder = start([], [gateway], { ...kept, orderNo: 'LN0' });
    await choose(otherOrder.actor, 'cardGateway');
    expect(otherOrder.sentKeys()).toEqual(['pay-1']);
    // Another balance since (a penalty day, a payment elsewhere): another start, and the kept one is let go.
    const otherBalance = start([], [gateway], { ...kept, unrepaidAmount: 5274 });
    await waitFor(otherBalance.actor, (s) => s.matches({ ready: 'idle' }));
    expect(START_UNDERWAY.toKept(otherBalance.actor.getSnapshot())).toBeNull();
    await choose(otherBalance.actor, 'cardGateway');
    expect(otherBalance.sentKeys()).toEqual(['pay-1']);
  });

  it('another method after a fault is another intent: a new key', async () => {
    const { actor, sentKeys } = start([], [timeout(), gateway]);
    await choose(actor, 'cardGateway');
    await choose(actor, 'payLink');
    expect(sentKeys()).toEqual(['pay-1', 'pay-2']);
  });

  it('a balance changed after a fault (a coupon) is a new amount: the same method starts with a new key', async () => {
    const { actor, sentKeys } = start([], [timeout(), gateway]);
    await choose(actor, 'cardGateway');
    actor.send({ type: 'repayment.balanceChanged' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    await choose(actor, 'cardGateway');
    expect(sentKeys()).toEqual(['pay-1', 'pay-2']);
  });

  it('a coupon landing while a start is on its way, or its instructions shown, sends the borrower back to the methods: the next start has a new key', async () => {
    let answerFirst: (outcome: PrepareOutcome) => void = () => undefined;
    const onItsWay = new Promise<PrepareOutcome>((resolve) => (answerFirst = resolve));
    const { actor, sentKeys } = start([], [onItsWay, gateway]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'repayment.methodChosen', method: 'cardGateway' });
    actor.send({ type: 'repayment.balanceChanged' });
    answerFirst(gateway);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.method).toBeNull();
    await choose(actor, 'cardGateway');
    expect(actor.getSnapshot().matches('instructing')).toBe(true);
    actor.send({ type: 'repayment.balanceChanged' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect([actor.getSnapshot().context.instructions, sentKeys()]).toEqual([null, ['pay-1', 'pay-2']]);
  });

  it('once the payment page is open, a coupon landing leaves the screen waiting for that payment (F50)', async () => {
    const { actor } = start([]);
    await choose(actor, 'cardGateway');
    actor.send({ type: 'repayment.gatewayOpened' });
    actor.send({ type: 'repayment.balanceChanged' });
    actor.send({ type: 'repayment.returned' });
    expect(selectStatus(actor.getSnapshot())).toBe('pending');
  });

  it('no method starts while the balance is read again: the start and the later partial-payment check need it', async () => {
    const { actor, sentKeys } = start([]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'repayment.balanceChanged' });
    actor.send({ type: 'repayment.methodChosen', method: 'reservedAccount' });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    await choose(actor, 'reservedAccount');
    expect(sentKeys()).toEqual(['pay-1']);
  });

  it('once the server answered, the next start is new: after instructions, and after a refusal', async () => {
    const { actor, sentKeys } = start([], [gateway, refusal, gateway]);
    await choose(actor, 'reservedAccount');
    actor.send({ type: 'repayment.methodsShown' });
    await choose(actor, 'reservedAccount');
    expect(actor.getSnapshot().context.error?.serverMessage).toBe('provider busy');
    await choose(actor, 'reservedAccount');
    expect(sentKeys()).toEqual(['pay-1', 'pay-2', 'pay-3']);
  });

  it('a transfer or cash reference only reads: no key is made', async () => {
    const { actor, sentKeys } = start([], [timeout(), gateway]);
    await choose(actor, 'stpTransfer');
    await choose(actor, 'oxxoCash');
    expect(sentKeys()).toEqual([null, null]);
  });

  it("a method's own screen starts its method with a key", async () => {
    const prepareMethod = vi.fn(async (_: { input: PrepareInput }): Promise<PrepareOutcome> => gateway);
    const machine = repaymentMachine.provide({
      actors: {
        loadDetail: fromPromise(async (): Promise<DetailOutcome> => ({ ok: true, detail: repaying })),
        prepareMethod: fromPromise(prepareMethod),
        checkPayment: fromPromise(async (): Promise<DetailOutcome> => ({ ok: true, detail: repaying })),
        copyText: fromPromise(async () => true),
      },
      actions: repaymentKeyActions(sequentialKeys('pay')),
    });
    const actor = createActor(machine, { input: { orderNo: 'LN1', method: 'dedicatedAccount' } }).start();
    await waitFor(actor, (s) => s.matches('instructing'));
    expect(prepareMethod.mock.calls[0]?.[0].input.idempotencyKey).toBe('pay-1');
  });

  it('a balance changed elsewhere (a coupon) is read again quietly; a coupon that pays it all is paid off', async () => {
    const afterCoupon = { ...repaying, repaidAmount: 200, unrepaidAmount: 5174 };
    const reads: DetailOutcome[] = [{ ok: true, detail: repaying }, { ok: true, detail: afterCoupon }, { ok: true, detail: finished }];
    const loadDetail = vi.fn(async (_: { input: { orderNo: string | null; silent: boolean } }) => reads.shift()!);
    const actor = createActor(
      repaymentMachine.provide({
        actors: {
          loadDetail: fromPromise(loadDetail),
          prepareMethod: fromPromise(async (): Promise<PrepareOutcome> => gateway),
          checkPayment: fromPromise(async (): Promise<DetailOutcome> => ({ ok: true, detail: repaying })),
          copyText: fromPromise(async () => true),
        },
        actions: repaymentKeyActions(sequentialKeys('pay')),
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'repayment.balanceChanged' });
    expect(selectStatus(actor.getSnapshot())).toBe('ready');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.detail?.unrepaidAmount === 5174);
    expect(loadDetail.mock.calls[1]![0].input).toEqual({ orderNo: 'LN1', silent: true });
    actor.send({ type: 'repayment.balanceChanged' });
    await waitFor(actor, (s) => s.matches('paidOff'));
    expect(loadDetail).toHaveBeenCalledTimes(3);
  });
});
