import { expect } from 'vitest';
import { defineFlows, type FlowsDefinition } from '../defineFlows';
import { bankCardMachine } from '../../../machines/bankCard/bankCard.machine';
import { bankCardErrors } from '../../../machines/bankCard/bankCard.rules';

// GTBank (058) with a NUBAN whose check digit comes from the shared validator.
import { nubanCheckDigit } from '../../../services/validation/nuban';
const serial = '012345678';
const account = `${serial}${nubanCheckDigit('058', serial)}`;

export default defineFlows({
  machine: bankCardMachine,
  input: { market: 'ng', idempotencyKey: 'key-1' },
  actors: {
    addBankCard: { done: [{ ok: true }, { ok: false, code: 1401, msg: 'accountNumber: bank.nuban' }], error: [new Error('timeout')] },
    findNextStep: { done: [{ route: '/borrow/confirm_borrow' }], error: [new Error('offline')] },
    watchConnectivity: {},
  },
  events: {
    'field.changed': [
      { type: 'field.changed', field: 'bankCode', value: '058' },
      { type: 'field.changed', field: 'accountNumber', value: account },
      { type: 'field.changed', field: 'accountNumberConfirm', value: account },
      { type: 'field.changed', field: 'holderName', value: 'Ada Okafor' },
      { type: 'field.changed', field: 'bvn', value: '22212345678' },
    ],
    'field.blurred': [{ type: 'field.blurred', field: 'accountNumber' }],
    'form.submitted': [{ type: 'form.submitted' }],
    'nextStep.retryRequested': [{ type: 'nextStep.retryRequested' }],
    'network.wentOffline': [{ type: 'network.wentOffline' }],
    'network.cameOnline': [{ type: 'network.cameOnline' }],
  },
  assertions: {
    'form.editing': (s) => expect(s.hasTag('busy')).toBe(false),
    'form.submitting': (s) => expect(bankCardErrors(s.context.market, s.context.fields)).toEqual({}),
    'form.failed': (s) => expect(s.context.submitError).not.toBeNull(),
    'form.findingNextStep': (s) => expect(s.context.fields.accountNumber).toBe(''),
    'form.nextStepFailed': (s) => expect(s.context.fields.bvn).toBe(''),
    'form.done': (s) => expect(s.context.nextRoute).toBe('/borrow/confirm_borrow'),
    'connectivity.online': (s) => expect(s.matches({ connectivity: 'online' })).toBe(true),
    'connectivity.offline': (s) => expect(s.matches({ connectivity: 'offline' })).toBe(true),
  } as FlowsDefinition<typeof bankCardMachine>['assertions'],
  // How many fields are filled (not which): enough to tell the walk it is getting closer to valid.
  stateKey: (s) => ({ value: s.value, filled: Object.values(s.context.fields).filter((v) => v !== '').length }),
});
