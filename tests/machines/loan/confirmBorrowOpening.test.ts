import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { confirmBorrowKeyActions, confirmBorrowMachine } from '../../../machines/confirmBorrow/confirmBorrow.machine';
import { selectIntent } from '../../../machines/confirmBorrow/confirmBorrow.selectors';
import type { FollowOutcome, OfferOutcome, RequestMoneyInput, SubmitOutcome } from '../../../machines/confirmBorrow/confirmBorrow.types';
import { ApiFault } from '../../../services/api/result';

const offer = { orderNo: 'NO1', stepCode: 18, loanAmount: 5000, duration: 91, disbursalAmount: 4516.79, repayAmount: 5373.97 };
const awaiting: FollowOutcome = { kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 };
const expired: FollowOutcome = { kind: 'home', path: '/', reason: 'noRoute' };
const refused: OfferOutcome = { ok: false, code: 1101, msg: 'The offer is no longer available' };

/** A read that answers only when the test says so, and tells whether it was started and abandoned. */
function heldRead<T>() {
  const started: AbortSignal[] = [];
  let answer: (value: T) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const logic = fromPromise<T, void>(({ signal }) => {
    started.push(signal);
    return new Promise<T>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  });
  return {
    logic,
    started,
    answer: (value: T) => answer(value),
    fail: (error: unknown) => fail(error),
    abandoned: () => started.at(-1)?.aborted ?? false,
  };
}

/** The confirm screen opened, both reads held until the test answers them. */
function open() {
  const order = heldRead<FollowOutcome>();
  const offerRead = heldRead<OfferOutcome>();
  const leaveStaleOffer = vi.fn();
  const machine = confirmBorrowMachine.provide({
    actors: {
      checkLatestOrder: order.logic,
      loadOffer: offerRead.logic,
      requestMoney: fromPromise(async (): Promise<SubmitOutcome> => ({ ok: true })),
      followLatestOrder: fromPromise(async () => awaiting),
    },
    actions: { leaveStaleOffer: (_, params) => leaveStaleOffer(params.path), navigateTo: () => undefined },
  });
  return { actor: createActor(machine).start(), order, offer: offerRead, leaveStaleOffer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('opening the confirm screen: the latest order and the offer are read at once (FAULTS F28)', () => {
  it('both requests are in flight before either answers; the offer shows once both said yes', async () => {
    const { actor, order, offer: offerRead } = open();
    expect(order.started).toHaveLength(1);
    expect(offerRead.started).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    order.answer(awaiting);
    await settle();
    expect(actor.getSnapshot().hasTag('busy'), 'the order alone shows nothing').toBe(true);
    expect(actor.getSnapshot().context.offer).toBeNull();

    offerRead.answer({ ok: true, offer });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(actor.getSnapshot().context.offer).toMatchObject({ orderNo: 'NO1' });
  });

  it('an offer that answers first waits for the order; it is shown only if the order still awaits it', async () => {
    const { actor, order, offer: offerRead } = open();
    offerRead.answer({ ok: true, offer });
    await settle();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.offer).toBeNull();
    order.answer(awaiting);
    await waitFor(actor, (s) => s.matches('reviewing'));
  });

  it.each([
    ['refused', (read: ReturnType<typeof heldRead<OfferOutcome>>) => read.answer(refused)],
    ['failed on the network', (read: ReturnType<typeof heldRead<OfferOutcome>>) => read.fail(new ApiFault('network', '/loan/confirm/product-info'))],
  ])('the order decides first: moved on + offer %s -> leaves for the order, no error shown', async (_, answerOffer) => {
    const { actor, order, offer: offerRead, leaveStaleOffer } = open();
    answerOffer(offerRead);
    await settle();
    order.answer(expired);
    await waitFor(actor, (s) => s.status === 'done');
    expect(leaveStaleOffer).toHaveBeenCalledExactlyOnceWith('/');
    expect(actor.getSnapshot().context).toMatchObject({ offer: null, error: null });
  });

  it('an order that moved on leaves at once, without waiting for the offer, and the offer read is abandoned', async () => {
    const { actor, order, offer: offerRead, leaveStaleOffer } = open();
    order.answer({ kind: 'route', path: '/borrow/lending', stepCode: 7 });
    await waitFor(actor, (s) => s.status === 'done');
    expect(leaveStaleOffer).toHaveBeenCalledExactlyOnceWith('/borrow/lending');
    expect(offerRead.abandoned()).toBe(true);
  });

  it("the order awaits this confirmation and the offer is refused: failed with the server's message", async () => {
    const { actor, order, offer: offerRead, leaveStaleOffer } = open();
    offerRead.answer(refused);
    order.answer(awaiting);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'business', code: 1101, serverMessage: 'The offer is no longer available' });
    expect(actor.getSnapshot().context.offer).toBeNull();
    expect(leaveStaleOffer).not.toHaveBeenCalled();
  });

  it('the order awaits this confirmation and the offer read timed out: failed, keeping the time-out', async () => {
    const { actor, order, offer: offerRead } = open();
    order.answer(awaiting);
    offerRead.fail(new ApiFault('timeout', '/loan/confirm/product-info'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'fault', reason: 'timeout' });
  });

  it('a fault reading the order fails at once, without waiting for the offer; Retry reads both again', async () => {
    const { actor, order, offer: offerRead } = open();
    order.fail(new ApiFault('offline', '/loan/loan-order/latest'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'fault', reason: 'offline' });
    expect(offerRead.abandoned()).toBe(true);

    actor.send({ type: 'confirm.retryRequested' });
    expect(order.started).toHaveLength(2);
    expect(offerRead.started).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
    order.answer(awaiting);
    offerRead.answer({ ok: true, offer });
    await waitFor(actor, (s) => s.matches('reviewing'));
  });

  it('an offer that leaves out its step takes the latest order’s: at 18 the screen asks for the money', async () => {
    const { actor, order, offer: offerRead } = open();
    order.answer(awaiting);
    offerRead.answer({ ok: true, offer: { ...offer, stepCode: undefined } });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(actor.getSnapshot().context.offer?.stepCode).toBe(18);
    expect(selectIntent(actor.getSnapshot())).toBe('getMoney');
  });
});

describe('an offer that leaves out its order number', () => {
  it('Get money names the latest order, never an empty order number, and the next screen takes its place', async () => {
    const requestMoney = vi.fn(async (_: { input: RequestMoneyInput }): Promise<SubmitOutcome> => ({ ok: true }));
    const navigateTo = vi.fn();
    const machine = confirmBorrowMachine.provide({
      actors: {
        checkLatestOrder: fromPromise(async (): Promise<FollowOutcome> => ({ ...awaiting, orderNo: 'LN9' })),
        loadOffer: fromPromise(async (): Promise<OfferOutcome> => ({ ok: true, offer: { ...offer, orderNo: null } })),
        requestMoney: fromPromise(requestMoney),
        followLatestOrder: fromPromise(async (): Promise<FollowOutcome> => ({ kind: 'route', path: '/borrow/lending', stepCode: 7 })),
      },
      actions: { ...confirmBorrowKeyActions(() => 'key-1'), leaveStaleOffer: () => undefined, navigateTo: (_, params) => navigateTo(params) },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.context.offer !== null);
    actor.send({ type: 'confirm.agreementToggled', accepted: true });
    actor.send({ type: 'confirm.submitted' });
    await vi.waitFor(() => expect(requestMoney).toHaveBeenCalledTimes(1));
    expect(requestMoney.mock.calls[0]![0].input.orderNo).toBe('LN9');
    // The money was asked for: the lending screen takes this one's place, so Back does not return to it.
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith({ path: '/borrow/lending', replace: true }));
  });
});
