import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { confirmBorrowKeyActions, confirmBorrowMachine } from '../../../machines/confirmBorrow/confirmBorrow.machine';
import type { FollowOutcome, OfferOutcome, SubmitOutcome } from '../../../machines/confirmBorrow/confirmBorrow.types';
import { sequentialKeys } from '../sequentialKeys';

const offer = { orderNo: 'NO1', stepCode: 18, loanAmount: 5000, duration: 91, disbursalAmount: 4516.79, repayAmount: 5373.97 };
const awaiting: FollowOutcome = { kind: 'route', path: '/borrow/confirm_borrow', stepCode: 18 };
const cancelled: FollowOutcome = { kind: 'home', path: '/', reason: 'closed' };
const refusal: SubmitOutcome = { ok: false, code: 1103, msg: 'Your loan has moved on since this screen opened.' };

/** The offer on screen, Get money refused; after that the latest order reads as `latest`. */
async function refusedWith(latest: FollowOutcome) {
  const leaveStaleOffer = vi.fn();
  const navigateTo = vi.fn();
  let reads = 0;
  const machine = confirmBorrowMachine.provide({
    actors: {
      checkLatestOrder: fromPromise(async () => awaiting),
      loadOffer: fromPromise(async (): Promise<OfferOutcome> => ({ ok: true, offer })),
      requestMoney: fromPromise(async () => refusal),
      followLatestOrder: fromPromise(async () => {
        reads += 1;
        return latest;
      }),
    },
    actions: {
      leaveStaleOffer: (_, params) => leaveStaleOffer(params.path),
      navigateTo: (_, params) => navigateTo(params.path),
      ...confirmBorrowKeyActions(sequentialKeys('confirm')),
    },
  });
  const actor = createActor(machine).start();
  await waitFor(actor, (s) => s.matches('reviewing'));
  actor.send({ type: 'confirm.agreementToggled', accepted: true });
  actor.send({ type: 'confirm.submitted' });
  await waitFor(actor, (s) => s.matches('reviewing') || s.matches('done'));
  return { actor, leaveStaleOffer, navigateTo, reads: () => reads };
}

describe('Get money refused (FAULTS F28)', () => {
  it('an offer that expired while the screen was open leaves for home, where the order says why', async () => {
    const { actor, leaveStaleOffer, reads } = await refusedWith(cancelled);
    expect(reads()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(leaveStaleOffer).toHaveBeenCalledWith('/');
  });

  it.each([
    ['still awaits this confirmation', awaiting],
    ['could not be read', { kind: 'home', path: '/', reason: 'refused' } as FollowOutcome],
  ])('when the order %s, the refusal shows on the form, and the next try is a new request', async (_, latest) => {
    const { actor, leaveStaleOffer } = await refusedWith(latest);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'business', code: 1103, serverMessage: refusal.msg });
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
    expect(leaveStaleOffer).not.toHaveBeenCalled();
  });
});
