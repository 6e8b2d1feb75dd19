/**
 * Sample machine for the harness's own tests and the README example (not a product machine).
 * loading --fetch--> (done: no order -> empty | order with step -> form | order finished -> done)
 * loading --error--> failed --retry--> loading;  form: typed edits (self-transition), submit with
 * a timeout (`after`), a delayed reminder (`raise` with delay).
 */
import { assign, fromPromise, raise, setup } from 'xstate';

export interface SampleOrder {
  id: string;
  step: number;
}

export type OrderSampleEvent =
  | { type: 'order.retryRequested' }
  | { type: 'form.edited'; value: string }
  | { type: 'form.submitted' }
  | { type: 'form.reminded' };

export const orderSampleMachine = setup({
  types: {
    context: {} as { order: SampleOrder | null; draft: string; errorCode: string | null; reminded: boolean },
    events: {} as OrderSampleEvent,
    input: {} as { mobile: string },
  },
  actors: {
    fetchOrder: fromPromise<{ order: SampleOrder | null }, { mobile: string }>(async () => {
      throw new Error('fetchOrder not provided');
    }),
    submitForm: fromPromise<{ accepted: boolean }, { draft: string }>(async () => {
      throw new Error('submitForm not provided');
    }),
  },
  guards: {
    hasNoOrder: ({ event }) => (event as unknown as { output: { order: SampleOrder | null } }).output.order === null,
    isOrderFinished: ({ event }) =>
      ((event as unknown as { output: { order: SampleOrder | null } }).output.order?.step ?? 0) >= 9,
    isDraftFilled: ({ context }) => context.draft.trim().length > 0,
  },
  delays: { submitTimeout: 10_000, reminderDelay: 30_000 },
}).createMachine({
  id: 'orderSample',
  context: { order: null, draft: '', errorCode: null, reminded: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: () => ({ mobile: '5512345678' }),
        onDone: [
          { guard: 'hasNoOrder', target: 'empty' },
          { guard: 'isOrderFinished', target: 'done' },
          { target: 'form', actions: assign({ order: ({ event }) => event.output.order }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'network' }) },
      },
    },
    empty: {},
    failed: { on: { 'order.retryRequested': 'loading' } },
    form: {
      initial: 'editing',
      entry: raise({ type: 'form.reminded' }, { delay: 'reminderDelay', id: 'reminder' }),
      on: { 'form.reminded': { actions: assign({ reminded: true }) } },
      states: {
        editing: {
          on: {
            // Self-transition: stays in editing, only the draft changes.
            'form.edited': { actions: assign({ draft: ({ event }) => event.value }) },
            'form.submitted': { guard: 'isDraftFilled', target: 'submitting' },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            src: 'submitForm',
            input: ({ context }) => ({ draft: context.draft }),
            onDone: '#orderSample.done',
            onError: { target: 'editing', actions: assign({ errorCode: 'submitFailed' }) },
          },
          after: { submitTimeout: { target: 'editing', actions: assign({ errorCode: 'timeout' }) } },
        },
      },
    },
    done: { type: 'final' },
  },
});
