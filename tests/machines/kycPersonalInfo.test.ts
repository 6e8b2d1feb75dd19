import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { personalInfoMachine } from '../../machines/personalInfo/personalInfo.machine';
import { selectPart, selectShownError, selectSubmitError } from '../../machines/personalInfo/personalInfo.selectors';
import type { PersonalField } from '../../services/kyc/personalInfo.fields';
import type { NextStep, SubmitOutcome } from '../../machines/shared/submitError';
import type { GeoState, PickContactOutput, SaveBasicInfoInput } from '../../machines/personalInfo/personalInfo.types';

const TODAY = '2026-11-21';

const BASIC_NG = {
  firstName: 'Chinedu', lastName: 'Okafor', gender: '1', birthday: '1990-05-17', education: 'bachelor',
  maritalStatus: 'single', whatsapp: '08031234567', email: 'chinedu.okafor@gmail.com',
} as const;
const RESIDENCE = { residenceType: 'rented', state: 'LA', city: 'Ikeja', address: '12 Allen Avenue, Ikeja' } as const;
const WORK = { employmentType: 'employee', industry: 'ict', jobExperience: 'oneToThreeYears', monthlySalary: '50000to99999',
  payFrequency: 'monthly', payday: '25', incomeSource: 'own' } as const;
const CONTACTS = { contact1Name: 'Ada Okafor', contact1Phone: '08051234567', contact1Relation: 'parent',
  contact2Name: 'Tunde Bello', contact2Phone: '08121234567', contact2Relation: 'friend' } as const;

const LAGOS: GeoState[] = [{ code: 'LA', name: 'Lagos', districts: ['Ikeja', 'Surulere'] }];

function start(options: { save?: () => Promise<SubmitOutcome>; geography?: () => Promise<GeoState[]> } = {}) {
  const saved: unknown[] = [];
  const navigateToNextStep = vi.fn();
  const rememberJobless = vi.fn();
  const machine = personalInfoMachine.provide({
    actors: {
      loadGeography: fromPromise<GeoState[], void>(() => (options.geography ? options.geography() : Promise.resolve(LAGOS))),
      pickContact: fromPromise<PickContactOutput, { index: 1 | 2 }>(async ({ input }) => ({
        index: input.index,
        pick: { kind: 'picked' as const, name: 'Picked Person', phone: '+234 0803 456 7890' },
      })),
      saveBasicInfo: fromPromise<SubmitOutcome, SaveBasicInfoInput>(async ({ input }) => {
        saved.push(input.payload);
        return options.save ? options.save() : { ok: true as const };
      }),
      findNextStep: fromPromise<NextStep, void>(async () => ({ route: '/auth/additionalInfomation' })),
      watchConnectivity: fromCallback(() => undefined),
    },
    actions: { navigateToNextStep: (_, params) => navigateToNextStep(params), rememberJobless: (_, params) => rememberJobless(params) },
  });
  const actor = createActor(machine, { input: { market: 'ng', today: TODAY } }).start();
  const fill = (values: Record<string, string>) =>
    Object.entries(values).forEach(([field, value]) => actor.send({ type: 'field.changed', field: field as PersonalField, value }));
  return { actor, fill, saved, navigateToNextStep, rememberJobless };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** From the first part on to the contacts part, with `work` on the work part. */
async function toContactsPart({ actor, fill }: ReturnType<typeof start>, work: Record<string, string> = WORK) {
  fill(BASIC_NG);
  actor.send({ type: 'part.nextRequested' });
  await settle(); // the residence part's states arrive without being asked for
  fill(RESIDENCE);
  actor.send({ type: 'part.nextRequested' });
  fill(work);
  actor.send({ type: 'part.nextRequested' });
}

describe('personal info wizard', () => {
  it('walks the four parts, submits once and follows the server step', async () => {
    const { actor, fill, saved, navigateToNextStep } = start();
    fill(BASIC_NG);
    actor.send({ type: 'part.nextRequested' });
    expect(selectPart(actor.getSnapshot())).toBe('residence');
    await settle(); // the residence part's states arrive without being asked for
    fill(RESIDENCE);
    actor.send({ type: 'part.nextRequested' });
    fill(WORK);
    actor.send({ type: 'part.nextRequested' });
    expect(selectPart(actor.getSnapshot())).toBe('contacts');
    fill(CONTACTS);
    actor.send({ type: 'form.submitted' });
    actor.send({ type: 'form.submitted' });
    await settle();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ whatsapp: '8031234567', contact1Phone: '8051234567', payday: '25' });
    expect(saved[0]).not.toHaveProperty('paydayTwo');
    expect(navigateToNextStep).toHaveBeenCalledWith({ route: '/auth/additionalInfomation' });
  });

  it('once saved, tells whether there is a job, so additional info asks an employer only of those with one', async () => {
    for (const [work, jobless] of [
      [WORK, false],
      [{ employmentType: 'unemployed', monthlySalary: '50000to99999', incomeSource: 'otherFamily' }, true],
    ] as const) {
      const run = start();
      const { actor, fill, rememberJobless } = run;
      await toContactsPart(run, work);
      fill(CONTACTS);
      expect(rememberJobless).not.toHaveBeenCalled();
      actor.send({ type: 'form.submitted' });
      await settle();
      expect(rememberJobless.mock.calls).toEqual([[{ jobless }]]);
    }
  });

  it('fetches the states once, the first time the residence part shows, and again only on Retry', async () => {
    let calls = 0;
    let fail = true;
    const geography = () => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve(LAGOS);
    };
    const { actor, fill } = start({ geography });
    await settle();
    expect(calls).toBe(0); // the basic part needs no states
    fill(BASIC_NG);
    actor.send({ type: 'part.nextRequested' });
    await settle();
    expect(calls).toBe(1);
    expect(actor.getSnapshot().matches({ geography: 'failed' })).toBe(true);
    fail = false;
    actor.send({ type: 'geography.requested' });
    await settle();
    expect(actor.getSnapshot().context.geography).toEqual(LAGOS);
    actor.send({ type: 'part.backRequested' });
    actor.send({ type: 'part.nextRequested' });
    await settle();
    expect(calls).toBe(2);
  });

  it('shows the part errors on Next and stays', () => {
    const { actor } = start();
    actor.send({ type: 'part.nextRequested' });
    expect(selectPart(actor.getSnapshot())).toBe('basic');
    expect(selectShownError('firstName')(actor.getSnapshot())).toBe('name.required');
    expect(selectShownError('gender')(actor.getSnapshot())).toBe('select.required:gender');
  });

  it('applies the form dependencies', () => {
    const { actor, fill } = start();
    fill({ state: 'LA', city: 'Ikeja', employmentType: 'employee', industry: 'ict', payFrequency: 'biweekly', payday: '1', paydayTwo: '15' });
    fill({ state: 'AB' });
    expect(actor.getSnapshot().context.fields.city).toBe('');
    fill({ employmentType: 'selfEmployed' });
    expect(actor.getSnapshot().context.fields.industry).toBe('');
    fill({ payFrequency: 'weekly' });
    expect(actor.getSnapshot().context.fields).toMatchObject({ payday: '', paydayTwo: '' });
  });

  it('normalises a picked contact number', async () => {
    const run = start();
    const { actor } = run;
    await toContactsPart(run);
    actor.send({ type: 'contact.pickRequested', index: 2 });
    await settle();
    expect(actor.getSnapshot().context.fields).toMatchObject({ contact2Name: 'Picked Person', contact2Phone: '8034567890' });
  });

  it('keeps what was typed when the server refuses, and allows a retry', async () => {
    let answer: SubmitOutcome = { ok: false, code: 4321, msg: 'try later' };
    const { actor, fill, saved } = start({ save: async () => answer });
    fill({ ...BASIC_NG, ...WORK, ...CONTACTS });
    actor.send({ type: 'part.nextRequested' });
    await settle();
    fill(RESIDENCE);
    for (let i = 0; i < 2; i++) actor.send({ type: 'part.nextRequested' });
    actor.send({ type: 'form.submitted' });
    await settle();
    expect(selectSubmitError(actor.getSnapshot())).toEqual({ kind: 'business', code: 4321, serverMessage: 'try later' });
    expect(actor.getSnapshot().context.fields.firstName).toBe('Chinedu');
    answer = { ok: true };
    actor.send({ type: 'form.submitted' });
    await settle();
    expect(saved).toHaveLength(2);
    expect(actor.getSnapshot().matches({ wizard: 'done' })).toBe(true);
  });

  it('refuses Next while offline', () => {
    const { actor, fill } = start();
    fill(BASIC_NG);
    actor.send({ type: 'network.wentOffline' });
    actor.send({ type: 'part.nextRequested' });
    expect(selectPart(actor.getSnapshot())).toBe('basic');
    actor.send({ type: 'network.cameOnline' });
    actor.send({ type: 'part.nextRequested' });
    expect(selectPart(actor.getSnapshot())).toBe('residence');
  });
});
