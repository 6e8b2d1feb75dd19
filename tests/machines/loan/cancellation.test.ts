import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cancellationMachine } from '../../../machines/cancellation/cancellation.machine';
import type { CancelCheckOutcome, CancelInput, SubmitOutcome } from '../../../machines/cancellation/cancellation.types';

const reasons = [
  { code: 'noLongerNeeded', label: null },
  { code: 'other', label: null },
];

function start(answer: SubmitOutcome | Error, stepCode = 18) {
  const sent: CancelInput[] = [];
  const spies = { navigateTo: vi.fn(), cancelled: vi.fn(), failed: vi.fn() };
  const machine = cancellationMachine.provide({
    actors: {
      checkCancellable: fromPromise<CancelCheckOutcome, void>(async () => ({ ok: true, canCancel: true, orderNo: 'NO1', stepCode, reasons })),
      cancelLoan: fromPromise(async ({ input }: { input: CancelInput }) => {
        sent.push(input);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: {
      navigateTo: (_, params) => spies.navigateTo(params.path),
      announceCancelled: spies.cancelled,
      announceCancelFailed: (_, params) => spies.failed(params.error),
    },
  });
  return { actor: createActor(machine).start(), sent, spies };
}

describe('cancellation', () => {
  it('needs exactly one reason; an approved offer is declined with cancel-draw-money; success toasts and goes home', async () => {
    const { actor, sent, spies } = start({ ok: true });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'cancel.submitted' });
    expect(actor.getSnapshot().context.errorCode).toBe('reasonRequired');
    actor.send({ type: 'cancel.reasonChosen', reason: 'noLongerNeeded' });
    actor.send({ type: 'cancel.reasonChosen', reason: 'other' });
    actor.send({ type: 'cancel.submitted' });
    actor.send({ type: 'cancel.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ orderNo: 'NO1', reason: 'other', declineOffer: true }]);
    expect(spies.cancelled).toHaveBeenCalledTimes(1);
    expect(spies.navigateTo).toHaveBeenCalledWith('/');
  });

  it('a refusal shows the failure toast and keeps the chosen reason', async () => {
    const { actor, spies } = start({ ok: false, code: 1103, msg: 'not now' }, 6);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'cancel.reasonChosen', reason: 'other' });
    actor.send({ type: 'cancel.submitted' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    expect(spies.failed).toHaveBeenCalledWith({ kind: 'business', code: 1103, serverMessage: 'not now' });
    expect(actor.getSnapshot().context.reason).toBe('other');
  });
});
