import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { confirmBorrowMachine } from '../../../machines/confirmBorrow/confirmBorrow.machine';
import type { FollowOutcome, OfferOutcome, SubmitOutcome } from '../../../machines/confirmBorrow/confirmBorrow.types';

const offer = { orderNo: 'NO1', stepCode: 18, loanAmount: 5000, duration: 91, disbursalAmount: 4516.79, repayAmount: 5373.97 };

/** The confirm screen opened on a restored route, with the latest order the server answers. */
function openWith(latest: () => Promise<FollowOutcome>) {
  const loadOffer = vi.fn(async (): Promise<OfferOutcome> => ({ ok: true, offer }));
  const leaveStaleOffer = vi.fn();
  const navigateTo = vi.fn();
  const machine = confirmBorrowMachine.provide({
    actors: {
      checkLatestOrder: fromPromise(latest),
      loadOffer: fromPromise(loadOffer),
      requestMoney: fromPromise(async (): Promise<SubmitOutcome> => ({ ok: true })),
      followLatestOrder: fromPromise(latest),
    },
    actions: {
      leaveStaleOffer: (_, params) => leaveStaleOffer(params.path),
      navigateTo: (_, params) => navigateTo(params.path),
    },
  });
  return { actor: createActor(machine).start(), loadOffer, leaveStaleOffer, navigateTo };
}

describe('reopening the confirm screen after the offer moved on (FAULTS F28)', () => {
  it('an offer the server cancelled (expired after 24 h) sends the borrower home without showing the stale offer', async () => {
    const { actor, leaveStaleOffer, navigateTo } = openWith(async () => ({ kind: 'home', path: '/', reason: 'noRoute' }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(leaveStaleOffer).toHaveBeenCalledExactlyOnceWith('/');
    expect(navigateTo).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.offer).toBeNull();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('money already asked for (lending) goes to that step instead', async () => {
    const { actor, leaveStaleOffer } = openWith(async () => ({ kind: 'route', path: '/borrow/lending', stepCode: 7 }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(leaveStaleOffer).toHaveBeenCalledExactlyOnceWith('/borrow/lending');
    expect(actor.getSnapshot().context.offer).toBeNull();
  });

  it.each([
    ['Confirm', 14, '/borrow/confirm_borrow'],
    ['FinishLoading (after the data upload)', 19, '/finish_loading'],
    ['GetMoney', 18, '/borrow/confirm_borrow'],
  ])('an order at %s still awaits this confirmation: the offer is shown', async (_, stepCode, path) => {
    const { actor, loadOffer, leaveStaleOffer } = openWith(async () => ({ kind: 'route', path, stepCode }));
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(loadOffer).toHaveBeenCalledTimes(1);
    expect(leaveStaleOffer).not.toHaveBeenCalled();
  });

  it('a fault reading the latest order shows no form, whatever the offer said; Retry reads both again', async () => {
    let attempt = 0;
    const { actor, loadOffer } = openWith(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return { kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 };
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).not.toBeNull();
    expect(actor.getSnapshot().context.offer).toBeNull();
    actor.send({ type: 'confirm.retryRequested' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(attempt).toBe(2);
    expect(loadOffer).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.offer).toMatchObject({ orderNo: 'NO1' });
  });
});
