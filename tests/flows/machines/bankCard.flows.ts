import { expect } from 'vitest';
import { defineFlows, type FlowsDefinition } from '../defineFlows';
import { toBankCardDraft } from '../../../machines/bankCard/bankCard.draft';
import { bankCardMachine, isBankCardValid } from '../../../machines/bankCard/bankCard.machine';
import { draftReloadedIn } from '../reloadedDraft';
import { bankCardErrors, emptyBankCardFields, idempotencyKeyOf } from '../../../machines/bankCard/bankCard.rules';
import { SENSITIVE_BANK_FIELDS } from '../../../machines/bankCard/bankCard.types';

// Published examples (tests/unit/validation): Zenith Bank (057) NUBAN 5050114930 (Zifah README);
// Banamex CLABE 002115016003269411 (django-localflavor); CURP BEML920313HMCLNS09 (python-stdnum);
// 4111111111111111, the Visa test card number that passes Luhn.
const NUBAN = '5050114930';
const CLABE = '002115016003269411';
const CARD = '4111111111111111';
const SERVER_BANKS = [
  { code: '057', name: 'Zenith Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
];

export default defineFlows({
  machine: bankCardMachine,
  // Nigeria loads the bank list and looks the holder name up; Mexico looks a CLABE's bank up, a card goes straight on.
  inputs: [
    { market: 'ng', idempotencyKey: 'key-ng' },
    { market: 'mx', idempotencyKey: 'key-mx' },
  ],
  // A reload while the card was on its way: checked first; the numbers and IDs are dropped by the draft.
  restored: [
    {
      name: 'reloaded mid-save, ng',
      input: { market: 'ng', idempotencyKey: 'key-ng' },
      snapshot: draftReloadedIn(bankCardMachine, { market: 'ng', idempotencyKey: 'key-ng' }, 'submitting', {
        fields: { ...emptyBankCardFields('ng'), bankCode: '057', accountNumber: NUBAN, accountNumberConfirm: NUBAN, holderName: 'Ada Okafor', bvn: '22212345678' },
        banks: SERVER_BANKS,
        bankListSource: 'server',
      }, toBankCardDraft),
    },
    {
      name: 'reloaded mid-save, mx',
      input: { market: 'mx', idempotencyKey: 'key-mx' },
      snapshot: draftReloadedIn(bankCardMachine, { market: 'mx', idempotencyKey: 'key-mx' }, 'submitting', {
        fields: { ...emptyBankCardFields('mx'), accountNumber: CLABE, accountNumberConfirm: CLABE, holderName: 'Ada Okafor', curp: 'BEML920313HMCLNS09' },
      }, toBankCardDraft),
    },
  ],
  actors: {
    fetchBankList: { done: [SERVER_BANKS], error: [new Error('offline')] },
    verifyAccount: {
      done: [
        { ok: true, accountName: 'ADA OKAFOR', bankName: 'Zenith Bank', branch: null },
        { ok: false, code: 1107, msg: 'No account with this number was found at Zenith Bank.' },
      ],
      error: [new Error('timeout')],
    },
    addBankCard: { done: [{ ok: true }, { ok: false, code: 1401, msg: 'accountNumber: bank.nuban' }], error: [new Error('connection reset')] },
    checkCardSaved: { done: [{ saved: true }, { saved: false }], error: [new Error('offline')] },
    findNextStep: { done: [{ route: '/borrow/confirm_borrow' }], error: [new Error('offline')] },
    watchConnectivity: {},
  },
  events: {
    'field.changed': [
      { type: 'field.changed', field: 'bankCode', value: '057' },
      { type: 'field.changed', field: 'accountNumber', value: NUBAN },
      { type: 'field.changed', field: 'accountNumberConfirm', value: NUBAN },
      { type: 'field.changed', field: 'bvn', value: '22212345678' },
      { type: 'field.changed', field: 'holderName', value: 'Ada Okafor' },
      { type: 'field.changed', field: 'accountNumber', value: CLABE },
      { type: 'field.changed', field: 'accountNumberConfirm', value: CLABE },
      { type: 'field.changed', field: 'curp', value: 'BEML920313HMCLNS09' },
      { type: 'field.changed', field: 'cardType', value: 'bankCard' },
      { type: 'field.changed', field: 'accountNumber', value: CARD },
      { type: 'field.changed', field: 'accountNumberConfirm', value: CARD },
      { type: 'field.changed', field: 'validPeriod', value: '09/28' },
    ],
    'field.blurred': [{ type: 'field.blurred', field: 'accountNumber' }],
    'form.submitted': [{ type: 'form.submitted' }],
    'account.confirmed': [{ type: 'account.confirmed' }],
    'account.changeRequested': [{ type: 'account.changeRequested' }],
    'nextStep.retryRequested': [{ type: 'nextStep.retryRequested' }],
    'network.wentOffline': [{ type: 'network.wentOffline' }],
    'network.cameOnline': [{ type: 'network.cameOnline' }],
  },
  assertions: {
    // Transient: left at once for loadingBanks (Nigeria) or editing (Mexico).
    'form.starting': () => {},
    'form.loadingBanks': (s) => expect([s.context.market, s.context.banks]).toEqual(['ng', []]),
    'form.editing': (s) => expect(s.hasTag('busy')).toBe(false),
    'form.checkingAccount': (s) => expect([s.hasTag('busy'), isBankCardValid(s.context)]).toEqual([true, true]),
    'form.confirmingAccount': (s) => expect(s.context.accountCheck?.bankName).toBe('Zenith Bank'),
    'form.accountCheckFailed': (s) => expect(s.context.submitError).not.toBeNull(),
    'form.submitting': (s) => expect(bankCardErrors(s.context.market, s.context.fields, s.context.banks.map((b) => b.code))).toEqual({}),
    // The answer was lost: the key it went with is kept, in doubt, for a resubmission.
    'form.reconciling': (s) =>
      expect([s.hasTag('busy'), s.context.keyInDoubt, idempotencyKeyOf(s.context)]).toEqual([true, true, expect.stringMatching(`^key-${s.context.market}`)]),
    'form.failed': (s) => expect(s.context.submitError).not.toBeNull(),
    // Saved: card, account and ID numbers, a card's valid period and CVC leave memory.
    'form.findingNextStep': (s) => expect(SENSITIVE_BANK_FIELDS.filter((field) => s.context.fields[field] !== '')).toEqual([]),
    'form.nextStepFailed': (s) => expect(s.can({ type: 'nextStep.retryRequested' })).toBe(true),
    'form.done': (s) => expect(s.context.nextRoute).toBe('/borrow/confirm_borrow'),
    'connectivity.online': (s) => expect(s.matches({ connectivity: 'online' })).toBe(true),
    'connectivity.offline': (s) => expect(s.matches({ connectivity: 'offline' })).toBe(true),
  } as FlowsDefinition<typeof bankCardMachine>['assertions'],
  // Which fields are still wrong (not their values), the market, card type and bank list: what guards read.
  stateKey: (s) => ({
    value: s.value,
    market: s.context.market,
    cardType: s.context.fields.cardType,
    errors: Object.keys(bankCardErrors(s.context.market, s.context.fields, s.context.banks.map((b) => b.code))).sort(),
    banks: s.context.bankListSource,
    keyVersion: s.context.keyVersion > 0,
    keyInDoubt: s.context.keyInDoubt,
  }),
});
