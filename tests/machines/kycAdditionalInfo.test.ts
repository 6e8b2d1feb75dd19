import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { refreshAdditionalInfoDraft, toAdditionalInfoDraft } from '../../machines/additionalInfo/additionalInfo.draft';
import { additionalInfoMachine } from '../../machines/additionalInfo/additionalInfo.machine';
import type { SubmitAdditionalInfoInput } from '../../machines/additionalInfo/additionalInfo.types';
import type { SavedCheck } from '../../machines/shared/reconcileStep';
import type { NextStep, SubmitOutcome } from '../../machines/shared/submitError';

const lost = async (): Promise<SubmitOutcome> => {
  throw new Error('connection reset');
};
const refused = async (): Promise<SubmitOutcome> => ({ ok: false, code: 1401, msg: 'companyPhone: phone.format' });
const saved = async (): Promise<SubmitOutcome> => ({ ok: true });

function start(answers: Array<() => Promise<SubmitOutcome>>) {
  const sent: SubmitAdditionalInfoInput[] = [];
  const actor = createActor(
    additionalInfoMachine.provide({
      actors: {
        submitAdditionalInfo: fromPromise<SubmitOutcome, SubmitAdditionalInfoInput>(({ input }) => {
          sent.push(input);
          const next = answers.shift();
          if (!next) throw new Error('submitted more often than scripted');
          return next();
        }),
        // After each lost answer the latest order is still at Addition: nothing was saved.
        checkAdditionalInfoSaved: fromPromise<SavedCheck, void>(async () => ({ saved: false })),
        findNextStep: fromPromise<NextStep, void>(async () => ({ route: '/auth/id_card_authentication' })),
        watchConnectivity: fromCallback(() => undefined),
      },
    }),
    { input: { market: 'ng', idempotencyKey: 'key-1' } },
  ).start();
  const fields = { loanPurpose: 'education', companyName: 'Allen Foods Ltd', companyPhone: '08031234567', designation: 'Accountant', workAddress: '12 Allen Avenue, Ikeja' };
  for (const [field, value] of Object.entries(fields)) actor.send({ type: 'field.changed', field: field as never, value });
  const submit = async () => {
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'failed' }) || s.matches({ form: 'done' }));
  };
  return { actor, sent, submit };
}

describe('additional info: the /user/submit idempotency key (FAULTS F2)', () => {
  it('a lost answer the server did not act on is resent with the same key; after a refusal the next submit has a new one', async () => {
    const { sent, submit, actor } = start([lost, refused, saved]);
    await submit();
    await submit();
    await submit();
    expect(actor.getSnapshot().matches({ form: 'done' })).toBe(true);
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1-1']);
  });

  it('a form edited after a lost answer is another request: one new key, however many keystrokes', async () => {
    const { sent, submit, actor } = start([lost, saved]);
    await submit();
    actor.send({ type: 'field.changed', field: 'designation', value: 'Chief' });
    actor.send({ type: 'field.changed', field: 'designation', value: 'Chief Accountant' });
    await submit();
    expect(sent.map((s) => [s.idempotencyKey, s.additionalInfo.designation])).toEqual([
      ['key-1', 'Accountant'],
      ['key-1-1', 'Chief Accountant'],
    ]);
  });
});

/** A reload: the machine restored from the draft the wiring would have stored, every save accepted. */
function restart(draft: unknown, check: SavedCheck = { saved: false }) {
  const sent: SubmitAdditionalInfoInput[] = [];
  const actor = createActor(
    additionalInfoMachine.provide({
      actors: {
        submitAdditionalInfo: fromPromise<SubmitOutcome, SubmitAdditionalInfoInput>(async ({ input }) => (sent.push(input), { ok: true })),
        checkAdditionalInfoSaved: fromPromise<SavedCheck, void>(async () => check),
        findNextStep: fromPromise<NextStep, void>(async () => ({ route: '/auth/id_card_authentication' })),
        watchConnectivity: fromCallback(() => undefined),
      },
    }),
    { input: { market: 'ng', idempotencyKey: 'key-2' }, snapshot: draft as never },
  ).start();
  return { actor, sent };
}

describe('additional info draft and its key', () => {
  it('after a lost answer and a reload, the first edit still makes a new key', async () => {
    const first = start([lost]);
    await first.submit();
    const draft = toAdditionalInfoDraft(first.actor.getPersistedSnapshot());
    first.actor.stop();
    const again = restart(draft);
    again.actor.send({ type: 'field.changed', field: 'designation', value: 'Chief Accountant' });
    again.actor.send({ type: 'form.submitted' });
    await waitFor(again.actor, (s) => s.matches({ form: 'done' }));
    expect(again.sent.map((s) => s.idempotencyKey)).toEqual(['key-1-1']);
  });

  it('a reload while the submit is on its way asks whether it was saved; it was: the wizard moves on, nothing sent again', async () => {
    const first = start([() => new Promise<SubmitOutcome>(() => undefined)]);
    first.actor.send({ type: 'form.submitted' });
    const draft = toAdditionalInfoDraft(first.actor.getPersistedSnapshot());
    first.actor.stop();
    const again = restart(draft, { saved: true });
    expect(again.actor.getSnapshot().matches({ form: 'reconciling' })).toBe(true);
    await waitFor(again.actor, (s) => s.matches({ form: 'done' }));
    expect(again.sent).toEqual([]);
  });

  it('a reload while the submit is on its way, not saved: the same values reuse the key, an edit takes a new one', async () => {
    const first = start([() => new Promise<SubmitOutcome>(() => undefined)]);
    first.actor.send({ type: 'form.submitted' });
    const draft = toAdditionalInfoDraft(first.actor.getPersistedSnapshot());
    first.actor.stop();
    const same = restart(draft);
    await waitFor(same.actor, (s) => s.matches({ form: 'failed' }));
    same.actor.send({ type: 'form.submitted' });
    await waitFor(same.actor, (s) => s.matches({ form: 'done' }));
    const edited = restart(draft);
    await waitFor(edited.actor, (s) => s.matches({ form: 'failed' }));
    edited.actor.send({ type: 'field.changed', field: 'designation', value: 'Chief Accountant' });
    edited.actor.send({ type: 'form.submitted' });
    await waitFor(edited.actor, (s) => s.matches({ form: 'done' }));
    expect([...first.sent, ...same.sent, ...edited.sent].map((s) => [s.idempotencyKey, s.additionalInfo.designation])).toEqual([
      ['key-1', 'Accountant'],
      ['key-1', 'Accountant'],
      ['key-1-1', 'Chief Accountant'],
    ]);
  });

  it('a draft keeps its key; one saved before drafts had a key gets the screen’s new key, its typed values intact', () => {
    const kept = {
      status: 'active',
      value: { form: 'editing' },
      context: { fields: { companyName: 'Acme' }, idempotencyKey: 'key-old', keyVersion: 2, keyInDoubt: true, jobless: false },
    };
    expect(refreshAdditionalInfoDraft(kept, { market: 'ng', idempotencyKey: 'key-new' })).toEqual(kept);
    // Whether there is a job is personal info's, as the phone knows it now.
    expect(refreshAdditionalInfoDraft(kept, { market: 'ng', idempotencyKey: 'key-new', jobless: true })).toEqual({
      ...kept,
      context: { ...kept.context, jobless: true },
    });
    // Saved before the key versioning: its version was `attempt`, its doubt a flag of the same name.
    const versioned = { ...kept, context: { fields: { companyName: 'Acme' }, idempotencyKey: 'key-old', attempt: 2, keyInDoubt: true } };
    expect(refreshAdditionalInfoDraft(versioned, { market: 'ng', idempotencyKey: 'key-new' })).toEqual({
      ...versioned,
      context: { ...versioned.context, keyVersion: 2, jobless: false },
    });
    const older = { status: 'active', value: { form: 'editing' }, context: { fields: { companyName: 'Acme' } } };
    expect(refreshAdditionalInfoDraft(older, { market: 'ng', idempotencyKey: 'key-new' })).toEqual({
      ...older,
      context: { fields: { companyName: 'Acme' }, idempotencyKey: 'key-new', keyVersion: 0, keyInDoubt: false, jobless: false },
    });
  });
});
