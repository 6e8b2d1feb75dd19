import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type Snapshot } from 'xstate';
import { refreshPersonalInfoDraft, toPersonalInfoDraft } from '../../machines/personalInfo/personalInfo.draft';
import { personalInfoMachine } from '../../machines/personalInfo/personalInfo.machine';
import { selectEmailSuggestions, selectPart, selectShownError } from '../../machines/personalInfo/personalInfo.selectors';
import type { PickContactOutput } from '../../machines/personalInfo/personalInfo.types';

/** Machine-side pins for the FAULTS rows the browser suite drives (F34, F35, F43, F45). */
function providedWith(pick: PickContactOutput['pick'] | 'never') {
  return personalInfoMachine.provide({
    actors: {
      pickContact: fromPromise<PickContactOutput, { index: 1 | 2 }>(({ input }) =>
        pick === 'never' ? new Promise<PickContactOutput>(() => undefined) : Promise.resolve({ index: input.index, pick }),
      ),
      watchConnectivity: fromCallback(() => undefined),
    },
  });
}

function start(fields: Record<string, string> = {}, today = '2026-11-21') {
  return createActor(providedWith('never'), { input: { market: 'ng', today, fields } }).start();
}

/** An actor on the contacts part (as after three Nexts), with the given picker answer. */
function onContacts(pick: PickContactOutput['pick'] | 'never') {
  const machine = providedWith(pick);
  const context = start().getSnapshot().context;
  const snapshot = machine.resolveState({ value: { wizard: { filling: { contacts: 'editing' } }, geography: 'idle', connectivity: 'online' }, context });
  return createActor(machine, { snapshot, input: { market: 'ng', today: '2026-11-21' } }).start();
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('personalInfo faults', () => {
  it('F34 Back while the picker is open leaves it for the work part', () => {
    const actor = onContacts('never');
    actor.send({ type: 'contact.pickRequested', index: 1 });
    expect(actor.getSnapshot().matches({ wizard: { filling: { contacts: 'picking' } } })).toBe(true);
    actor.send({ type: 'part.backRequested' });
    expect(selectPart(actor.getSnapshot())).toBe('work');
  });

  it('F35 a picked name is cut at 50 code points, never in the middle of an emoji', async () => {
    const actor = onContacts({ kind: 'picked', name: `Ngozi ${'🌟'.repeat(60)}`, phone: '+234 0803 456 7890' });
    actor.send({ type: 'contact.pickRequested', index: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const kept = actor.getSnapshot().context.fields.contact1Name;
    expect(Array.from(kept)).toHaveLength(50);
    expect(LONE_SURROGATE.test(kept)).toBe(false);
    expect(actor.getSnapshot().context.fields.contact1Phone).toBe('8034567890');
  });

  it('F43 a draft restored on a later day judges the birthday on that day', () => {
    const saved = start({ birthday: '2008-11-22' }, '2026-11-21');
    saved.send({ type: 'field.blurred', field: 'birthday' });
    expect(selectShownError('birthday')(saved.getSnapshot())).toBe('birthday.outOfRange');
    const draft = refreshPersonalInfoDraft(toPersonalInfoDraft(saved.getPersistedSnapshot()), { today: '2026-11-22' });
    const restored = createActor(personalInfoMachine, { snapshot: draft as Snapshot<unknown>, input: { market: 'ng', today: '2026-11-22' } }).start();
    expect(restored.getSnapshot().context.today).toBe('2026-11-22');
    expect(selectShownError('birthday')(restored.getSnapshot())).toBeNull();
  });

  it('F45 email suggestions (gmail, yahoo, outlook) are only domains the validator accepts, and only ones that complete what was typed', () => {
    expect(selectEmailSuggestions(start({ email: 'ada' }).getSnapshot())).toEqual(['ada@gmail.com', 'ada@yahoo.com', 'ada@outlook.com']);
    expect(selectEmailSuggestions(start({ email: 'ada@y' }).getSnapshot())).toEqual(['ada@yahoo.com']);
    expect(selectEmailSuggestions(start({ email: 'ada@o' }).getSnapshot())).toEqual(['ada@outlook.com']);
    expect(selectEmailSuggestions(start({ email: 'ada@h' }).getSnapshot())).toEqual([]);
    expect(selectEmailSuggestions(start({ email: 'ada@gmail.com' }).getSnapshot())).toEqual([]);
    expect(selectEmailSuggestions(start({ email: '' }).getSnapshot())).toEqual([]);
  });
});
