import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyStateMachine } from 'xstate';
import { toAdditionalInfoDraft } from '../../machines/additionalInfo/additionalInfo.draft';
import { additionalInfoMachine } from '../../machines/additionalInfo/additionalInfo.machine';
import { toBankCardDraft } from '../../machines/bankCard/bankCard.draft';
import { bankCardMachine } from '../../machines/bankCard/bankCard.machine';
import { toPersonalInfoDraft } from '../../machines/personalInfo/personalInfo.draft';
import { personalInfoMachine } from '../../machines/personalInfo/personalInfo.machine';
import { toQuestionnaireDraft } from '../../machines/questionnaire/questionnaire.draft';
import { questionnaireMachine } from '../../machines/questionnaire/questionnaire.machine';
import { hasOnlyDraftChildren } from '../../machines/shared/draftChildren';

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
    expect(hasOnlyDraftChildren(draft)).toBe(true);

    const after = createActor(watched, { input, snapshot: draft as never }).start();
    expect(watchers).toBe(2);
    goOffline();
    expect(after.getSnapshot().matches({ connectivity: 'offline' })).toBe(true);
    after.stop();
  });
});

describe.each(WIZARDS.filter((wizard) => wizard.name !== 'personalInfo'))('$name draft while a submit is in flight', ({ machine, input, toDraft }) => {
  it.each(['submitting', 'reconciling'])('%s is kept and comes back as editing, so a reload then loses nothing typed', (form) => {
    const before = createActor(machine, { input }).start();
    const persisted = before.getPersistedSnapshot() as unknown as { value: Record<string, unknown> };
    before.stop();
    const draft = toDraft({ ...persisted, value: { ...persisted.value, form } }) as { value: { form: string } } | null;
    expect(draft?.value.form).toBe('editing');
    const after = createActor(machine, { input, snapshot: draft as never }).start();
    expect(after.getSnapshot().matches({ form: 'editing' })).toBe(true);
    after.stop();
  });
});
