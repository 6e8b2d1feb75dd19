import { expect } from 'vitest';
import { defineFlows } from '../../defineFlows';
import { orderSampleMachine } from './orderSample.machine';

export const sampleOrder = { id: 'o-1', step: 6 };

export default defineFlows({
  machine: orderSampleMachine,
  input: { mobile: '5512345678' },
  actors: {
    // One output per onDone branch: no order, finished order, order in progress.
    fetchOrder: { done: [{ order: null }, { order: { id: 'o-2', step: 9 } }, { order: sampleOrder }], error: [new Error('offline')] },
    submitForm: {
      done: [{ accepted: true }],
      error: [new Error('timeout')],
      describe: { done: () => 'server accepts the form', error: () => 'server is unreachable' },
    },
  },
  events: {
    'order.retryRequested': [{ type: 'order.retryRequested' }],
    'form.edited': [{ type: 'form.edited', value: '' }, { type: 'form.edited', value: 'Ana' }],
    'form.submitted': [{ type: 'form.submitted' }],
    'form.reminded': [{ type: 'form.reminded' }],
  },
  assertions: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    empty: (s) => expect(s.context.order).toBeNull(),
    failed: (s) => expect(s.context.errorCode).toBe('network'),
    'form.editing': (s) => expect(s.context.order).toEqual(sampleOrder),
    'form.submitting': (s) => expect(s.context.draft).not.toBe(''),
    done: (s) => expect(s.status).toBe('done'),
  },
  stateKey: (s) => ({ value: s.value, draftFilled: s.context.draft !== '', error: s.context.errorCode, reminded: s.context.reminded }),
  describeEvent: (e) => (e.type === 'form.edited' ? `borrower types "${e.value}"` : undefined),
});
