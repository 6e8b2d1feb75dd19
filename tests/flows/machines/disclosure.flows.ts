import { expect } from 'vitest';
import { defineFlows } from '../defineFlows';
import { disclosureMachine } from '../../../machines/disclosure/disclosure.machine';
import type { ConsentRecord } from '../../../machines/disclosure/disclosure.types';

export default defineFlows({
  machine: disclosureMachine,
  actors: {
    fetchConsent: {
      done: [{ accepted: true }, { accepted: false }],
      error: [new Error('offline')],
      describe: { done: (r: ConsentRecord) => (r.accepted ? 'the server: accepted before' : 'the server: not accepted yet') },
    },
    recordConsent: { done: [undefined], error: [new Error('offline')] },
  },
  events: {
    'disclosure.opened': [{ type: 'disclosure.opened' }],
    'disclosure.agreementToggled': [{ type: 'disclosure.agreementToggled' }],
    'disclosure.accepted': [{ type: 'disclosure.accepted' }],
    'disclosure.dismissed': [{ type: 'disclosure.dismissed' }],
  },
  assertions: {
    checking: (s) => expect(s.hasTag('busy')).toBe(true),
    open: (s) => expect(s.can({ type: 'disclosure.accepted' })).toBe(s.context.ticked),
    saving: (s) => expect(s.context.ticked).toBe(true),
    declined: (s) => {
      expect(s.context.ticked).toBe(false);
      expect(s.can({ type: 'disclosure.opened' })).toBe(true);
    },
    accepted: (s) => expect(s.output).toEqual({ consented: true }),
  },
});
