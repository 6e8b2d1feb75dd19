import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cancellationKeyActions, cancellationMachine } from '../../../machines/cancellation/cancellation.machine';
import type { CancelCheckOutcome, CancelInput, CancelledCheckInput, SubmitOutcome } from '../../../machines/cancellation/cancellation.types';
import { ApiFault } from '../../../services/api/result';
import { sequentialKeys } from '../sequentialKeys';

const reasons = [
  { code: 'noLongerNeeded', label: null },
  { code: 'other', label: null },
];

/**
 * `answer`: one answer for every request, or one per request in turn (an Error is a fault: outcome
 * unknown). `cancelledSince`: what the read of the order after a lost answer finds (an Error: it failed too).
 */
function start(answer: SubmitOutcome | Error | Array<SubmitOutcome | Error>, stepCode = 18, cancelledSince: boolean | Error = false) {
  const sent: CancelInput[] = [];
  const checked: CancelledCheckInput[] = [];
  const answers = Array.isArray(answer) ? [...answer] : [];
  const spies = { navigateTo: vi.fn(), cancelled: vi.fn() };
  const machine = cancellationMachine.provide({
    actors: {
      checkCancellable: fromPromise<CancelCheckOutcome, void>(async () => ({ ok: true, canCancel: true, orderNo: 'NO1', stepCode, reasons })),
      cancelLoan: fromPromise(async ({ input }: { input: CancelInput }) => {
        sent.push(input);
        const next = Array.isArray(answer) ? answers.shift()! : answer;
        if (next instanceof Error) throw next;
        return next;
      }),
      checkCancelled: fromPromise(async ({ input }: { input: CancelledCheckInput }) => {
        checked.push(input);
        if (cancelledSince instanceof Error) throw cancelledSince;
        return { cancelled: cancelledSince };
      }),
    },
    actions: {
      navigateTo: (_, params) => spies.navigateTo(params.path, params.replace),
      announceCancelled: spies.cancelled,
      ...cancellationKeyActions(sequentialKeys('cancel')),
    },
  });
  return { actor: createActor(machine).start(), sent, checked, spies };
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
    expect(sent).toEqual([{ orderNo: 'NO1', reason: 'other', declineOffer: true, idempotencyKey: 'cancel-1' }]);
    expect(spies.cancelled).toHaveBeenCalledTimes(1);
    expect(spies.navigateTo).toHaveBeenCalledWith('/', true);
  });

  it('a refusal is kept for the form to say, with the chosen reason', async () => {
    const { actor, spies } = start({ ok: false, code: 1103, msg: 'not now' }, 6);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'cancel.reasonChosen', reason: 'other' });
    actor.send({ type: 'cancel.submitted' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'business', code: 1103, serverMessage: 'not now' });
    expect(spies.cancelled).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.reason).toBe('other');
  });

  it('a cancellation whose answer was lost is sent again with its key; once the server answers, the next is new', async () => {
    const { actor, sent } = start([new ApiFault('timeout', '/loan/cancel-loan'), { ok: false, code: 1103, msg: 'not now' }, { ok: true }], 6);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'cancel.reasonChosen', reason: 'other' });
    for (let answered = 1; answered <= 3; answered++) {
      actor.send({ type: 'cancel.submitted' });
      await waitFor(actor, (s) => !s.matches('submitting') && sent.length === answered);
    }
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['cancel-1', 'cancel-1', 'cancel-2']);
  });

  it('a cancellation whose answer was lost, which the server did make: read back, said and home, nothing sent again (FAULTS F2)', async () => {
    const { actor, sent, checked, spies } = start(new ApiFault('network', '/loan/cancel-loan'), 6, true);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'cancel.reasonChosen', reason: 'other' });
    actor.send({ type: 'cancel.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(checked).toEqual([{ orderNo: 'NO1' }]);
    expect(sent).toHaveLength(1);
    expect(spies.cancelled).toHaveBeenCalledTimes(1);
    expect(spies.navigateTo).toHaveBeenCalledWith('/', true);
  });

  it('a lost answer the server did not act on, or whose read fails too: the fault on the form, and Cancel replays the key', async () => {
    for (const since of [false, new ApiFault('offline', '/loan/loan-order/latest')]) {
      const { actor, sent, checked, spies } = start([new ApiFault('network', '/loan/cancel-loan'), { ok: true }], 6, since);
      await waitFor(actor, (s) => s.matches('choosing'));
      actor.send({ type: 'cancel.reasonChosen', reason: 'other' });
      actor.send({ type: 'cancel.submitted' });
      await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'fault', reason: 'network' });
      expect(checked).toHaveLength(1);
      expect(spies.cancelled).not.toHaveBeenCalled();
      actor.send({ type: 'cancel.submitted' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(sent.map((request) => request.idempotencyKey)).toEqual(['cancel-1', 'cancel-1']);
    }
  });
});
