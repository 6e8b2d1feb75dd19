import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { activeInvokes, hasOnlyDraftChildren } from '../../machines/shared/draftChildren';
import {
  isPersonalInfoDraft,
  refreshPersonalInfoDraft,
  toPersonalInfoDraft,
} from '../../machines/personalInfo/personalInfo.draft';
import { personalInfoMachine } from '../../machines/personalInfo/personalInfo.machine';
import type { Market } from '../../services/validation/market';
import type { GeoState } from '../../machines/personalInfo/personalInfo.types';

/** The check the wizard hook makes: the draft's children against what its state invokes. */
function keepsOnlyDraftChildren(draft: object): boolean {
  return hasOnlyDraftChildren(draft, activeInvokes(personalInfoMachine.resolveState(draft as never)));
}

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

describe('personalInfo draft: what runs again after a reload', () => {
  const LAGOS: GeoState[] = [{ code: 'LA', name: 'Lagos', districts: ['Ikeja'] }];

  /** A wizard whose watcher reports the network status at start, as the app's does, then on each change. */
  function wizard(network: { online: boolean; changed?: (online: boolean) => void }) {
    let geographyCalls = 0;
    const machine = personalInfoMachine.provide({
      actors: {
        loadGeography: fromPromise<GeoState[], void>(async () => {
          geographyCalls += 1;
          return LAGOS;
        }),
        watchConnectivity: fromCallback(({ sendBack }) => {
          const report = (online: boolean) => sendBack({ type: online ? 'network.cameOnline' : 'network.wentOffline' });
          report(network.online);
          network.changed = report;
        }),
      },
    });
    return { machine, geographyCalls: () => geographyCalls };
  }

  it('a draft saved on the residence part fetches the states again and still hears the network', async () => {
    const network: { online: boolean; changed?: (online: boolean) => void } = { online: true };
    const first = wizard(network);
    const before = createActor(first.machine, { input: { market: 'ng', today: '2026-11-21' } }).start();
    before.send({ type: 'field.changed', field: 'address', value: '12 Allen Avenue' });
    const draft = toPersonalInfoDraft(before.getPersistedSnapshot()) as { value: { wizard: { filling: string } } };
    before.stop();
    draft.value.wizard.filling = 'residence';
    expect(keepsOnlyDraftChildren(draft)).toBe(true);

    const second = wizard(network);
    const after = createActor(second.machine, { input: { market: 'ng', today: '2026-11-21' }, snapshot: draft as never }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second.geographyCalls()).toBe(1);
    expect(after.getSnapshot().context.geography).toEqual(LAGOS);
    expect(after.getSnapshot().context.fields.address).toBe('12 Allen Avenue');

    network.changed?.(false);
    expect(after.getSnapshot().matches({ connectivity: 'offline' })).toBe(true);
  });

  it('F26 a reload while the form is being saved keeps every value: back on the contacts part, for Submit again', () => {
    const machine = personalInfoMachine.provide({ actors: { watchConnectivity: fromCallback(() => undefined) } });
    const before = createActor(machine, { input: { market: 'ng', today: '2026-11-21' } }).start();
    before.send({ type: 'field.changed', field: 'firstName', value: 'Chinedu' });
    const persisted = before.getPersistedSnapshot() as unknown as { value: Record<string, unknown> };
    before.stop();
    const draft = toPersonalInfoDraft({ ...persisted, value: { ...persisted.value, wizard: 'submitting' } }) as {
      value: unknown;
      context: { fields: Record<string, string> };
    } | null;
    expect(draft?.value).toEqual({ wizard: { filling: { contacts: 'editing' } }, geography: 'idle', connectivity: 'online' });
    expect(draft?.context.fields.firstName).toBe('Chinedu');
    expect(keepsOnlyDraftChildren(draft as object)).toBe(true);
    const after = createActor(machine, { input: { market: 'ng', today: '2026-11-21' }, snapshot: draft as never }).start();
    expect(after.getSnapshot().matches({ wizard: { filling: { contacts: 'editing' } } })).toBe(true);
    after.stop();
  });

  it('a stored draft may hold the connectivity watcher and nothing else (an edited one cannot start a submit)', () => {
    const draft = draftTypedIn('ng');
    expect(Object.keys(draft.children as object)).toEqual(['connectivity']);
    expect(keepsOnlyDraftChildren({ ...draft, children: {} })).toBe(true);
    expect(keepsOnlyDraftChildren({ ...draft, children: { connectivity: { src: 'saveBasicInfo' } } })).toBe(false);
    expect(keepsOnlyDraftChildren({ ...draft, children: { submit: { src: 'saveBasicInfo', snapshot: { status: 'active' } } } })).toBe(false);
    expect(keepsOnlyDraftChildren({ ...draft, children: 'x' })).toBe(false);
  });
});
