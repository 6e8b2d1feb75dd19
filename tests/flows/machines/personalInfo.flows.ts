import { expect } from 'vitest';
import { defineFlows, type FlowsDefinition } from '../defineFlows';
import { personalInfoMachine } from '../../../machines/personalInfo/personalInfo.machine';
import { personalPartErrors } from '../../../services/kyc/personalInfo.rules';
import { PERSONAL_PARTS, type PersonalFields } from '../../../services/kyc/personalInfo.fields';
import { NIGERIAN_PERSONAL } from '../../sandbox/personalFields';

/** A borrower whose every part passes once the geography is loaded. */
export const validBorrower: PersonalFields = { ...NIGERIAN_PERSONAL, state: 'LA' };

export const sampleGeography = [{ code: 'LA', name: 'Lagos', districts: ['Ikeja', 'Surulere'] }];

const changed = (field: keyof PersonalFields, value: string) => ({ type: 'field.changed' as const, field, value });

export default defineFlows({
  machine: personalInfoMachine,
  input: { market: 'ng', today: '2026-11-21', fields: validBorrower },
  actors: {
    loadGeography: { done: [sampleGeography], error: [new Error('offline')] },
    pickContact: {
      done: [
        { index: 2, pick: { kind: 'picked', name: 'Picked Friend', phone: '+234 0813 456 7890' } },
        { index: 1, pick: { kind: 'cancelled' } },
      ],
      error: [new Error('bridge threw')],
    },
    saveBasicInfo: { done: [{ ok: true }, { ok: false, code: 1401, msg: 'email: email.verify' }], error: [new Error('timeout')] },
    findNextStep: { done: [{ route: '/auth/additionalInfomation' }], error: [new Error('offline')] },
    watchConnectivity: {},
  },
  events: {
    'field.changed': [
      changed('firstName', ''),
      changed('firstName', 'Chinedu'),
      changed('state', 'LA'),
      changed('city', 'Ikeja'),
      changed('employmentType', 'employee'),
      changed('industry', 'ict'),
      changed('payFrequency', 'monthly'),
      changed('payday', '25'),
      changed('contact2Relation', 'parent'),
      changed('contact2Relation', 'friend'),
    ],
    'field.blurred': [{ type: 'field.blurred', field: 'firstName' }],
    'part.nextRequested': [{ type: 'part.nextRequested' }],
    'part.backRequested': [{ type: 'part.backRequested' }],
    'contact.pickRequested': [{ type: 'contact.pickRequested', index: 2 }],
    'form.submitted': [{ type: 'form.submitted' }],
    'geography.requested': [{ type: 'geography.requested' }],
    'nextStep.retryRequested': [{ type: 'nextStep.retryRequested' }],
    'network.wentOffline': [{ type: 'network.wentOffline' }],
    'network.cameOnline': [{ type: 'network.cameOnline' }],
  },
  assertions: {
    'wizard.filling.basic': (s) => expect(s.context.fields.lastName).toBe('Okafor'),
    // The residence part never waits for a request from the view: its states are on their way or there.
    'wizard.filling.residence': (s) => expect(s.matches({ geography: 'idle' })).toBe(false),
    'wizard.filling.work': (s) => expect(s.context.fields.employmentType).toBe('employee'),
    'wizard.filling.contacts.editing': (s) => expect(s.hasTag('busy')).toBe(false),
    'wizard.filling.contacts.picking': (s) => expect(s.context.pickingIndex).toBe(2),
    'wizard.filling.contacts.failed': (s) => expect(s.context.submitError).not.toBeNull(),
    // Transient: left at once by `always`.
    'wizard.validating': () => {},
    'wizard.submitting': (s) => expect(s.hasTag('busy')).toBe(true),
    'wizard.findingNextStep': (s) => expect(s.hasTag('busy')).toBe(true),
    'wizard.nextStepFailed': (s) => expect(s.can({ type: 'nextStep.retryRequested' })).toBe(true),
    'wizard.done': (s) => expect(s.context.nextRoute).toBe('/auth/additionalInfomation'),
    'geography.idle': (s) => expect(s.context.geography).toBeNull(),
    'geography.loading': (s) => expect(s.context.geography).toBeNull(),
    'geography.loaded': (s) => expect(s.context.geography).toEqual(sampleGeography),
    'geography.failed': (s) => expect(s.context.geography).toBeNull(),
    'connectivity.online': (s) => expect(s.matches({ connectivity: 'online' })).toBe(true),
    'connectivity.offline': (s) => expect(s.can({ type: 'form.submitted' })).toBe(false),
    // The harness's LeafPathsOf also asks for 'wizard' and 'wizard.filling' (their value is a union of
    // a string and an object), which the runtime check rightly refuses; hence the cast.
  } as FlowsDefinition<typeof personalInfoMachine>['assertions'],
  implementations: { actions: { navigateToNextStep: () => {} } },
  stateKey: (s) => ({
    value: s.value,
    valid: PERSONAL_PARTS.map((part) => Object.keys(personalPartErrors(part, s.context.fields, s.context)).length === 0),
    geography: s.context.geography !== null,
  }),
});
