/**
 * Add the payout bank card (SPEC sections 3 and 5). Regions:
 * - `form`: (Nigeria) loadingBanks -> editing; the server's bank list, or the bundled one when that
 *   call fails (`bankListSource` tells the view to say so). Submit with errors stays in editing and
 *   reveals them ('the two bank card numbers do not match'). A valid Nigerian account or CLABE is
 *   looked up first (checkingAccount: holder name / bank and branch) and shown for the borrower to
 *   confirm; a debit card goes straight to submitting. Then the shared tail (machines/shared/submitStep):
 *   submitting -> findingNextStep -> done, refusal -> failed.
 * - The POST carries the same idempotency key until the server answers; a refusal bumps it. When the
 *   answer is lost (FAULTS F2) the outcome is unknown: `reconciling` reads the latest order and moves
 *   on if it left bind-card, else lands in failed, where Submit resends with the same key and the
 *   first edit takes a new one (`keyInDoubt`, kept in the draft). A reload mid-save comes back in
 *   `reconciling` without the numbers; from failed, Submit then asks for them (`retryNeeds`).
 * - `connectivity`: Submit is refused while offline.
 */
import { and, assign, fromCallback, setup } from 'xstate';
import { NG_BANKS } from '../../services/options/ngBanks';
import { notProvided } from '../shared/notProvided';
import { reconcileGuards, reconcilingState, type SavedCheck } from '../shared/reconcileStep';
import { FIRST_KEY_VERSION, keyAfterEdit, keyAfterLostAnswer, keyAfterRefusal } from '../shared/idempotencyKey';
import { businessErrorFrom, faultFrom, type NextStep, type SubmitOutcome } from '../shared/submitError';
import { connectivityRegion, submitStepActions, submitStepGuards, submitStepStates } from '../shared/submitStep';
import {
  accountCheckInput,
  bankCardErrors,
  bankCardPayload,
  choosesBankFromList,
  emptyBankCardFields,
  idempotencyKeyOf,
  needsAccountCheck,
} from './bankCard.rules';
import {
  SENSITIVE_BANK_FIELDS,
  type AccountCheckOutcome,
  type AddBankCardInput,
  type BankCardContext,
  type BankCardEvent,
  type BankCardInput,
  type BankOption,
  type VerifyAccountInput,
} from './bankCard.types';
import { CONNECTIVITY_INVOKE } from '../shared/draftChildren';

const BUNDLED_BANKS: BankOption[] = NG_BANKS.map((bank) => ({ code: bank.code, name: bank.label }));

export function isBankCardValid(context: Pick<BankCardContext, 'market' | 'fields' | 'banks' | 'today'>): boolean {
  return Object.keys(bankCardErrors(context.market, context.fields, context.banks.map((bank) => bank.code), context.today)).length === 0;
}

export const bankCardMachine = setup({
  types: {
    context: {} as BankCardContext,
    events: {} as BankCardEvent,
    input: {} as BankCardInput,
  },
  actors: {
    fetchBankList: notProvided<BankOption[]>('fetchBankList'),
    verifyAccount: notProvided<AccountCheckOutcome, VerifyAccountInput>('verifyAccount'),
    addBankCard: notProvided<SubmitOutcome, AddBankCardInput>('addBankCard'),
    checkCardSaved: notProvided<SavedCheck>('checkCardSaved'),
    findNextStep: notProvided<NextStep>('findNextStep'),
    watchConnectivity: fromCallback(() => undefined),
  },
  guards: {
    ...submitStepGuards,
    ...reconcileGuards,
    choosesBankFromList: ({ context }) => choosesBankFromList(context.market),
    isValid: ({ context }) => isBankCardValid(context),
    needsAccountCheck: ({ context }) => needsAccountCheck(context.market, context.fields),
    isAccountFound: (_, outcome: AccountCheckOutcome) => outcome.ok,
  },
  actions: {
    ...submitStepActions<BankCardContext, BankCardEvent>(),
    // An edit makes the looked-up holder name stale. After a lost answer it is also another card
    // (machines/shared/idempotencyKey): the payout must never go to the card the borrower corrected.
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.changed') return {};
      // Another card type is another card: a debit card's valid period and CVC do not stay hidden behind a CLABE.
      const cardDetails = event.field === 'cardType' && event.value !== context.fields.cardType ? { validPeriod: '', cvc: '' } : {};
      return { fields: { ...context.fields, ...cardDetails, [event.field]: event.value }, accountCheck: null, ...keyAfterEdit(context) };
    }),
    markTouched: assign(({ context, event }) =>
      event.type === 'field.blurred' && !context.touched.includes(event.field) ? { touched: [...context.touched, event.field] } : {},
    ),
    revealErrors: assign({ revealed: true }),
    assignServerBanks: assign((_, banks: BankOption[]) => ({ banks, bankListSource: 'server' as const })),
    assignBundledBanks: assign({ banks: BUNDLED_BANKS, bankListSource: 'bundled' as const }),
    assignAccountCheck: assign((_, outcome: AccountCheckOutcome) =>
      outcome.ok ? { accountCheck: { accountName: outcome.accountName, bankName: outcome.bankName, branch: outcome.branch } } : {},
    ),
    clearAccountCheck: assign({ accountCheck: null }),
    assignSubmitRefusal: assign(({ context }, outcome: SubmitOutcome) => ({ submitError: businessErrorFrom(outcome), ...keyAfterRefusal(context) })),
    assignSubmitFault: assign((_, error: unknown) => ({ submitError: faultFrom(error), ...keyAfterLostAnswer() })),
    // The account look-up is a read: its answer, or none, leaves the card's key as it was.
    assignCheckRefusal: assign((_, outcome: AccountCheckOutcome) => (outcome.ok ? {} : { submitError: businessErrorFrom(outcome) })),
    assignCheckFault: assign((_, error: unknown) => ({ submitError: faultFrom(error) })),
    // Card and ID numbers leave memory once the card is saved.
    clearSensitiveFields: assign(({ context }) => ({
      fields: { ...context.fields, ...Object.fromEntries(SENSITIVE_BANK_FIELDS.map((field) => [field, ''])) },
    })),
  },
}).createMachine({
  id: 'bankCard',
  type: 'parallel',
  context: ({ input }) => ({
    market: input.market,
    idempotencyKey: input.idempotencyKey,
    today: input.today ?? null,
    ...FIRST_KEY_VERSION,
    fields: emptyBankCardFields(input.market),
    touched: [],
    revealed: false,
    banks: [],
    bankListSource: null,
    accountCheck: null,
    submitError: null,
    nextRoute: null,
  }),
  invoke: CONNECTIVITY_INVOKE,
  states: {
    form: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'choosesBankFromList', target: 'loadingBanks' }, { target: 'editing' }] },
        loadingBanks: {
          on: {
            'field.changed': { actions: 'assignField' },
            'field.blurred': { actions: 'markTouched' },
          },
          invoke: {
            src: 'fetchBankList',
            onDone: { target: 'editing', actions: { type: 'assignServerBanks', params: ({ event }) => event.output } },
            onError: { target: 'editing', actions: 'assignBundledBanks' },
          },
        },
        editing: {
          on: {
            'field.changed': { actions: 'assignField' },
            'field.blurred': { actions: 'markTouched' },
            'form.submitted': [
              { guard: and(['isOnline', 'isValid', 'needsAccountCheck']), target: 'checkingAccount' },
              { guard: and(['isOnline', 'isValid']), target: 'submitting' },
              { actions: 'revealErrors' },
            ],
          },
        },
        checkingAccount: {
          tags: ['busy'],
          entry: 'clearSubmitError',
          invoke: {
            src: 'verifyAccount',
            input: ({ context }) => accountCheckInput(context.market, context.fields),
            onDone: [
              {
                guard: { type: 'isAccountFound', params: ({ event }) => event.output },
                target: 'confirmingAccount',
                actions: { type: 'assignAccountCheck', params: ({ event }) => event.output },
              },
              { target: 'accountCheckFailed', actions: { type: 'assignCheckRefusal', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'accountCheckFailed',
              actions: { type: 'assignCheckFault', params: ({ event }: { event: { error: unknown } }) => event.error },
            },
          },
        },
        confirmingAccount: {
          on: {
            'account.confirmed': { guard: 'isOnline', target: 'submitting' },
            'account.changeRequested': { target: 'editing', actions: 'clearAccountCheck' },
            'field.changed': { target: 'editing', actions: 'assignField' },
          },
        },
        accountCheckFailed: {
          on: {
            'field.changed': { target: 'editing', actions: 'assignField' },
            'form.submitted': { guard: 'isOnline', target: 'checkingAccount' },
          },
        },
        ...reconcilingState('checkCardSaved'),
        ...submitStepStates({
          submitActor: 'addBankCard',
          submitInput: (context: BankCardContext): AddBankCardInput => ({
            payload: bankCardPayload(context.market, context.fields),
            idempotencyKey: idempotencyKeyOf(context),
          }),
          editEvent: 'field.changed',
          editAction: 'assignField',
          // No answer: the card may have been added. Find out before offering to send it again.
          faultTarget: 'reconciling',
          onSaved: ['clearSensitiveFields'],
          // The payout goes to this card: Back mid-request asks first (FAULTS F8).
          moneyPost: true,
          // After a reload mid-save the check may find no card, and the numbers the draft dropped are empty.
          retryNeeds: { guard: 'isValid', otherwise: 'revealErrors' },
        }),
      },
    },
    connectivity: connectivityRegion,
  },
});
