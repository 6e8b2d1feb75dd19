import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { toAdditionalInfoDraft } from '../../machines/additionalInfo/additionalInfo.draft';
import { additionalInfoMachine } from '../../machines/additionalInfo/additionalInfo.machine';
import { toBankCardDraft } from '../../machines/bankCard/bankCard.draft';
import { bankCardMachine } from '../../machines/bankCard/bankCard.machine';
import { toPersonalInfoDraft } from '../../machines/personalInfo/personalInfo.draft';
import { personalInfoMachine } from '../../machines/personalInfo/personalInfo.machine';
import { toQuestionnaireDraft } from '../../machines/questionnaire/questionnaire.draft';
import { questionnaireMachine } from '../../machines/questionnaire/questionnaire.machine';
import { activeInvokes, hasOnlyDraftChildren } from '../../machines/shared/draftChildren';
import { draftReloadedIn } from '../flows/reloadedDraft';

/** FAULTS F4 after a reload: every wizard restored from its draft still hears the network. */
const WIZARDS: { name: string; machine: AnyStateMachine; input: object; toDraft: (persisted: unknown) => unknown }[] = [
  { name: 'personalInfo', machine: personalInfoMachine, input: { market: 'ng', today: '2026-11-21' }, toDraft: toPersonalInfoDraft },
  { name: 'questionnaire', machine: questionnaireMachine, input: { market: 'ng' }, toDraft: toQuestionnaireDraft },
  { name: 'additionalInfo', machine: additionalInfoMachine, input: { market: 'mx' }, toDraft: toAdditionalInfoDraft },
  { name: 'bankCard', machine: bankCardMachine, input: { market: 'mx', idempotencyKey: 'k-1' }, toDraft: toBankCardDraft },
];

describe.each(WIZARDS)('$name draft', ({ machine, input, toDraft }) => {
  it('keeps the connectivity watcher, so the restored wizard notices going offline', () => {
    let goOffline = () => {};
    let watchers = 0;
    const watched = machine.provide({
      actors: {
        watchConnectivity: fromCallback(({ sendBack }) => {
          watchers += 1;
          goOffline = () => sendBack({ type: 'network.wentOffline' });
        }),
      },
    });
    const before = createActor(watched, { input }).start();
    const draft = toDraft(before.getPersistedSnapshot());
    before.stop();
    expect(draft).not.toBeNull();
    expect(hasOnlyDraftChildren(draft, activeInvokes(machine.resolveState(draft as never)))).toBe(true);

    const after = createActor(watched, { input, snapshot: draft as never }).start();
    expect(watchers).toBe(2);
    goOffline();
    expect(after.getSnapshot().matches({ connectivity: 'offline' })).toBe(true);
    after.stop();
  });
});

/** The step forms, each with the read that tells whether its save landed. */
const STEP_FORMS: { name: string; machine: AnyStateMachine; input: object; toDraft: (persisted: unknown) => unknown; check: string }[] = [
  { name: 'questionnaire', machine: questionnaireMachine, input: { market: 'ng' }, toDraft: toQuestionnaireDraft, check: 'checkAnswersSaved' },
  { name: 'additionalInfo', machine: additionalInfoMachine, input: { market: 'mx' }, toDraft: toAdditionalInfoDraft, check: 'checkAdditionalInfoSaved' },
  { name: 'bankCard', machine: bankCardMachine, input: { market: 'mx', idempotencyKey: 'k-1' }, toDraft: toBankCardDraft, check: 'checkCardSaved' },
];

describe.each(STEP_FORMS)('$name draft while a save is on its way (FAULTS F2)', ({ machine, input, toDraft, check }) => {
  function reloadedIn(form: string, saved: boolean) {
    const draft = draftReloadedIn(machine, input, form, {}, toDraft) as { value: { form: string }; children: Record<string, unknown> } | null;
    const checks: string[] = [];
    const restored = machine.provide({
      actors: {
        [check]: fromPromise(async () => (checks.push(check), { saved })),
        findNextStep: fromPromise(async () => ({ route: '/next' })),
        watchConnectivity: fromCallback(() => undefined),
      },
      actions: { navigateToNextStep: () => undefined },
    });
    return { draft, checks, actor: createActor(restored, { input, snapshot: draft as never }).start() };
  }

  it.each(['submitting', 'reconciling'])('%s comes back asking whether it was saved, and moves on if it was', async (form) => {
    const { draft, checks, actor } = reloadedIn(form, true);
    expect(draft?.value.form).toBe('reconciling');
    expect(hasOnlyDraftChildren(draft, activeInvokes(machine.resolveState(draft as never)))).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ form: 'done' }));
    expect(checks).toEqual([check]);
    actor.stop();
  });

  it('not saved: the form is back with why, for Submit again', async () => {
    const { actor } = reloadedIn('submitting', false);
    await waitFor(actor, (s) => s.matches({ form: 'failed' }));
    expect(actor.getSnapshot().context.submitError).toEqual({ kind: 'fault', reason: 'unknown' });
    actor.stop();
  });

  it('a draft whose state needs the check but holds none, or holds a save, is not restorable', () => {
    const { draft, actor } = reloadedIn('submitting', true);
    actor.stop();
    const invokes = activeInvokes(machine.resolveState(draft as never));
    const children = draft?.children ?? {};
    expect(hasOnlyDraftChildren({ ...draft, children: { connectivity: children.connectivity } }, invokes)).toBe(false);
    expect(hasOnlyDraftChildren({ ...draft, children: { ...children, savedCheck: { src: 'findNextStep', snapshot: { status: 'active' } } } }, invokes)).toBe(false);
    expect(hasOnlyDraftChildren({ ...draft, children: { ...children, savedCheck: { src: check, snapshot: { status: 'done' } } } }, invokes)).toBe(false);
    const editing = activeInvokes(machine.resolveState({ ...(draft as object), value: { form: 'editing', connectivity: 'online' } } as never));
    expect(hasOnlyDraftChildren(draft, editing)).toBe(false);
    expect(hasOnlyDraftChildren({ ...draft, children: null }, editing), 'corrupt: XState cannot restore it').toBe(false);
  });
});
