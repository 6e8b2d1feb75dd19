/**
 * Add the payout bank card (SPEC sections 3 and 5). Regions:
 * - `form`: editing -> submitting -> findingNextStep -> done; refusal or fault -> failed (values kept).
 *   Submit with errors stays in editing and reveals them ('the two bank card numbers do not match').
 *   The POST carries the same idempotency key on every retry: never two cards for one tap burst.
 * - `connectivity`: Submit is refused while offline.
 */
import { and, assign, fromCallback, setup, stateIn } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { businessErrorFrom, faultFrom, type NextStep, type SubmitOutcome } from '../shared/submitError';
import { bankCardErrors, bankCardPayload } from './bankCard.rules';
import {
  BANK_CARD_FIELDS,
  type AddBankCardInput,
  type BankCardContext,
  type BankCardEvent,
  type BankCardFields,
  type BankCardInput,
} from './bankCard.types';

function emptyFields(market: BankCardInput['market']): BankCardFields {
  const fields = Object.fromEntries(BANK_CARD_FIELDS.map((field) => [field, ''])) as BankCardFields;
  return market === 'mx' ? { ...fields, cardType: 'clabe' } : fields;
}

export const bankCardMachine = setup({
  types: {
    context: {} as BankCardContext,
    events: {} as BankCardEvent,
    input: {} as BankCardInput,
  },
  actors: {
    addBankCard: notProvided<SubmitOutcome, AddBankCardInput>('addBankCard'),
    findNextStep: notProvided<NextStep>('findNextStep'),
    watchConnectivity: fromCallback(() => undefined),
  },
  guards: {
    isOnline: stateIn({ connectivity: 'online' }),
    isValid: ({ context }) => Object.keys(bankCardErrors(context.market, context.fields)).length === 0,
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
    // Card and ID numbers leave memory once the card is saved.
    clearSensitiveFields: assign(({ context }) => ({
      fields: { ...context.fields, accountNumber: '', accountNumberConfirm: '', bvn: '', curp: '' },
    })),
    navigateToNextStep: (_, _params: { route: string | null }) => undefined,
  },
}).createMachine({
  id: 'bankCard',
  type: 'parallel',
  context: ({ input }) => ({
    market: input.market,
    idempotencyKey: input.idempotencyKey,
    fields: emptyFields(input.market),
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
            src: 'addBankCard',
            input: ({ context }) => ({ payload: bankCardPayload(context.market, context.fields), idempotencyKey: context.idempotencyKey }),
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
