/**
 * Additional information (order step 11, SPEC sections 3 and 5): loan purpose, employer, and in
 * Mexico CURP (required), RFC and NSS (optional). Regions:
 * - `form`: editing -> submitting -> findingNextStep -> done; refusal or fault -> failed (values kept).
 *   Submit with errors stays in editing and reveals them. `submitting` ignores Submit: one POST per
 *   tap burst. ID numbers leave memory once saved.
 * - `connectivity`: Submit is refused while offline.
 */
import { and, assign, fromCallback, setup, stateIn } from 'xstate';
import { additionalErrors, additionalPayload, emptyAdditionalFields } from '../../services/kyc/additionalInfo.rules';
import { notProvided } from '../shared/notProvided';
import { businessErrorFrom, faultFrom, type NextStep, type SubmitOutcome } from '../shared/submitError';
import type {
  AdditionalInfoContext,
  AdditionalInfoEvent,
  AdditionalInfoInput,
  SubmitAdditionalInfoInput,
} from './additionalInfo.types';

export const additionalInfoMachine = setup({
  types: {
    context: {} as AdditionalInfoContext,
    events: {} as AdditionalInfoEvent,
    input: {} as AdditionalInfoInput,
  },
  actors: {
    submitAdditionalInfo: notProvided<SubmitOutcome, SubmitAdditionalInfoInput>('submitAdditionalInfo'),
    findNextStep: notProvided<NextStep>('findNextStep'),
    watchConnectivity: fromCallback(() => undefined),
  },
  guards: {
    isOnline: stateIn({ connectivity: 'online' }),
    isValid: ({ context }) => Object.keys(additionalErrors(context.market, context.fields)).length === 0,
    isAccepted: (_, outcome: SubmitOutcome) => outcome.ok,
  },
  actions: {
    assignField: assign(({ context, event }) =>
      event.type === 'field.changed' ? { fields: { ...context.fields, [event.field]: event.value } } : {},
    ),
    markTouched: assign(({ context, event }) =>
      event.type === 'field.blurred' && !context.touched.includes(event.field) ? { touched: [...context.touched, event.field] } : {},
    ),
    revealErrors: assign({ revealed: true }),
    clearSubmitError: assign({ submitError: null }),
    assignSubmitRefusal: assign((_, outcome: SubmitOutcome) => ({ submitError: businessErrorFrom(outcome) })),
    assignSubmitFault: assign((_, error: unknown) => ({ submitError: faultFrom(error) })),
    assignNextRoute: assign((_, next: NextStep) => ({ nextRoute: next.route })),
    clearSensitiveFields: assign(({ context }) => ({ fields: { ...context.fields, curp: '', rfc: '', nss: '' } })),
    navigateToNextStep: (_, _params: { route: string | null }) => undefined,
  },
}).createMachine({
  id: 'additionalInfo',
  type: 'parallel',
  context: ({ input }) => ({
    market: input.market,
    fields: emptyAdditionalFields(),
    touched: [],
    revealed: false,
    submitError: null,
    nextRoute: null,
  }),
  invoke: { src: 'watchConnectivity' },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.changed': { actions: 'assignField' },
            'field.blurred': { actions: 'markTouched' },
            'form.submitted': [{ guard: and(['isOnline', 'isValid']), target: 'submitting' }, { actions: 'revealErrors' }],
          },
        },
        submitting: {
          tags: ['busy'],
          entry: 'clearSubmitError',
          invoke: {
            src: 'submitAdditionalInfo',
            input: ({ context }) => ({ additionalInfo: additionalPayload(context.market, context.fields) }),
            onDone: [
              { guard: { type: 'isAccepted', params: ({ event }) => event.output }, target: 'findingNextStep' },
              { target: 'failed', actions: { type: 'assignSubmitRefusal', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: { type: 'assignSubmitFault', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        failed: {
          on: {
            'field.changed': { target: 'editing', actions: 'assignField' },
            'form.submitted': { guard: 'isOnline', target: 'submitting' },
          },
        },
        findingNextStep: {
          tags: ['busy'],
          entry: 'clearSensitiveFields',
          invoke: {
            src: 'findNextStep',
            onDone: { target: 'done', actions: { type: 'assignNextRoute', params: ({ event }) => event.output } },
            onError: 'nextStepFailed',
          },
        },
        nextStepFailed: { on: { 'nextStep.retryRequested': 'findingNextStep' } },
        done: { entry: { type: 'navigateToNextStep', params: ({ context }) => ({ route: context.nextRoute }) } },
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
