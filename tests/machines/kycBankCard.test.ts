import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { isBankCardDraft, refreshBankCardDraft, toBankCardDraft } from '../../machines/bankCard/bankCard.draft';
import { additionalInfoMachine } from '../../machines/additionalInfo/additionalInfo.machine';
import { bankCardMachine, isBankCardValid } from '../../machines/bankCard/bankCard.machine';
import { bankCardPayload, emptyBankCardFields } from '../../machines/bankCard/bankCard.rules';
import { selectMustRetype } from '../../machines/bankCard/bankCard.selectors';
import { questionnaireMachine } from '../../machines/questionnaire/questionnaire.machine';
import type {
  AccountCheckOutcome,
  AddBankCardInput,
  BankOption,
  VerifyAccountInput,
} from '../../machines/bankCard/bankCard.types';
import type { SavedCheck } from '../../machines/shared/reconcileStep';
import type { NextStep, SubmitOutcome } from '../../machines/shared/submitError';
import { NG_BANKS } from '../../services/options/ngBanks';

// Published examples: Zenith (057) NUBAN 5050114930 (Zifah README); Banamex CLABE 002115016003269411
// (django-localflavor); CURP BEML920313HMCLNS09 (python-stdnum); Visa test card 4111111111111111.
const NUBAN = '5050114930';
// Another valid Zenith Bank account number (its check digit computed as the bank's).
const OTHER_NUBAN = '5050114947';

interface Script {
  banks?: () => Promise<BankOption[]>;
  verify?: AccountCheckOutcome;
  /** How many account look-ups get no answer before one does. */
  verifyFaults?: number;
  add: Array<() => Promise<SubmitOutcome>>;
  /** What the check after a lost answer finds; 'fails' when that check gets no answer either. */
  saved?: SavedCheck | 'fails';
}

/** `draft`: a reload, the machine restored from what the wiring would have stored. */
function start(market: 'ng' | 'mx', script: Script, draft?: unknown) {
  const sent: AddBankCardInput[] = [];
  const verified: VerifyAccountInput[] = [];
  const navigated: Array<string | null> = [];
  const actor = createActor(
    bankCardMachine.provide({
      actors: {
        fetchBankList: fromPromise<BankOption[], void>(() => (script.banks ?? (async () => [{ code: '057', name: 'Zenith Bank' }]))()),
        verifyAccount: fromPromise<AccountCheckOutcome, VerifyAccountInput>(async ({ input }) => {
          verified.push(input);
          if (verified.length <= (script.verifyFaults ?? 0)) throw new Error('connection reset');
          return script.verify ?? { ok: true, accountName: 'ADA OKAFOR', bankName: 'Zenith Bank', branch: null };
        }),
        addBankCard: fromPromise<SubmitOutcome, AddBankCardInput>(({ input }) => {
          sent.push(input);
          const next = script.add.shift();
          if (!next) throw new Error('addBankCard called more often than scripted');
          return next();
        }),
        checkCardSaved: fromPromise<SavedCheck, void>(async () => {
          if (script.saved === 'fails') throw new Error('connection reset');
          return script.saved ?? { saved: false };
        }),
        findNextStep: fromPromise<NextStep, void>(async () => ({ route: '/borrow/confirm_borrow' })),
        watchConnectivity: fromCallback(() => undefined),
      },
      actions: { navigateToNextStep: (_, params) => navigated.push(params.route) },
    }),
    draft === undefined
      ? { input: { market, idempotencyKey: 'key-1' } }
      : { input: { market, idempotencyKey: 'key-2' }, snapshot: refreshBankCardDraft(draft, { market, idempotencyKey: 'key-2' }) as never },
  ).start();
  return { actor, sent, verified, navigated };
}

/** The draft the wiring stores when the WebView reloads while the card is on its way. */
async function draftWhileAdding() {
  const first = start('ng', { add: [() => new Promise<SubmitOutcome>(() => undefined)] });
  await waitFor(first.actor, (s) => s.matches({ form: 'editing' }));
  fillNigeria(first.actor);
  await submitAndConfirm(first.actor);
  const draft = toBankCardDraft(first.actor.getPersistedSnapshot());
  first.actor.stop();
  return draft;
}

function fillNigeria(actor: ReturnType<typeof start>['actor']) {
  for (const [field, value] of [
    ['bankCode', '057'], ['accountNumber', NUBAN], ['accountNumberConfirm', NUBAN], ['holderName', 'Ada Okafor'], ['bvn', '22212345678'],
  ] as const) {
    actor.send({ type: 'field.changed', field, value });
  }
}

/** Submit, then confirm the holder name the look-up found: the card's POST goes out. */
async function submitAndConfirm(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'form.submitted' });
  await waitFor(actor, (s) => s.matches({ form: 'confirmingAccount' }));
  actor.send({ type: 'account.confirmed' });
}

const lost = async (): Promise<SubmitOutcome> => {
  throw new Error('connection reset');
};

describe('bank card machine journeys', () => {
  it('falls back to the bundled bank list when the server list cannot be loaded', async () => {
    const { actor } = start('ng', { banks: async () => Promise.reject(new Error('offline')), add: [] });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    expect(actor.getSnapshot().context.bankListSource).toBe('bundled');
    expect(actor.getSnapshot().context.banks).toHaveLength(NG_BANKS.length);
  });

  it('looks the holder name up before adding, and adds only after the borrower confirms', async () => {
    const { actor, sent, verified, navigated } = start('ng', { add: [async () => ({ ok: true })] });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    fillNigeria(actor);
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'confirmingAccount' }));
    expect(verified).toEqual([{ market: 'ng', bankCode: '057', accountNumber: NUBAN }]);
    expect(actor.getSnapshot().context.accountCheck?.accountName).toBe('ADA OKAFOR');
    expect(sent).toHaveLength(0);
    actor.send({ type: 'account.confirmed' });
    await waitFor(actor, (s) => s.matches({ form: 'done' }));
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1']);
    expect(navigated).toEqual(['/borrow/confirm_borrow']);
    expect(actor.getSnapshot().context.fields).toMatchObject({ accountNumber: '', bvn: '' });
  });

  it('F8: only the POST that adds the card is tagged moneyPost (the shell asks before Back), not the holder look-up', async () => {
    let answer: (outcome: SubmitOutcome) => void = () => undefined;
    const { actor } = start('ng', { add: [() => new Promise((resolve) => (answer = resolve))] });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    fillNigeria(actor);
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().hasTag('moneyPost')).toBe(false);
    await waitFor(actor, (s) => s.matches({ form: 'confirmingAccount' }));
    actor.send({ type: 'account.confirmed' });
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    expect(actor.getSnapshot().hasTag('moneyPost')).toBe(true);
    answer({ ok: true });
    await waitFor(actor, (s) => s.matches({ form: 'done' }));
    expect(actor.getSnapshot().hasTag('moneyPost')).toBe(false);
  });

  it('F8: the other steps sharing the submit tail do not hold Back while saving', () => {
    expect(additionalInfoMachine.getStateNodeById('additionalInfo.form.submitting').tags).toEqual(['busy']);
    expect(questionnaireMachine.getStateNodeById('questionnaire.form.submitting').tags).toEqual(['busy']);
  });

  it('F2: a lost answer is reconciled; when the card was added the borrower moves on without a second POST', async () => {
    const { actor, sent, navigated } = start('ng', { add: [lost], saved: { saved: true } });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    fillNigeria(actor);
    await submitAndConfirm(actor);
    await waitFor(actor, (s) => s.matches({ form: 'done' }));
    expect(sent).toHaveLength(1);
    expect(navigated).toEqual(['/borrow/confirm_borrow']);
  });

  it('F2: when the card was not added, Submit resends with the same key; a refusal gets a new key next time', async () => {
    const { actor, sent } = start('ng', {
      add: [lost, async () => ({ ok: false, code: 1401, msg: 'accountNumber: bank.nuban' }), async () => ({ ok: true })],
      saved: { saved: false },
    });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    fillNigeria(actor);
    await submitAndConfirm(actor);
    await waitFor(actor, (s) => s.matches({ form: 'failed' }));
    expect(actor.getSnapshot().context.submitError).toEqual({ kind: 'fault', reason: 'unknown' });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'failed' }) && s.context.submitError?.kind === 'business');
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'done' }));
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1-1']);
  });

  it('F2: a card edited after a lost answer that could not be checked is another card: a new key', async () => {
    const { actor, sent } = start('ng', { add: [lost, async () => ({ ok: true })], saved: 'fails' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    fillNigeria(actor);
    await submitAndConfirm(actor);
    await waitFor(actor, (s) => s.matches({ form: 'failed' }));
    for (const field of ['accountNumber', 'accountNumberConfirm'] as const) actor.send({ type: 'field.changed', field, value: OTHER_NUBAN });
    await submitAndConfirm(actor);
    await waitFor(actor, (s) => s.matches({ form: 'done' }));
    expect(sent.map((s) => [s.idempotencyKey, s.payload.accountNumber])).toEqual([
      ['key-1', NUBAN],
      [expect.not.stringMatching(/^key-1$/), OTHER_NUBAN],
    ]);
  });

  it.each([
    ['after a lost answer that could not be checked', { add: [lost], saved: 'fails' as const }, 'failed'],
    ['while the card is being added (the answer is lost with the page)', { add: [() => new Promise<SubmitOutcome>(() => undefined)] }, 'submitting'],
  ] as const)('F2: a reload %s: the card typed again goes with a new key', async (_, script, reloadedIn) => {
    const first = start('ng', { ...script, add: [...script.add] });
    await waitFor(first.actor, (s) => s.matches({ form: 'editing' }));
    fillNigeria(first.actor);
    await submitAndConfirm(first.actor);
    await waitFor(first.actor, (s) => s.matches({ form: reloadedIn }));
    const draft = toBankCardDraft(first.actor.getPersistedSnapshot());
    first.actor.stop();

    const again = start('ng', { add: [async () => ({ ok: true })] }, draft);
    await waitFor(again.actor, (s) => !s.hasTag('busy')); // a card on its way: first asked whether it was added
    for (const field of ['accountNumber', 'accountNumberConfirm'] as const) again.actor.send({ type: 'field.changed', field, value: OTHER_NUBAN });
    again.actor.send({ type: 'field.changed', field: 'bvn', value: '22212345678' });
    await submitAndConfirm(again.actor);
    await waitFor(again.actor, (s) => s.matches({ form: 'done' }));
    expect([...first.sent, ...again.sent].map((s) => [s.idempotencyKey, s.payload.accountNumber])).toEqual([
      ['key-1', NUBAN],
      ['key-1-1', OTHER_NUBAN],
    ]);
  });

  it('F2: a reload while the card is being added asks whether it was added; it was: the wizard moves on, nothing sent again', async () => {
    const draft = await draftWhileAdding();

    const again = start('ng', { add: [], saved: { saved: true } }, draft);
    expect(again.actor.getSnapshot().matches({ form: 'reconciling' })).toBe(true);
    await waitFor(again.actor, (s) => s.matches({ form: 'done' }));
    expect(again.sent).toEqual([]);
    expect(again.navigated).toEqual(['/borrow/confirm_borrow']);
  });

  it('F2: not added after that reload: the numbers the draft dropped are asked for, not sent empty', async () => {
    const draft = await draftWhileAdding();

    const again = start('ng', { add: [] }, draft);
    await waitFor(again.actor, (s) => s.matches({ form: 'failed' }));
    expect(again.actor.getSnapshot().context.submitError).toEqual({ kind: 'fault', reason: 'unknown' });
    again.actor.send({ type: 'form.submitted' });
    expect(again.actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    expect(again.actor.getSnapshot().context.revealed).toBe(true);
    expect(again.sent).toEqual([]);
  });

  it('an account look-up that got no answer is only a read: the card, edited after it, keeps its key', async () => {
    const { actor, sent } = start('ng', { verifyFaults: 1, add: [async () => ({ ok: true })] });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    fillNigeria(actor);
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'accountCheckFailed' }));
    actor.send({ type: 'field.changed', field: 'holderName', value: 'Ada N. Okafor' });
    await submitAndConfirm(actor);
    await waitFor(actor, (s) => s.matches({ form: 'done' }));
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1']);
  });

  it('a draft saved before the key versioning keeps its key, its version read from `attempt`', () => {
    const older = { status: 'active', value: { form: 'editing' }, context: { fields: { holderName: 'Ada' }, idempotencyKey: 'key-old', attempt: 1 } };
    expect(refreshBankCardDraft(older, { market: 'ng', idempotencyKey: 'key-new' })).toEqual({
      ...older,
      context: { ...older.context, keyVersion: 1, keyInDoubt: false, today: null },
    });
  });

  it('mx: a CLABE is looked up by its bank; a debit card goes straight to the POST', async () => {
    const clabe = start('mx', { verify: { ok: true, accountName: null, bankName: 'Banamex', branch: null }, add: [] });
    for (const [field, value] of [
      ['accountNumber', '002115016003269411'], ['accountNumberConfirm', '002115016003269411'], ['holderName', 'José Núñez'], ['curp', 'BEML920313HMCLNS09'],
    ] as const) {
      clabe.actor.send({ type: 'field.changed', field, value });
    }
    clabe.actor.send({ type: 'form.submitted' });
    await waitFor(clabe.actor, (s) => s.matches({ form: 'confirmingAccount' }));
    expect(clabe.verified[0]).toMatchObject({ market: 'mx', bankCode: '002' });

    const card = start('mx', { add: [async () => ({ ok: true })] });
    for (const [field, value] of [
      ['cardType', 'bankCard'], ['accountNumber', '4111111111111111'], ['accountNumberConfirm', '4111 1111 1111 1111'], ['holderName', 'José Núñez'],
      ['curp', 'BEML920313HMCLNS09'], ['validPeriod', '0928'], ['cvc', ' 123 '],
    ] as const) {
      card.actor.send({ type: 'field.changed', field, value });
    }
    card.actor.send({ type: 'form.submitted' });
    await waitFor(card.actor, (s) => s.matches({ form: 'done' }));
    expect(card.verified).toHaveLength(0);
    expect(card.sent[0]?.payload).toMatchObject({ cardType: 'bankCard', accountNumber: '4111111111111111', validPeriod: '09/28', cvc: '123' });
    // A CLABE sends neither a valid period nor a CVC.
    expect(bankCardPayload('mx', { ...card.actor.getSnapshot().context.fields, cardType: 'clabe', accountNumber: '002115016003269411' })).not.toHaveProperty('validPeriod');
  });

  it('mx: a debit card whose valid period is over is refused on the phone, judged on the date the screen was given', () => {
    const fields = {
      ...emptyBankCardFields('mx'), cardType: 'bankCard', accountNumber: '4111111111111111', accountNumberConfirm: '4111111111111111',
      holderName: 'José Núñez', curp: 'BEML920313HMCLNS09', validPeriod: '10/26',
    };
    expect(isBankCardValid({ market: 'mx', fields, banks: [], today: '2026-10-31' })).toBe(true);
    expect(isBankCardValid({ market: 'mx', fields, banks: [], today: '2026-11-01' })).toBe(false);
    // A reload judges it on today's date, not the day the draft was saved.
    expect(refreshBankCardDraft({ context: { idempotencyKey: 'k', today: '2026-10-31' } }, { market: 'mx', idempotencyKey: 'k2', today: '2026-11-01' })).toMatchObject({
      context: { today: '2026-11-01' },
    });
  });

  it('keeps the holder, bank and bank list in the draft, never the numbers, BVN or the looked-up name', async () => {
    const { actor } = start('ng', { add: [] });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    fillNigeria(actor);
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'confirmingAccount' }));
    const draft = toBankCardDraft(actor.getPersistedSnapshot()) as {
      value: unknown;
      context: { fields: Record<string, string>; accountCheck: unknown; banks: unknown[] };
    };
    expect(draft.value).toEqual({ form: 'editing', connectivity: 'online' });
    expect(draft.context.fields).toMatchObject({ bankCode: '057', holderName: 'Ada Okafor', accountNumber: '', accountNumberConfirm: '', bvn: '' });
    expect(draft.context.accountCheck).toBeNull();
    expect(draft.context.banks).toEqual([{ code: '057', name: 'Zenith Bank' }]);
    expect(isBankCardDraft(draft)).toBe(true);
    expect(JSON.stringify(draft)).not.toContain(NUBAN);
    expect(JSON.stringify(draft)).not.toContain('22212345678');
  });

  it('names the numbers it blanked until they are typed again, over further reloads too', async () => {
    const { actor } = start('ng', { add: [] });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    actor.send({ type: 'field.changed', field: 'holderName', value: 'Ada Okafor' });
    expect(toBankCardDraft(actor.getPersistedSnapshot())).toMatchObject({ context: { retype: [] } });
    fillNigeria(actor);
    const draft = toBankCardDraft(actor.getPersistedSnapshot());
    expect(draft).toMatchObject({ context: { retype: ['accountNumber', 'accountNumberConfirm', 'bvn'] } });

    const reloaded = start('ng', { add: [] }, draft);
    expect(selectMustRetype(reloaded.actor.getSnapshot())).toBe(true);
    // Another reload before anything is typed again: still to type.
    expect(toBankCardDraft(reloaded.actor.getPersistedSnapshot())).toMatchObject({ context: { retype: ['accountNumber', 'accountNumberConfirm', 'bvn'] } });
    reloaded.actor.send({ type: 'field.changed', field: 'accountNumber', value: NUBAN });
    reloaded.actor.send({ type: 'field.changed', field: 'accountNumberConfirm', value: NUBAN });
    expect(selectMustRetype(reloaded.actor.getSnapshot())).toBe(true);
    reloaded.actor.send({ type: 'field.changed', field: 'bvn', value: '22212345678' });
    expect(selectMustRetype(reloaded.actor.getSnapshot())).toBe(false);
  });

  it('mx: another card type lets a debit card\'s valid period and CVC go; a hidden field never asks to be typed again', async () => {
    const { actor } = start('mx', { add: [] });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    for (const [field, value] of [['cardType', 'bankCard'], ['validPeriod', '11/28'], ['cvc', '123'], ['holderName', 'José Núñez']] as const) {
      actor.send({ type: 'field.changed', field, value });
    }
    const typedCard = toBankCardDraft(actor.getPersistedSnapshot());
    actor.send({ type: 'field.changed', field: 'cardType', value: 'clabe' });
    expect(actor.getSnapshot().context.fields).toMatchObject({ validPeriod: '', cvc: '' });

    // A draft saved with the card's details, then a CLABE chosen after the reload: nothing hidden is asked for.
    const reloaded = start('mx', { add: [] }, typedCard);
    expect(selectMustRetype(reloaded.actor.getSnapshot())).toBe(true);
    reloaded.actor.send({ type: 'field.changed', field: 'cardType', value: 'clabe' });
    expect(selectMustRetype(reloaded.actor.getSnapshot())).toBe(false);
  });

  it('the note about numbers to type again is gone once the card is saved', async () => {
    const first = start('ng', { add: [] });
    await waitFor(first.actor, (s) => s.matches({ form: 'editing' }));
    fillNigeria(first.actor);
    const draft = toBankCardDraft(first.actor.getPersistedSnapshot());
    const reloaded = start('ng', { add: [async () => ({ ok: true })] }, draft);
    fillNigeria(reloaded.actor);
    await submitAndConfirm(reloaded.actor);
    const saved = await waitFor(reloaded.actor, (s) => s.matches({ form: 'done' }) || s.matches({ form: 'findingNextStep' }));
    expect(saved.context.fields).toMatchObject({ accountNumber: '', bvn: '', validPeriod: '', cvc: '' });
    expect(selectMustRetype(reloaded.actor.getSnapshot())).toBe(false);
  });
});
