import { expect } from 'vitest';
import { defineFlows, type FlowsDefinition } from '../defineFlows';
import { additionalInfoMachine } from '../../../machines/additionalInfo/additionalInfo.machine';
import { toAdditionalInfoDraft } from '../../../machines/additionalInfo/additionalInfo.draft';
import { additionalErrors, ADDITIONAL_FIELDS, emptyAdditionalFields, SENSITIVE_ADDITIONAL_FIELDS } from '../../../services/kyc/additionalInfo.rules';
import { draftReloadedIn } from '../reloadedDraft';
import { ApiFault } from '../../../services/api/result';

// A published valid CURP (tests/unit/validation/curp.test.ts).
const validCurp = 'BEML920313HMCLNS09';

export default defineFlows({
  machine: additionalInfoMachine,
  // Mexico adds a required CURP; Nigeria has only loan purpose and employer.
  inputs: [
    { market: 'ng', idempotencyKey: 'key-ng' },
    { market: 'mx', idempotencyKey: 'key-mx' },
    // Personal info said there is no job: no employer is asked.
    { market: 'ng', idempotencyKey: 'key-ng', jobless: true },
  ],
  // A reload while the info was on its way: checked first; Mexico's CURP is dropped by the draft.
  restored: [
    {
      name: 'reloaded mid-save',
      input: { market: 'mx', idempotencyKey: 'key-mx' },
      snapshot: draftReloadedIn(additionalInfoMachine, { market: 'mx', idempotencyKey: 'key-mx' }, 'submitting', {
        fields: {
          ...emptyAdditionalFields(),
          loanPurpose: 'education', companyName: 'Acme Ltd', companyPhone: '2345678', designation: 'Engineer',
          workAddress: '12 Allen Avenue, Ikeja', curp: validCurp,
        },
      }, toAdditionalInfoDraft),
    },
  ],
  actors: {
    submitAdditionalInfo: { done: [{ ok: true }, { ok: false, code: 1401, msg: 'curp: curp.format' }], error: [new ApiFault('timeout', '/user/submit')] },
    // After a lost answer: the order left Addition (saved), it did not, or the check got no answer either.
    checkAdditionalInfoSaved: { done: [{ saved: true }, { saved: false }], error: [new Error('offline')] },
    findNextStep: { done: [{ route: '/auth/id_card_authentication' }], error: [new Error('offline')] },
    watchConnectivity: {},
  },
  events: {
    'field.changed': [
      { type: 'field.changed', field: 'loanPurpose', value: 'education' },
      { type: 'field.changed', field: 'companyName', value: 'Acme Ltd' },
      { type: 'field.changed', field: 'companyPhone', value: '2345678' },
      { type: 'field.changed', field: 'designation', value: 'Engineer' },
      { type: 'field.changed', field: 'workAddress', value: '12 Allen Avenue, Ikeja' },
      { type: 'field.changed', field: 'curp', value: validCurp },
    ],
    'field.blurred': [{ type: 'field.blurred', field: 'companyName' }],
    'form.submitted': [{ type: 'form.submitted' }],
    'nextStep.retryRequested': [{ type: 'nextStep.retryRequested' }],
    'network.wentOffline': [{ type: 'network.wentOffline' }],
    'network.cameOnline': [{ type: 'network.cameOnline' }],
  },
  assertions: {
    'form.editing': (s) => expect(s.hasTag('busy')).toBe(false),
    'form.submitting': (s) => expect(additionalErrors(s.context.market, s.context.fields)).toEqual({}),
    // The values stay until the server's answer is known (Submit can resend them). Only after a
    // reload (its error has no reason: the page, not the network, lost the answer) are the IDs gone.
    'form.reconciling': (s) => {
      expect([s.hasTag('busy'), s.context.submitError?.kind]).toEqual([true, 'fault']);
      const missing = Object.keys(additionalErrors(s.context.market, s.context.fields));
      const reloaded = s.context.submitError?.kind === 'fault' && s.context.submitError.reason === 'unknown';
      expect(reloaded ? SENSITIVE_ADDITIONAL_FIELDS : []).toEqual(expect.arrayContaining(missing));
    },
    'form.failed': (s) => expect(s.context.submitError).not.toBeNull(),
    'form.findingNextStep': (s) => expect([s.hasTag('busy'), s.context.fields.curp]).toEqual([true, '']),
    'form.nextStepFailed': (s) => expect(s.can({ type: 'nextStep.retryRequested' })).toBe(true),
    'form.done': (s) => expect(s.context.nextRoute).toBe('/auth/id_card_authentication'),
    'connectivity.online': (s) => expect(s.matches({ connectivity: 'online' })).toBe(true),
    'connectivity.offline': (s) => expect(s.matches({ connectivity: 'offline' })).toBe(true),
  } as FlowsDefinition<typeof additionalInfoMachine>['assertions'],
  stateKey: (s) => ({
    value: s.value,
    market: s.context.market,
    filled: ADDITIONAL_FIELDS.filter((field) => s.context.fields[field] !== ''),
    revealed: s.context.revealed,
    touched: s.context.touched.length,
  }),
});
