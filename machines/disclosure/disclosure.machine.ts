/**
 * The permissions disclosure (SPEC section 6), the one consent for device data (DESIGN "Consent
 * and privacy"). First asks the server whether this borrower already accepted it (accepted once is
 * remembered there, not on the phone); if not, the dialog is open and "I agree" needs the agreement
 * ticked. The acceptance is recorded on the server before it counts. Declining closes the dialog
 * with an explanation and the way back to it. `accepted` is final: its output is the consent.
 * A flow that invokes it (the data upload) provides `notifyDeclined` / `notifyReopened` to hear
 * when the borrower said "Not now" and when they came back to it.
 *
 *   checking -> accepted | open;  open -> saving -> accepted | open (save failed);  open <-> declined
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import type { ConsentRecord, DisclosureContext, DisclosureEvent } from './disclosure.types';

export const disclosureMachine = setup({
  types: {
    context: {} as DisclosureContext,
    events: {} as DisclosureEvent,
    output: {} as { consented: true },
  },
  actors: {
    fetchConsent: notProvided<ConsentRecord>('fetchConsent'),
    recordConsent: notProvided<void>('recordConsent'),
  },
  guards: {
    isTicked: ({ context }) => context.ticked,
    wasAccepted: (_, record: ConsentRecord) => record.accepted,
  },
  actions: {
    /** Provided by the invoking flow; nothing to do on its own. */
    notifyDeclined: () => undefined,
    notifyReopened: () => undefined,
    toggleAgreement: assign(({ context }) => ({ ticked: !context.ticked, saveFailed: false })),
    untick: assign({ ticked: false, saveFailed: false }),
    noteSaveFailed: assign({ saveFailed: true }),
  },
}).createMachine({
  id: 'disclosure',
  context: { ticked: false, saveFailed: false },
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'fetchConsent',
        onDone: [{ guard: { type: 'wasAccepted', params: ({ event }) => event.output }, target: 'accepted' }, { target: 'open' }],
        // Not known: ask. Accepting again is harmless; collecting without asking is not.
        onError: 'open',
      },
    },
    open: {
      on: {
        'disclosure.agreementToggled': { actions: 'toggleAgreement' },
        'disclosure.accepted': { guard: 'isTicked', target: 'saving' },
        'disclosure.dismissed': { target: 'declined', actions: 'untick' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'recordConsent',
        onDone: 'accepted',
        onError: { target: 'open', actions: 'noteSaveFailed' },
      },
    },
    declined: { entry: 'notifyDeclined', on: { 'disclosure.opened': { target: 'open', actions: 'notifyReopened' } } },
    accepted: { type: 'final' },
  },
  output: { consented: true },
});
