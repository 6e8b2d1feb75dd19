/** Sample for the harness tests: a guard that depends on input only (the market). */
import { setup } from 'xstate';

export const marketSampleMachine = setup({
  types: {
    context: {} as { market: 'mx' | 'ng' },
    input: {} as { market: 'mx' | 'ng' },
    events: {} as { type: 'form.continued' },
  },
  guards: { isMexico: ({ context }) => context.market === 'mx' },
}).createMachine({
  id: 'marketSample',
  context: ({ input }) => ({ market: input.market }),
  initial: 'choosing',
  states: {
    choosing: { always: [{ guard: 'isMexico', target: 'curp' }, { target: 'bvn' }] },
    curp: { on: { 'form.continued': 'done' } },
    bvn: { on: { 'form.continued': 'done' } },
    done: { type: 'final' },
  },
});
