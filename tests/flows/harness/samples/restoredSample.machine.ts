import { assign, fromPromise, setup } from 'xstate';

/**
 * A form whose draft can come back mid-check: `checking` is reached only from a restored snapshot
 * (its `check` child resumed), and the value the draft stripped makes Submit reveal errors.
 */
export const restoredSampleMachine = setup({
  types: {
    context: {} as { value: string; revealed: boolean },
    events: {} as { type: 'form.submitted' },
  },
  actors: { check: fromPromise<{ saved: boolean }>(async () => ({ saved: false })) },
  guards: {
    isFilled: ({ context }) => context.value !== '',
    isSaved: (_, check: { saved: boolean }) => check.saved,
  },
  actions: { revealErrors: assign({ revealed: true }) },
}).createMachine({
  id: 'restoredSample',
  context: { value: 'typed', revealed: false },
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submitted': [{ guard: 'isFilled', target: 'done' }, { actions: 'revealErrors' }] },
    },
    checking: {
      invoke: {
        id: 'savedCheck',
        src: 'check',
        onDone: [{ guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'done' }, { target: 'editing' }],
      },
    },
    done: { type: 'final' },
  },
});

/** What the app would restore after a reload mid-check: the check resumed, the value stripped. */
export const restoredMidCheck = {
  status: 'active',
  value: 'checking',
  context: { value: '', revealed: false },
  children: {
    savedCheck: { src: 'check', snapshot: { status: 'active', output: undefined, error: undefined, input: undefined }, systemId: undefined },
  },
  historyValue: {},
  output: undefined,
  error: undefined,
};
