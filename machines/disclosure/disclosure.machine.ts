/**
 * The permissions disclosure dialog (SPEC section 6). Meant to run as a child or beside other work,
 * so opening it never stops an upload or request underneath (STYLE 8). closed -> open -> accepted;
 * Continue is only possible with the agreement ticked. `accepted` is final: its output is the
 * borrower's consent that device-data collection needs (read it with `selectHasConsented`).
 */
import { assign, setup } from 'xstate';
import type { DisclosureContext, DisclosureEvent } from './disclosure.types';

export const disclosureMachine = setup({
  types: {
    context: {} as DisclosureContext,
    events: {} as DisclosureEvent,
    output: {} as { consented: true },
  },
  guards: {
    isTicked: ({ context }) => context.ticked,
  },
  actions: {
    toggleAgreement: assign(({ context }) => ({ ticked: !context.ticked })),
    untick: assign({ ticked: false }),
  },
}).createMachine({
  id: 'disclosure',
  context: { ticked: false },
  initial: 'closed',
  states: {
    closed: { on: { 'disclosure.opened': 'open' } },
    open: {
      on: {
        'disclosure.agreementToggled': { actions: 'toggleAgreement' },
        'disclosure.accepted': { guard: 'isTicked', target: 'accepted' },
        'disclosure.dismissed': { target: 'closed', actions: 'untick' },
      },
    },
    accepted: { type: 'final' },
  },
  output: { consented: true },
});
