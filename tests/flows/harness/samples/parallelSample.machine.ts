/** Sample for the type tests: a parallel root whose regions mix leaf and compound children. */
import { setup } from 'xstate';

export const parallelSampleMachine = setup({ types: { events: {} as { type: 'part.next' } } }).createMachine({
  id: 'parallelSample',
  type: 'parallel',
  states: {
    wizard: {
      initial: 'filling',
      states: {
        filling: { initial: 'basic', states: { basic: { on: { 'part.next': 'work' } }, work: {} } },
        submitting: {},
      },
    },
    network: { initial: 'online', states: { online: {} } },
  },
});
