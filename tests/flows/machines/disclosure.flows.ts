import { expect } from 'vitest';
import { defineFlows } from '../defineFlows';
import { disclosureMachine } from '../../../machines/disclosure/disclosure.machine';

export default defineFlows({
  machine: disclosureMachine,
  actors: {},
  events: {
    'disclosure.opened': [{ type: 'disclosure.opened' }],
    'disclosure.agreementToggled': [{ type: 'disclosure.agreementToggled' }],
    'disclosure.accepted': [{ type: 'disclosure.accepted' }],
    'disclosure.dismissed': [{ type: 'disclosure.dismissed' }],
  },
  assertions: {
    closed: (s) => expect(s.context.ticked).toBe(false),
    open: (s) => expect(s.can({ type: 'disclosure.accepted' })).toBe(s.context.ticked),
    accepted: (s) => expect(s.output).toEqual({ consented: true }),
  },
});
