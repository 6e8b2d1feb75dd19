import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { disclosureMachine } from '../../machines/disclosure/disclosure.machine';
import { selectHasConsented } from '../../machines/disclosure/disclosure.selectors';
import type { ConsentRecord } from '../../machines/disclosure/disclosure.types';

function start({ accepted = false, recordFails = false } = {}) {
  const recorded: number[] = [];
  const actor = createActor(
    disclosureMachine.provide({
      actors: {
        fetchConsent: fromPromise<ConsentRecord, void>(async () => ({ accepted })),
        recordConsent: fromPromise<void, void>(async () => {
          recorded.push(1);
          if (recordFails) throw new Error('offline');
        }),
      },
    }),
  ).start();
  return { actor, recorded };
}

describe('permissions disclosure', () => {
  it('asked once: a borrower who accepted before is not asked again, and nothing is recorded twice', async () => {
    const { actor, recorded } = start({ accepted: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectHasConsented(actor.getSnapshot())).toBe(true);
    expect(recorded).toHaveLength(0);
  });

  it('needs the agreement ticked, and counts only once the server has recorded it', async () => {
    const { actor, recorded } = start();
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'disclosure.accepted' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'disclosure.agreementToggled' });
    actor.send({ type: 'disclosure.accepted' });
    expect(selectHasConsented(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.status === 'done');
    expect(recorded).toHaveLength(1);
    expect(actor.getSnapshot().output).toEqual({ consented: true });
  });

  it('a failed save keeps the dialog open with the box ticked, to try again', async () => {
    const { actor } = start({ recordFails: true });
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'disclosure.agreementToggled' });
    actor.send({ type: 'disclosure.accepted' });
    const after = await waitFor(actor, (s) => s.context.saveFailed);
    expect(after.matches('open')).toBe(true);
    expect(after.context.ticked).toBe(true);
    expect(selectHasConsented(after)).toBe(false);
  });

  it('declining unticks, explains (declined) and can be reopened', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'disclosure.agreementToggled' });
    actor.send({ type: 'disclosure.dismissed' });
    expect(actor.getSnapshot().matches('declined')).toBe(true);
    expect(actor.getSnapshot().context.ticked).toBe(false);
    actor.send({ type: 'disclosure.opened' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });
});
