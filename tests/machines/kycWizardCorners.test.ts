import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, toPromise, waitFor } from 'xstate';
import { refreshAdditionalInfoDraft, toAdditionalInfoDraft } from '../../machines/additionalInfo/additionalInfo.draft';
import { additionalInfoMachine } from '../../machines/additionalInfo/additionalInfo.machine';
import type { SubmitAdditionalInfoInput } from '../../machines/additionalInfo/additionalInfo.types';
import { isBankCardDraft, refreshBankCardDraft, toBankCardDraft } from '../../machines/bankCard/bankCard.draft';
import { bankCardMachine } from '../../machines/bankCard/bankCard.machine';
import type { AccountCheckOutcome, AddBankCardInput, BankOption, VerifyAccountInput } from '../../machines/bankCard/bankCard.types';
import { createPersonalInfoActors } from '../../machines/personalInfo/personalInfo.actors';
import { personalInfoMachine } from '../../machines/personalInfo/personalInfo.machine';
import type { GeoState, PickContactOutput } from '../../machines/personalInfo/personalInfo.types';
import { activeInvokes, hasOnlyDraftChildren } from '../../machines/shared/draftChildren';
import type { SavedCheck } from '../../machines/shared/reconcileStep';
import type { NextStep, SubmitOutcome } from '../../machines/shared/submitError';
import type { AppServices } from '../../services/appServices';
import { NIGERIAN_PERSONAL } from '../sandbox/personalFields';

// Published examples: Zenith (057) NUBAN 5050114930 (Zifah README); another valid Zenith number.
const NUBAN = '5050114930';
const OTHER_NUBAN = '5050114947';
const SERVER_BANKS: BankOption[] = [
  { code: '057', name: 'Zenith Bank' },
  { code: '999', name: 'A Bank Not Bundled' },
];

/** The wiring's watcher: one report at start, the first event a restored wizard takes. */
const reportingWatcher = fromCallback(({ sendBack }) => sendBack({ type: 'network.cameOnline' }));

/** A bank card actor as the wiring starts it, from `draft` when given (a reload). */
function bankCard(script: { banks: () => Promise<BankOption[]>; nextStep?: () => Promise<NextStep> }, draft?: unknown) {
  const sent: AddBankCardInput[] = [];
  const fetchBankList = vi.fn(script.banks);
  const machine = bankCardMachine.provide({
    actors: {
      fetchBankList: fromPromise<BankOption[], void>(() => fetchBankList()),
      verifyAccount: fromPromise<AccountCheckOutcome, VerifyAccountInput>(async () => ({ ok: true, accountName: 'ADA OKAFOR', bankName: 'Zenith Bank', branch: null })),
      addBankCard: fromPromise<SubmitOutcome, AddBankCardInput>(async ({ input }) => (sent.push(input), { ok: true })),
      checkCardSaved: fromPromise<SavedCheck, void>(async () => ({ saved: false })),
      findNextStep: fromPromise<NextStep, void>(() => (script.nextStep ?? (async () => ({ route: '/borrow/confirm_borrow' })))()),
      watchConnectivity: reportingWatcher,
    },
  });
  const input = { market: 'ng' as const, idempotencyKey: draft === undefined ? 'key-1' : 'key-2' };
  if (draft !== undefined) {
    // What useDraftedActor checks before restoring.
    expect(isBankCardDraft(draft, input)).toBe(true);
    const { value, context } = draft as { value: never; context: never };
    expect(hasOnlyDraftChildren(draft, activeInvokes(machine.resolveState({ value, context })))).toBe(true);
  }
  const actor = createActor(machine, draft === undefined ? { input } : { input, snapshot: refreshBankCardDraft(draft, input) as never }).start();
  return { actor, sent, fetchBankList };
}

function fillCard(actor: ReturnType<typeof bankCard>['actor'], accountNumber: string) {
  for (const [field, value] of [
    ['bankCode', '057'], ['accountNumber', accountNumber], ['accountNumberConfirm', accountNumber], ['holderName', 'Ada Okafor'], ['bvn', '22212345678'],
  ] as const) {
    actor.send({ type: 'field.changed', field, value });
  }
}

async function submitCard(actor: ReturnType<typeof bankCard>['actor']) {
  actor.send({ type: 'form.submitted' });
  await waitFor(actor, (s) => s.matches({ form: 'confirmingAccount' }));
  actor.send({ type: 'account.confirmed' });
}

describe('a form changed after a successful save goes with a new key', () => {
  it('bank card: restored from a draft saved in nextStepFailed, edited and submitted: another key than the first save', async () => {
    const first = bankCard({ banks: async () => SERVER_BANKS, nextStep: async () => Promise.reject(new Error('offline')) });
    await waitFor(first.actor, (s) => s.matches({ form: 'editing' }));
    fillCard(first.actor, NUBAN);
    await submitCard(first.actor);
    await waitFor(first.actor, (s) => s.matches({ form: 'nextStepFailed' }));
    const draft = toBankCardDraft(first.actor.getPersistedSnapshot());
    first.actor.stop();

    const again = bankCard({ banks: async () => SERVER_BANKS }, draft);
    await waitFor(again.actor, (s) => s.matches({ form: 'editing' }));
    fillCard(again.actor, OTHER_NUBAN);
    await submitCard(again.actor);
    await waitFor(again.actor, (s) => s.matches({ form: 'done' }));
    expect(first.sent.map((s) => s.idempotencyKey)).toEqual(['key-1']);
    expect(again.sent).toHaveLength(1);
    expect(again.sent[0]?.payload.accountNumber).toBe(OTHER_NUBAN);
    expect(again.sent[0]?.idempotencyKey).not.toBe('key-1');
  });

  it('additional info: restored from a draft saved in done, edited and submitted: another key than the first save', async () => {
    const sent: SubmitAdditionalInfoInput[] = [];
    const machine = additionalInfoMachine.provide({
      actors: {
        submitAdditionalInfo: fromPromise<SubmitOutcome, SubmitAdditionalInfoInput>(async ({ input }) => (sent.push(input), { ok: true })),
        checkAdditionalInfoSaved: fromPromise<SavedCheck, void>(async () => ({ saved: false })),
        findNextStep: fromPromise<NextStep, void>(async () => ({ route: '/auth/id_card_authentication' })),
        watchConnectivity: reportingWatcher,
      },
    });
    const first = createActor(machine, { input: { market: 'ng', idempotencyKey: 'key-1' } }).start();
    const fields = { loanPurpose: 'education', companyName: 'Allen Foods Ltd', companyPhone: '08031234567', designation: 'Accountant', workAddress: '12 Allen Avenue, Ikeja' };
    for (const [field, value] of Object.entries(fields)) first.send({ type: 'field.changed', field: field as never, value });
    first.send({ type: 'form.submitted' });
    await waitFor(first, (s) => s.matches({ form: 'done' }));
    const draft = toAdditionalInfoDraft(first.getPersistedSnapshot());
    first.stop();

    const input = { market: 'ng' as const, idempotencyKey: 'key-2' };
    const again = createActor(machine, { input, snapshot: refreshAdditionalInfoDraft(draft, input) as never }).start();
    await waitFor(again, (s) => s.matches({ form: 'editing' }));
    again.send({ type: 'field.changed', field: 'designation', value: 'Chief Accountant' });
    again.send({ type: 'form.submitted' });
    await waitFor(again, (s) => s.matches({ form: 'done' }));
    expect(sent.map((s) => s.additionalInfo.designation)).toEqual(['Accountant', 'Chief Accountant']);
    expect(sent[0]?.idempotencyKey).toBe('key-1');
    expect(sent[1]?.idempotencyKey).not.toBe('key-1');
  });
});

describe('a bank card draft typed on the bundled list', () => {
  it('asks the server for the bank list again after a reload, the typed holder name kept', async () => {
    const first = bankCard({ banks: async () => Promise.reject(new Error('offline')) });
    await waitFor(first.actor, (s) => s.matches({ form: 'editing' }));
    expect(first.actor.getSnapshot().context.bankListSource).toBe('bundled');
    first.actor.send({ type: 'field.changed', field: 'holderName', value: 'Ada Okafor' });
    const draft = toBankCardDraft(first.actor.getPersistedSnapshot());
    first.actor.stop();

    const again = bankCard({ banks: async () => SERVER_BANKS }, draft);
    await waitFor(again.actor, (s) => s.matches({ form: 'editing' }) && s.context.bankListSource === 'server', { timeout: 1000 });
    expect(again.fetchBankList).toHaveBeenCalledTimes(1);
    expect(again.actor.getSnapshot().context.banks).toEqual(SERVER_BANKS);
    expect(again.actor.getSnapshot().context.fields.holderName).toBe('Ada Okafor');
  });
});

describe('the country data', () => {
  it('reads a state whose districts are null (an empty list marshalled to null) as one without districts', async () => {
    const call = vi.fn(async () => ({
      ok: true,
      data: { states: [{ code: 'LA', name: 'Lagos', districts: ['Ikeja'] }, { code: 'FC', name: 'Abuja', districts: null }, { code: 'AB', name: 'Abia' }] },
    }));
    const services = { api: { call }, market: { id: 'ng' } } as unknown as AppServices;
    const states = await toPromise(createActor(createPersonalInfoActors(services).loadGeography).start());
    expect(states).toEqual([
      { code: 'LA', name: 'Lagos', districts: ['Ikeja'] },
      { code: 'FC', name: 'Abuja', districts: [] },
      { code: 'AB', name: 'Abia', districts: [] },
    ]);
  });
});

describe('the note about an invalid picked number', () => {
  const LAGOS: GeoState[] = [{ code: 'LA', name: 'Lagos', districts: ['Ikeja'] }];

  async function onContacts() {
    const actor = createActor(
      personalInfoMachine.provide({
        actors: {
          loadGeography: fromPromise<GeoState[], void>(async () => LAGOS),
          pickContact: fromPromise<PickContactOutput, { index: 1 | 2 }>(async ({ input }) => ({
            index: input.index,
            pick: { kind: 'picked' as const, name: 'Picked Person', phone: '12345' },
          })),
          watchConnectivity: fromCallback(() => undefined),
        },
      }),
      { input: { market: 'ng', today: '2026-11-21', fields: { ...NIGERIAN_PERSONAL, state: 'LA' } } },
    ).start();
    actor.send({ type: 'part.nextRequested' });
    await waitFor(actor, (s) => s.matches({ geography: 'loaded' }));
    actor.send({ type: 'part.nextRequested' });
    actor.send({ type: 'part.nextRequested' });
    expect(actor.getSnapshot().matches({ wizard: { filling: 'contacts' } })).toBe(true);
    return actor;
  }

  it('goes once the borrower edits that contact’s phone, not when another field changes', async () => {
    const actor = await onContacts();
    actor.send({ type: 'contact.pickRequested', index: 2 });
    await waitFor(actor, (s) => s.matches({ wizard: { filling: { contacts: 'editing' } } }));
    expect(actor.getSnapshot().context.contactNotice).toEqual({ index: 2, reason: 'invalidPhone' });
    actor.send({ type: 'field.changed', field: 'contact1Phone', value: '08051234568' });
    actor.send({ type: 'field.changed', field: 'contact2Name', value: 'Picked P.' });
    expect(actor.getSnapshot().context.contactNotice).toEqual({ index: 2, reason: 'invalidPhone' });
    actor.send({ type: 'field.changed', field: 'contact2Phone', value: '08121234567' });
    expect(actor.getSnapshot().context.contactNotice).toBeNull();
  });
});
