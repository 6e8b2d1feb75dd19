/**
 * Additional information (order step 11, SPEC sections 3 and 5): loan purpose, employer (name, phone,
 * designation, work address; postal code and social profiles optional), and in Mexico CURP
 * (required), RFC and NSS (optional). Regions:
 * - `form`: editing -> submitting -> findingNextStep -> done (machines/shared/submitStep); refusal ->
 *   failed (values kept). When the answer is lost (FAULTS F2) the outcome is unknown: `reconciling`
 *   reads the latest order and moves on if it left Addition (11), else lands in failed, where Submit
 *   resends with the same idempotency key (machines/shared/reconcileStep). A reload mid-save comes
 *   back in `reconciling` without the IDs; from failed, Submit then asks for them (`retryNeeds`).
 *   Submit with errors stays in editing and reveals them. `submitting` ignores Submit: one POST per
 *   tap burst. ID numbers leave memory once saved.
 * - `connectivity`: Submit is refused while offline.
 */
import { and, assign, fromCallback, setup } from 'xstate';
import { additionalErrors, additionalPayload, emptyAdditionalFields } from '../../services/kyc/additionalInfo.rules';
import { FIRST_KEY_VERSION, keyAfterEdit, keyAfterLostAnswer, keyAfterRefusal, versionedKey } from '../shared/idempotencyKey';
import { notProvided } from '../shared/notProvided';
import { reconcileGuards, reconcilingState, type SavedCheck } from '../shared/reconcileStep';
import { businessErrorFrom, faultFrom, type NextStep, type SubmitOutcome } from '../shared/submitError';
import { connectivityRegion, submitStepActions, submitStepGuards, submitStepStates } from '../shared/submitStep';
import type {
  AdditionalInfoContext,
  AdditionalInfoEvent,
  AdditionalInfoInput,
  SubmitAdditionalInfoInput,
} from './additionalInfo.types';
import { CONNECTIVITY_INVOKE } from '../shared/draftChildren';

export const additionalInfoMachine = setup({
  types: {
    context: {} as AdditionalInfoContext,
    events: {} as AdditionalInfoEvent,
    input: {} as AdditionalInfoInput,
  },
  actors: {
    submitAdditionalInfo: notProvided<SubmitOutcome, SubmitAdditionalInfoInput>('submitAdditionalInfo'),
    checkAdditionalInfoSaved: notProvided<SavedCheck>('checkAdditionalInfoSaved'),
    findNextStep: notProvided<NextStep>('findNextStep'),
    watchConnectivity: fromCallback(() => undefined),
  },
  guards: {
    ...submitStepGuards,
    ...reconcileGuards,
    isValid: ({ context }) => Object.keys(additionalErrors(context.market, context.fields, context.jobless)).length === 0,
  },
  actions: {
    ...submitStepActions<AdditionalInfoContext, AdditionalInfoEvent>(),
    // The first edit after a lost answer makes another request (machines/shared/idempotencyKey).
    assignField: assign(({ context, event }) =>
      event.type === 'field.changed' ? { fields: { ...context.fields, [event.field]: event.value }, ...keyAfterEdit(context) } : {},
    ),
    assignSubmitFault: assign((_, error: unknown) => ({ submitError: faultFrom(error), ...keyAfterLostAnswer() })),
    markTouched: assign(({ context, event }) =>
      event.type === 'field.blurred' && !context.touched.includes(event.field) ? { touched: [...context.touched, event.field] } : {},
    ),
    revealErrors: assign({ revealed: true }),
    assignSubmitRefusal: assign(({ context }, outcome: SubmitOutcome) => ({ submitError: businessErrorFrom(outcome), ...keyAfterRefusal(context) })),
    clearSensitiveFields: assign(({ context }) => ({ fields: { ...context.fields, curp: '', rfc: '', nss: '' } })),
  },
}).createMachine({
  id: 'additionalInfo',
  type: 'parallel',
  context: ({ input }) => ({
    market: input.market,
    jobless: input.jobless ?? false,
    fields: emptyAdditionalFields(),
    touched: [],
    revealed: false,
    submitError: null,
    nextRoute: null,
    idempotencyKey: input.idempotencyKey,
    ...FIRST_KEY_VERSION,
  }),
  invoke: CONNECTIVITY_INVOKE,
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
        ...reconcilingState('checkAdditionalInfoSaved'),
        ...submitStepStates({
          submitActor: 'submitAdditionalInfo',
          submitInput: (context: AdditionalInfoContext): SubmitAdditionalInfoInput => ({
            additionalInfo: additionalPayload(context.market, context.fields, context.jobless),
            idempotencyKey: versionedKey(context.idempotencyKey, context.keyVersion),
          }),
          editEvent: 'field.changed',
          editAction: 'assignField',
          // No answer: the server may have saved it. Find out before offering to send it again.
          faultTarget: 'reconciling',
          onSaved: ['clearSensitiveFields'],
          // After a reload mid-save the check may find it unsaved, with the IDs the draft dropped empty.
          retryNeeds: { guard: 'isValid', otherwise: 'revealErrors' },
        }),
      },
    },
    connectivity: connectivityRegion,
  },
});
