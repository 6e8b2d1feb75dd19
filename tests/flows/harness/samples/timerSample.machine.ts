/**
 * Sample for the harness tests: a poller with a named, guarded `after` delay, a longer idle
 * timeout, an `always` choice out of a transient state and a root-level event. Not a product
 * machine.
 */
import { assign, setup } from 'xstate';

export type TimerSampleEvent = { type: 'poll.paused' } | { type: 'poll.stopped' };

export const timerSampleMachine = setup({
  types: { context: {} as { ticks: number; paused: boolean }, events: {} as TimerSampleEvent },
  guards: {
    isTired: ({ context }) => context.ticks >= 2,
    isPolling: ({ context }) => !context.paused,
  },
  delays: { pollInterval: 5_000 },
}).createMachine({
  id: 'timerSample',
  context: { ticks: 0, paused: false },
  initial: 'waiting',
  on: { 'poll.stopped': '.stopped' },
  states: {
    waiting: {
      // While paused the poll timer still fires but is ignored; the idle timeout then ends it.
      after: { pollInterval: { guard: 'isPolling', target: 'counting' }, 60_000: 'stopped' },
      on: { 'poll.paused': { actions: assign({ paused: true }) } },
    },
    counting: {
      entry: assign({ ticks: ({ context }) => context.ticks + 1 }),
      always: [{ guard: 'isTired', target: 'stopped' }, { target: 'waiting' }],
    },
    stopped: { type: 'final' },
  },
});
