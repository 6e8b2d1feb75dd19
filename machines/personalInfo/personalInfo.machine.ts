/**
 * The personal-information wizard (SPEC section 2, screen contents 1-4). Three parallel regions:
 * - `wizard`: filling.{basic -> residence -> work -> contacts} -> validating -> submitting ->
 *   findingNextStep -> done. Next checks the current part; Submit re-checks every part and goes
 *   back to the first part with an error. `submitting` does not take `form.submitted`, so a double
 *   tap cannot submit twice, and fields are editable only while filling.
 * - `geography`: states and districts, fetched from the country call the first time the residence
 *   part shows (the machine decides, not the view); Retry asks again after a failure.
 * - `connectivity`: Next and Submit are refused while offline; fields stay editable.
 * Form dependencies (SPEC section 4) are the actions on `field.changed`. Drafts: personalInfo.draft.ts.
 */
import { and, assign, fromCallback, setup, stateIn } from 'xstate';
import type { PersonalField, PersonalPart } from '../../services/kyc/personalInfo.fields';
import { emptyPersonalFields } from '../../services/kyc/personalInfo.fields';
import {
  firstPartWithErrors,
  isValidPhone,
  normalizePhone,
  personalPartErrors,
  personalPayload,
} from '../../services/kyc/personalInfo.rules';
import { isJobless, type EmploymentType } from '../../services/validation/formRules';
import { notProvided } from '../shared/notProvided';
import { businessErrorFrom, faultFrom, type NextStep, type SubmitOutcome } from '../shared/submitError';
import type {
  GeoState,
  PersonalInfoContext,
  PersonalInfoEvent,
  PersonalInfoInput,
  PickContactOutput,
  SaveBasicInfoInput,
} from './personalInfo.types';
import { CONNECTIVITY_INVOKE } from '../shared/draftChildren';

function partValid(part: PersonalPart, context: PersonalInfoContext): boolean {
  return Object.keys(personalPartErrors(part, context.fields, context)).length === 0;
}

function reveal(context: PersonalInfoContext, part: PersonalPart): PersonalPart[] {
  return context.revealed.includes(part) ? context.revealed : [...context.revealed, part];
}

const isOnline = stateIn({ connectivity: 'online' });
const isOnResidencePart = stateIn({ wizard: { filling: 'residence' } });

const LOG_SELECTION = {
  type: 'logSelection',
  params: ({ event }: { event: PersonalInfoEvent }) => ({ field: event.type === 'field.changed' && event.chosen ? event.field : null }),
} as const;

export const personalInfoMachine = setup({
  types: {
    context: {} as PersonalInfoContext,
    events: {} as PersonalInfoEvent,
    input: {} as PersonalInfoInput,
  },
  actors: {
    loadGeography: notProvided<GeoState[]>('loadGeography'),
    pickContact: notProvided<PickContactOutput, { index: 1 | 2 }>('pickContact'),
    saveBasicInfo: notProvided<SubmitOutcome, SaveBasicInfoInput>('saveBasicInfo'),
    findNextStep: notProvided<NextStep>('findNextStep'),
    watchConnectivity: fromCallback(() => undefined),
  },
  guards: {
    isStateChange: ({ event }) => event.type === 'field.changed' && event.field === 'state',
    isEmploymentTypeChange: ({ event }) => event.type === 'field.changed' && event.field === 'employmentType',
    isPayFrequencyChange: ({ event }) => event.type === 'field.changed' && event.field === 'payFrequency',
    isOnline,
    isOnResidencePart,
    isBasicValid: ({ context }) => partValid('basic', context),
    isResidenceValid: ({ context }) => partValid('residence', context),
    isWorkValid: ({ context }) => partValid('work', context),
    isFormValid: ({ context }) => firstPartWithErrors(context.fields, context) === null,
    isFirstInvalidPart: ({ context }, part: PersonalPart) => firstPartWithErrors(context.fields, context) === part,
    isAccepted: (_, outcome: SubmitOutcome) => outcome.ok,
    hasUsablePick: (_, output: PickContactOutput) =>
      output.pick.kind === 'picked',
  },
  actions: {
    // Typing the number a contact notice is about answers it (a picked number corrected).
    assignField: assign(({ context, event }) =>
      event.type === 'field.changed'
        ? {
            fields: { ...context.fields, [event.field]: event.value },
            ...(context.contactNotice && event.field === `contact${context.contactNotice.index}Phone` ? { contactNotice: null } : {}),
          }
        : {},
    ),
    clearDistrict: assign(({ context }) => ({ fields: { ...context.fields, city: '' } })),
    clearIndustry: assign(({ context }) => ({ fields: { ...context.fields, industry: '' } })),
    clearPaydays: assign(({ context }) => ({ fields: { ...context.fields, payday: '', paydayTwo: '' } })),
    markTouched: assign(({ context, event }) =>
      event.type === 'field.blurred' && !context.touched.includes(event.field)
        ? { touched: [...context.touched, event.field] }
        : {},
    ),
    revealPartErrors: assign(({ context }, part: PersonalPart) => ({ revealed: reveal(context, part) })),
    assignGeography: assign((_, geography: GeoState[]) => ({ geography })),
    assignPickedContact: assign(({ context }, output: PickContactOutput) => {
      if (output.pick.kind !== 'picked') return {};
      const phone = normalizePhone(output.pick.phone, context.market);
      const i = output.index;
      return {
        fields: {
          ...context.fields,
          // By code points, so a long name never ends in half an emoji (FAULTS F35).
          [`contact${i}Name`]: Array.from(output.pick.name.trim()).slice(0, 50).join(''),
          [`contact${i}Phone`]: phone,
        },
        contactNotice: isValidPhone(phone, context.market) ? null : { index: i, reason: 'invalidPhone' as const },
        touched: [...new Set([...context.touched, `contact${i}Phone` as const])],
      };
    }),
    noticeManualContact: assign((_, output: PickContactOutput) => ({
      contactNotice: output.pick.kind === 'picked' ? null : { index: output.index, reason: output.pick.kind },
    })),
    assignPickingIndex: assign(({ event }) => (event.type === 'contact.pickRequested' ? { pickingIndex: event.index } : {})),
    noticePickFailed: assign(({ context }) => ({
      contactNotice: { index: context.pickingIndex, reason: 'unavailable' as const },
    })),
    clearSubmitError: assign({ submitError: null }),
    assignSubmitRefusal: assign((_, outcome: SubmitOutcome) => ({ submitError: businessErrorFrom(outcome) })),
    assignSubmitFault: assign((_, error: unknown) => ({ submitError: faultFrom(error) })),
    assignNextRoute: assign((_, next: NextStep) => ({ nextRoute: next.route })),
    // Platform actions, provided by the wiring.
    navigateToNextStep: (_, _params: { route: string | null }) => undefined,
    /** Whether the saved form said there is no job: additional info then asks no employer. */
    rememberJobless: (_, _params: { jobless: boolean }) => undefined,
    /** SPEC section 7's `basicInfo_select_<field>` analytics event; `field` null for typed input. */
    logSelection: (_, _params: { field: PersonalField | null }) => undefined,
  },
}).createMachine({
  id: 'personalInfo',
  type: 'parallel',
  context: ({ input }) => ({
    market: input.market,
    today: input.today,
    fields: { ...emptyPersonalFields(), ...input.fields },
    touched: [],
    revealed: [],
    geography: null,
    contactNotice: null,
    pickingIndex: 1,
    submitError: null,
    nextRoute: null,
  }),
  invoke: CONNECTIVITY_INVOKE,
  states: {
    wizard: {
      initial: 'filling',
      states: {
        filling: {
          on: {
            'field.changed': [
              { guard: 'isStateChange', actions: ['assignField', 'clearDistrict', LOG_SELECTION] },
              { guard: 'isEmploymentTypeChange', actions: ['assignField', 'clearIndustry', LOG_SELECTION] },
              { guard: 'isPayFrequencyChange', actions: ['assignField', 'clearPaydays', LOG_SELECTION] },
              { actions: ['assignField', LOG_SELECTION] },
            ],
            'field.blurred': { actions: 'markTouched' },
          },
          initial: 'basic',
          states: {
            basic: {
              // The wizard's first step: the shell asks before Back leaves it (FAULTS F25).
              tags: ['askBeforeLeaving'],
              on: {
                'part.nextRequested': [
                  { guard: and(['isOnline', 'isBasicValid']), target: 'residence' },
                  { actions: { type: 'revealPartErrors', params: 'basic' } },
                ],
              },
            },
            residence: {
              on: {
                'part.nextRequested': [
                  { guard: and(['isOnline', 'isResidenceValid']), target: 'work' },
                  { actions: { type: 'revealPartErrors', params: 'residence' } },
                ],
                'part.backRequested': 'basic',
              },
            },
            work: {
              on: {
                'part.nextRequested': [
                  { guard: and(['isOnline', 'isWorkValid']), target: 'contacts' },
                  { actions: { type: 'revealPartErrors', params: 'work' } },
                ],
                'part.backRequested': 'residence',
              },
            },
            contacts: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'contact.pickRequested': { target: 'picking', actions: 'assignPickingIndex' },
                    'form.submitted': { guard: 'isOnline', target: '#personalInfo.wizard.validating' },
                    'part.backRequested': '#personalInfo.wizard.filling.work',
                  },
                },
                picking: {
                  // Back while the picker is open leaves it; its late answer then has no one to land on (FAULTS F34).
                  on: { 'part.backRequested': '#personalInfo.wizard.filling.work' },
                  invoke: {
                    src: 'pickContact',
                    input: ({ context }) => ({ index: context.pickingIndex }),
                    onDone: [
                      {
                        guard: { type: 'hasUsablePick', params: ({ event }) => event.output },
                        target: 'editing',
                        actions: { type: 'assignPickedContact', params: ({ event }) => event.output },
                      },
                      { target: 'editing', actions: { type: 'noticeManualContact', params: ({ event }) => event.output } },
                    ],
                    onError: { target: 'editing', actions: 'noticePickFailed' },
                  },
                },
                failed: {
                  on: {
                    'contact.pickRequested': { target: 'picking', actions: 'assignPickingIndex' },
                    'form.submitted': { guard: 'isOnline', target: '#personalInfo.wizard.validating' },
                    'part.backRequested': '#personalInfo.wizard.filling.work',
                  },
                },
              },
            },
          },
        },
        validating: {
          // Every part again (a restored draft may hold a value that no longer passes); the first
          // part with an error is shown with its errors.
          always: [
            { guard: 'isFormValid', target: 'submitting' },
            {
              guard: { type: 'isFirstInvalidPart', params: 'basic' },
              target: 'filling.basic',
              actions: { type: 'revealPartErrors', params: 'basic' },
            },
            {
              guard: { type: 'isFirstInvalidPart', params: 'residence' },
              target: 'filling.residence',
              actions: { type: 'revealPartErrors', params: 'residence' },
            },
            {
              guard: { type: 'isFirstInvalidPart', params: 'work' },
              target: 'filling.work',
              actions: { type: 'revealPartErrors', params: 'work' },
            },
            { target: 'filling.contacts', actions: { type: 'revealPartErrors', params: 'contacts' } },
          ],
        },
        submitting: {
          tags: ['busy'],
          entry: 'clearSubmitError',
          invoke: {
            src: 'saveBasicInfo',
            input: ({ context }) => ({ payload: personalPayload(context.fields, context.market) }),
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => event.output },
                target: 'findingNextStep',
                actions: { type: 'rememberJobless', params: ({ context }) => ({ jobless: isJobless(context.fields.employmentType as EmploymentType) }) },
              },
              {
                target: 'filling.contacts.failed',
                actions: { type: 'assignSubmitRefusal', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: 'filling.contacts.failed',
              actions: { type: 'assignSubmitFault', params: ({ event }: { event: { error: unknown } }) => event.error },
            },
          },
        },
        findingNextStep: {
          tags: ['busy'],
          invoke: {
            src: 'findNextStep',
            onDone: { target: 'done', actions: { type: 'assignNextRoute', params: ({ event }) => event.output } },
            onError: 'nextStepFailed',
          },
        },
        nextStepFailed: {
          on: { 'nextStep.retryRequested': 'findingNextStep' },
        },
        done: {
          entry: { type: 'navigateToNextStep', params: ({ context }) => ({ route: context.nextRoute }) },
        },
      },
    },
    geography: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'isOnResidencePart', target: 'loading' } },
        loading: {
          invoke: {
            src: 'loadGeography',
            onDone: { target: 'loaded', actions: { type: 'assignGeography', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        loaded: {},
        failed: { on: { 'geography.requested': 'loading' } },
      },
    },
    connectivity: {
      initial: 'online',
      states: {
        online: { on: { 'network.wentOffline': 'offline' } },
        offline: { on: { 'network.cameOnline': 'online' } },
      },
    },
  },
});
