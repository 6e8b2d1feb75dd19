import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { isAdditionalInfoDraft, toAdditionalInfoDraft } from '../../machines/additionalInfo/additionalInfo.draft';
import { additionalInfoMachine } from '../../machines/additionalInfo/additionalInfo.machine';
import { isBankCardDraft, toBankCardDraft } from '../../machines/bankCard/bankCard.draft';
import { bankCardMachine } from '../../machines/bankCard/bankCard.machine';
import { isPersonalInfoDraft, toPersonalInfoDraft } from '../../machines/personalInfo/personalInfo.draft';
import { personalInfoMachine } from '../../machines/personalInfo/personalInfo.machine';
import { isQuestionnaireDraft, toQuestionnaireDraft } from '../../machines/questionnaire/questionnaire.draft';
import { questionnaireMachine } from '../../machines/questionnaire/questionnaire.machine';
import type { Market } from '../../services/validation/market';

/** FAULTS F27: a draft typed in one market (plain browser, `?market=`) is not restored in the other. */
const WIZARDS: {
  name: string;
  machine: AnyStateMachine;
  input: (market: Market) => object;
  toDraft: (persisted: unknown) => unknown;
  isDraft: (stored: unknown, current?: { market: Market }) => boolean;
}[] = [
  { name: 'personalInfo', machine: personalInfoMachine, input: (market) => ({ market, today: '2026-11-21' }), toDraft: toPersonalInfoDraft, isDraft: isPersonalInfoDraft },
  { name: 'questionnaire', machine: questionnaireMachine, input: (market) => ({ market }), toDraft: toQuestionnaireDraft, isDraft: isQuestionnaireDraft },
  { name: 'additionalInfo', machine: additionalInfoMachine, input: (market) => ({ market, idempotencyKey: 'k-1' }), toDraft: toAdditionalInfoDraft, isDraft: isAdditionalInfoDraft },
  { name: 'bankCard', machine: bankCardMachine, input: (market) => ({ market, idempotencyKey: 'k-1' }), toDraft: toBankCardDraft, isDraft: isBankCardDraft },
];

describe.each(WIZARDS)('$name draft', ({ machine, input, toDraft, isDraft }) => {
  it('is restored in the market it was typed in, not in the other', () => {
    const actor = createActor(machine, { input: input('mx') }).start();
    const draft = toDraft(actor.getPersistedSnapshot());
    actor.stop();
    expect([isDraft(draft, { market: 'mx' }), isDraft(draft, { market: 'ng' })]).toEqual([true, false]);
  });
});

/** FAULTS F27: a draft in a state no draft is written in (tampered, or another app's) is discarded, not restored locked. */
describe.each(WIZARDS.filter((wizard) => wizard.name !== 'personalInfo'))('$name draft in a state it is never saved in', ({ machine, input, toDraft, isDraft }) => {
  it.each(['done', 'findingNextStep', 'submitting', 'nowhere'])('%s is not restored', (form) => {
    const actor = createActor(machine, { input: input('mx') }).start();
    const draft = toDraft(actor.getPersistedSnapshot()) as { value: Record<string, unknown> };
    actor.stop();
    expect(isDraft(draft, { market: 'mx' })).toBe(true);
    expect(isDraft({ ...draft, value: { ...draft.value, form } }, { market: 'mx' })).toBe(false);
  });
});

/**
 * FAULTS F26: saved, the next step open or not (its read failed, the reload came first, or the borrower
 * pressed Back from it): the step shows the values again, not an empty form.
 */
describe.each(WIZARDS)('$name draft once saved', ({ name, machine, input, toDraft, isDraft }) => {
  it.each(['findingNextStep', 'nextStepFailed', 'done'])('%s comes back as editing, the values kept', (state) => {
    const actor = createActor(machine, { input: input('mx') }).start();
    const persisted = actor.getPersistedSnapshot() as unknown as { value: Record<string, unknown>; context: Record<string, unknown> };
    actor.stop();
    const region = name === 'personalInfo' ? 'wizard' : 'form';
    const values = name === 'questionnaire' ? 'answers' : 'fields';
    const typed = { ...(persisted.context[values] as Record<string, string>) };
    const firstKey = Object.keys(typed).find((key) => !/curp|rfc|nss|account|card|cvc|bvn|valid/i.test(key))!;
    typed[firstKey] = 'kept';
    const draft = toDraft({ ...persisted, value: { ...persisted.value, [region]: state }, context: { ...persisted.context, [values]: typed } }) as {
      value: Record<string, unknown>;
      context: Record<string, Record<string, string>>;
    } | null;
    expect(draft).not.toBeNull();
    expect(isDraft(draft, { market: 'mx' })).toBe(true);
    expect(JSON.stringify(draft!.value[region])).toMatch(/editing/);
    expect(draft!.context[values]![firstKey]).toBe('kept');
  });
});
