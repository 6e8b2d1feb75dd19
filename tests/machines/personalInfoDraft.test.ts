import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  isPersonalInfoDraft,
  refreshPersonalInfoDraft,
  toPersonalInfoDraft,
} from '../../machines/personalInfo/personalInfo.draft';
import { personalInfoMachine } from '../../machines/personalInfo/personalInfo.machine';
import type { Market } from '../../services/validation/market';

/** FAULTS F27: which stored personal-info drafts the wizard may restore. */
function draftTypedIn(market: Market) {
  const machine = personalInfoMachine.provide({ actors: { watchConnectivity: fromCallback(() => undefined) } });
  const actor = createActor(machine, { input: { market, today: '2026-11-21' } }).start();
  actor.send({ type: 'field.changed', field: 'firstName', value: 'Chinedu' });
  const draft = toPersonalInfoDraft(actor.getPersistedSnapshot());
  actor.stop();
  return draft as { context: Record<string, unknown> } & Record<string, unknown>;
}

describe('personalInfo draft (F27)', () => {
  it('a draft typed in this market is restored, with today refreshed', () => {
    const draft = draftTypedIn('ng');
    expect(isPersonalInfoDraft(draft, { market: 'ng' })).toBe(true);
    const restored = refreshPersonalInfoDraft(draft, { today: '2026-11-22' }) as typeof draft;
    expect(restored.context.today).toBe('2026-11-22');
    expect((restored.context.fields as Record<string, string>).firstName).toBe('Chinedu');
  });

  it('a draft typed in another market is refused', () => {
    const draft = draftTypedIn('mx');
    expect(isPersonalInfoDraft(draft)).toBe(true);
    expect(isPersonalInfoDraft(draft, { market: 'ng' })).toBe(false);
  });

  it('a draft without a market (a foreign snapshot) is refused for any market', () => {
    const { market: _dropped, ...context } = draftTypedIn('ng').context;
    expect(isPersonalInfoDraft({ ...draftTypedIn('ng'), context }, { market: 'ng' })).toBe(false);
  });

  it('a foreign shape is refused: missing or non-string fields, a finished wizard, garbage', () => {
    const draft = draftTypedIn('ng');
    const fields = draft.context.fields as Record<string, unknown>;
    const { firstName: _missing, ...withoutFirstName } = fields;
    expect(isPersonalInfoDraft({ ...draft, context: { ...draft.context, fields: withoutFirstName } }, { market: 'ng' })).toBe(false);
    expect(isPersonalInfoDraft({ ...draft, context: { ...draft.context, fields: { ...fields, firstName: 7 } } }, { market: 'ng' })).toBe(false);
    expect(isPersonalInfoDraft({ ...draft, value: { wizard: 'done' } }, { market: 'ng' })).toBe(false);
    expect(isPersonalInfoDraft({ ...draft, status: 'done' }, { market: 'ng' })).toBe(false);
    expect(isPersonalInfoDraft({ version: -1, value: { firstName: 'Old' } }, { market: 'ng' })).toBe(false);
    expect(isPersonalInfoDraft(null, { market: 'ng' })).toBe(false);
    expect(isPersonalInfoDraft('{not json', { market: 'ng' })).toBe(false);
  });
});
